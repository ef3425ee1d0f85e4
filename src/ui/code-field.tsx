/**
 * The 6-digit code field (SPEC §5: confirmation code and two-factor code, digits only, exactly 6), used wherever a
 * code sent to the player is typed (sign-in's second step, password restore, contact confirmation, two-factor on the
 * security page, a gaming break's code): numeric keyboard, one-time-code autofill, a `######` mask.
 */
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
