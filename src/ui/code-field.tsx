/**
 * The 6-digit code field (SPEC §5: confirmation code and two-factor code, digits only, exactly 6), used wherever a
 * code sent to the player is typed (sign-in's second step, password restore, contact confirmation, two-factor on the
 * security page, a gaming break's code): numeric keyboard, one-time-code autofill, a `######` mask; and the offer of a
 * new code beside it.
 */
import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';
import type { Form } from './use-form.ts';

const CODE_LENGTH = 6;
const CODE_MASK = '#'.repeat(CODE_LENGTH);

export function CodeField<K extends string>({ label, form, name, autoFocus }: { label: string; form: Form<K>; name: K; autoFocus?: boolean }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      {...(autoFocus ? { autoFocus: true } : {})}
      {...form.field(name, { mask: CODE_MASK })}
    />
  );
}

export interface ResendCodeProps {
  /** Seconds until the platform sends another code (SPEC §8 'Resend time is N'); 0 when it may be asked for now. */
  left: number;
  /** The wait in words, for `left` seconds. */
  waitText: string;
  label: string;
  onResend: () => void;
  disabled?: boolean;
  stretched?: boolean;
  /** The sentence's class in the form it stands in. */
  className: string;
}

/** A new code on request: the wait in words while the platform's countdown runs, then the button. */
export function ResendCode({ left, waitText, label, onResend, disabled, stretched, className }: ResendCodeProps) {
  if (left > 0) {
    return (
      <p className={className} aria-live="polite" data-testid="resend-wait">
        {waitText}
      </p>
    );
  }
  return (
    <Button variant="plain" stretched={stretched} disabled={disabled} onClick={onResend}>
      {label}
    </Button>
  );
}
