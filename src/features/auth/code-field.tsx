/**
 * The 6-digit code field (SPEC §5: confirmation code and two-factor code, digits only, exactly 6), shared by the
 * confirm-email popup and the two-factor login step: numeric keyboard, one-time-code autofill, a `######` mask.
 */
import { TextField } from '../../ui/text-field.tsx';
import type { Form } from '../../ui/use-form.ts';

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
