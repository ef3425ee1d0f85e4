/** A password TextField with a show/hide toggle (44 px), on every form that takes a password (sign-in, registration, restore, security). */
import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import { EyeIcon, EyeOffIcon } from './screen-icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';
import './password-field.css';
import '../i18n/texts/auth.ts';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="omad-reveal"
          aria-pressed={shown}
          aria-label={shown ? t('auth.signIn.hidePassword') : t('auth.signIn.showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}
