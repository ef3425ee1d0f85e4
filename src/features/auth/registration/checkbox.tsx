/** A labelled checkbox with a 44 px tap row and its error tied by aria-describedby. */
import { useId, type ReactNode } from 'react';

export interface CheckboxProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}

export function Checkbox({ name, checked, onChange, error, children }: CheckboxProps) {
  const id = useId();
  return (
    <>
      <label className="auth__check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="auth__check-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
