/** A labelled select of the profile forms, its error tied by aria-describedby. */
import { useId } from 'react';

export interface SelectProps {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function Select({ label, name, value, options, onChange, error, disabled }: SelectProps) {
  const id = useId();
  return (
    <div className="profile__select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="profile__select-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
