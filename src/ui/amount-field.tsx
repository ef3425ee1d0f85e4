/**
 * The amount of money a player types (a deposit, a withdrawal, a deposit limit): whole units of the currency, the
 * numeric keyboard, digits grouped with commas as they are typed (SPEC §9) and nothing else kept, the bounds as the
 * hint until a failure takes their place (SPEC §5 sum). A plain input rather than the kit's text field: the kit's
 * stylesheet would double the cashier's load (budgets.json).
 */
import { useId } from 'react';
import { formatNumber } from '../lib/format.ts';
import './amount-field.css';

/** The longest amount the field takes (12 digits, the platform's own limit). */
const MAX_DIGITS = 12;

/** What the field shows while the player types: digits grouped with commas (SPEC §9), nothing else. */
export function typeAmount(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (digits === '') return '';
  // A leading zero is kept as typed, so the SPEC §5 sum rule can say what is wrong instead of the field hiding it.
  return digits.startsWith('0') ? digits : formatNumber(Number(digits));
}

/** The wire value of a typed amount (commas ignored): a positive whole number, or undefined (SPEC §5 sum). */
export function parseAmount(text: string): number | undefined {
  const plain = text.replace(/[,\s]/g, '');
  if (!/^[1-9]\d*$/.test(plain)) return undefined;
  const amount = Number(plain);
  return Number.isSafeInteger(amount) ? amount : undefined;
}

export interface AmountFieldProps {
  label: string;
  name?: string;
  /** The amount as typed (typeAmount's text). */
  value: string;
  /** The new text, already grouped. */
  onType: (text: string) => void;
  onBlur?: (() => void) | undefined;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | undefined;
  /** The bounds in words, shown while there is no error. */
  hint?: string | undefined;
}

export function AmountField({ label, name = 'amount', value, onType, onBlur, error, hint }: AmountFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="omad-amount">
      <label className="omad-amount__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={`omad-amount__input${error ? ' omad-amount__input--error' : ''}`}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => onType(typeAmount(event.target.value))}
        onBlur={onBlur}
      />
      {message ? (
        <p id={messageId} className={error ? 'omad-amount__error' : 'omad-amount__hint'} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
