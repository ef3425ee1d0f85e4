/**
 * The app's root surface. It is our own element, not telegram-ui's AppRoot: the kit's root (its context, hooks and
 * helpers) comes with the kit's one component in use, the text field of the forms (text-field.tsx), so that a first
 * screen without a form downloads none of the kit (budgets.json). The kit's stylesheet arrives the same way.
 * text-field.css maps the kit's variables to ours, so the kit looks the same whenever it arrives. The root carries the
 * host's appearance: a class (dark), and a context the text field hands to the kit.
 */
import './theme.css';
import { createContext, type ReactNode } from 'react';

export type Appearance = 'light' | 'dark';

/** The host's appearance (Telegram's theme, live); undefined follows the system. */
export const RootAppearance = createContext<Appearance | undefined>(undefined);

export interface AppRootProps {
  /** Light or dark; the system's when not given. The app hands in the host's (Telegram's theme, live). */
  appearance?: Appearance | undefined;
  children: ReactNode;
}

export function AppRoot({ appearance, children }: AppRootProps) {
  return (
    <div className={appearance === 'dark' ? 'omad-root omad-root--dark' : 'omad-root'}>
      <RootAppearance.Provider value={appearance}>{children}</RootAppearance.Provider>
    </div>
  );
}
