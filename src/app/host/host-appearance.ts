/** SPEC §1 Telegram mini-app: inside Telegram the kit follows the theme's light or dark, live; elsewhere the system's (undefined). */
import { useSyncExternalStore } from 'react';
import { platform } from '../../../platform/index.ts';

const subscribe = (listener: () => void) => platform().onAppearanceChange(listener);
const readAppearance = () => platform().appearance();

export function useHostAppearance(): 'light' | 'dark' | undefined {
  return useSyncExternalStore(subscribe, readAppearance, () => undefined);
}
