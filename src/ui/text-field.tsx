// The kit's stylesheet and its root travel with its one component in use (see app-root.tsx).
import '@telegram-apps/telegram-ui/dist/styles.css';
import { AppRoot as KitRoot, Input } from '@telegram-apps/telegram-ui';
import { useContext, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { RootAppearance } from './app-root.tsx';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  after?: ReactNode;
}

/** A labelled input: the visible label is a real <label>, the error is tied with aria-describedby. */
export function TextField({ label, error, hint, after, ...input }: TextFieldProps) {
  const id = useId();
  const appearance = useContext(RootAppearance);
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="omad-field">
      <label className="omad-field__label" htmlFor={id}>
        {label}
      </label>
      {/* The kit's input needs the kit's root around it (its context: platform and appearance). */}
      <KitRoot className="omad-kit" {...(appearance ? { appearance } : {})}>
        <Input
          {...input}
          id={id}
          status={error ? 'error' : 'default'}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          after={after}
        />
      </KitRoot>
      {message ? (
        <p id={messageId} className={error ? 'omad-field__error' : 'omad-field__hint'} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
