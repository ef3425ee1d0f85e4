/**
 * The app's root surface: telegram-ui's AppRoot, wrapped so the kit can be replaced (DEVELOPERS.md).
 * The kit's stylesheet is not imported here: it comes with the first kit component a screen uses (the text
 * field of the forms), so the first load of home stays within its budget (budgets.json). theme.css maps the
 * kit's variables to ours, so the kit looks the same whenever its stylesheet arrives.
 */
import './theme.css';
import { AppRoot as TgAppRoot } from '@telegram-apps/telegram-ui';
import { useSyncExternalStore, type ReactNode } from 'react';
import { platform } from '../../platform/index.ts';

export interface AppRootProps {
  appearance?: 'light' | 'dark';
  platform?: 'base' | 'ios';
  children: ReactNode;
}

const subscribe = (listener: () => void) => platform().onAppearanceChange(listener);
const readAppearance = () => platform().appearance();

/** Issue 4 part 2: inside Telegram the kit follows the theme's light or dark, live; elsewhere the system's. */
export function useHostAppearance(): 'light' | 'dark' | undefined {
  return useSyncExternalStore(subscribe, readAppearance, () => undefined);
}

export function AppRoot({ appearance, platform: kitPlatform, children }: AppRootProps) {
  const hostAppearance = useHostAppearance();
  const chosen = appearance ?? hostAppearance;
  return (
    <TgAppRoot className="omad-root" {...(chosen ? { appearance: chosen } : {})} {...(kitPlatform ? { platform: kitPlatform } : {})}>
      {children}
    </TgAppRoot>
  );
}
