/**
 * The app's root surface: telegram-ui's AppRoot, wrapped so the kit can be replaced (DEVELOPERS.md).
 * The kit's stylesheet is not imported here: it comes with the first kit component a screen uses (the text
 * field of the forms), so the first load of home stays within its budget (budgets.json). theme.css maps the
 * kit's variables to ours, so the kit looks the same whenever its stylesheet arrives.
 */
import './theme.css';
import { AppRoot as TgAppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';

export interface AppRootProps {
  /** Light or dark; the system's when not given. The app hands in the host's (Telegram's theme, live). */
  appearance?: 'light' | 'dark' | undefined;
  platform?: 'base' | 'ios';
  children: ReactNode;
}

export function AppRoot({ appearance, platform: kitPlatform, children }: AppRootProps) {
  return (
    <TgAppRoot className="omad-root" {...(appearance ? { appearance } : {})} {...(kitPlatform ? { platform: kitPlatform } : {})}>
      {children}
    </TgAppRoot>
  );
}
