/**
 * The cashier's form controls: a labelled input for requisites, a select, and one sentence for the whole form. Plain
 * inputs rather than the kit's text field, whose stylesheet alone would double the cashier's load (decision 010); the
 * amount is src/ui/amount-field.tsx, drawn the same way.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './cashier.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown inside the field's end, e.g. the recognised card brand. */
  after?: ReactNode;
}

/** A labelled input: the label is a real <label>, the message is tied with aria-describedby. */
export function Field({ label, error, hint, after, className, ...input }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={`cashier-field${className ? ` ${className}` : ''}`}>
      <label className="cashier-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`cashier-field__box${error ? ' cashier-field__box--error' : ''}`}>
        <input {...input} id={id} className="cashier-field__input" aria-invalid={error ? true : undefined} aria-describedby={message ? messageId : undefined} />
        {after ? <span className="cashier-field__after">{after}</span> : null}
      </div>
      {message ? (
        <p id={messageId} className={error ? 'cashier-field__error' : 'cashier-field__hint'} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({ label, value, options, onChange, error, name }: { label: string; value: string; name: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="cashier-field">
      <label className="cashier-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`cashier-field__box${error ? ' cashier-field__box--error' : ''}`}>
        <select id={id} name={name} className="cashier-field__input" value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-message` : undefined} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-message`} className="cashier-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One sentence for the whole form, with what to do next. */
export function FormMessage({ text, action }: { text: string | null | undefined; action?: ReactNode }) {
  if (!text) return null;
  return (
    <div className="cashier-message" role="alert">
      <p>{text}</p>
      {action ? <div className="cashier-message__action">{action}</div> : null}
    </div>
  );
}
