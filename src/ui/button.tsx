/**
 * The app's button: one warm primary action per screen, a bordered secondary and a plain text button
 * (DESIGN.md). Our own component rather than the kit's: it ships in the first load of every screen, so it
 * stays small, and its colours are ours (contrast checked by the axe scans in e2e/a11y.spec.ts).
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  /** primary: the one warm accent action on a screen (Deposit, Play, Sign in). */
  variant?: 'primary' | 'secondary' | 'plain';
  size?: 's' | 'm' | 'l';
  stretched?: boolean;
  /** Shows a spinner in place of the label and refuses further clicks until the work is done. */
  loading?: boolean;
}

export function Button({ variant = 'primary', size = 'm', stretched, loading, type = 'button', disabled, className, children, onClick, ...rest }: ButtonProps) {
  const classes = ['omad-button', `omad-button--${variant}`, `omad-button--${size}`, stretched ? 'omad-button--stretched' : '', loading ? 'omad-button--loading' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading ? true : undefined}
      onClick={(event) => {
        // A loading button (a request on its way) must not send twice; preventDefault also stops a submit.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <span className="omad-button__label">{children}</span>
      {loading ? <span className="omad-button__spinner" aria-hidden="true" /> : null}
    </button>
  );
}
