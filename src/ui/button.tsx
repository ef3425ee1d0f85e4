import { Button as TgButton } from '@telegram-apps/telegram-ui';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  /** primary: the one warm accent action on a screen (Deposit, Play, Sign in). */
  variant?: 'primary' | 'secondary' | 'plain';
  size?: 's' | 'm' | 'l';
  stretched?: boolean;
  loading?: boolean;
}

const MODES = { primary: 'filled', secondary: 'bezeled', plain: 'plain' } as const;

export function Button({ variant = 'primary', size = 'm', stretched, loading, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <TgButton
      {...rest}
      type={type}
      mode={MODES[variant]}
      size={size}
      stretched={stretched ?? false}
      loading={loading ?? false}
      aria-busy={loading ? true : undefined}
      className={`omad-button omad-button--${variant}${rest.className ? ` ${rest.className}` : ''}`}
    >
      {children}
    </TgButton>
  );
}
