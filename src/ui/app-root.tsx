/** The app's root surface: telegram-ui's AppRoot, wrapped so the kit can be replaced (DEVELOPERS.md). */
import '@telegram-apps/telegram-ui/dist/styles.css';
import './theme.css';
import { AppRoot as TgAppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';

export interface AppRootProps {
  appearance?: 'light' | 'dark';
  platform?: 'base' | 'ios';
  children: ReactNode;
}

export function AppRoot({ appearance, platform, children }: AppRootProps) {
  return (
    <TgAppRoot className="omad-root" {...(appearance ? { appearance } : {})} {...(platform ? { platform } : {})}>
      {children}
    </TgAppRoot>
  );
}
