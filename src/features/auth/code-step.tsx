/**
 * The body of an auth step where the player types a code sent to them (SPEC §5 confirmation and two-factor code): the
 * code field, the step's failure, confirm, a new code once the platform's wait is over, and the way out. The sign-in's
 * two-factor step and the confirm-email popup are both one.
 */
import type { Form } from '../../ui/use-form.ts';
import { Button } from '../../ui/button.tsx';
import { CodeField, ResendCode, type ResendCodeProps } from '../../ui/code-field.tsx';
import { FormError } from '../../ui/form-error.tsx';

export interface CodeStepProps {
  form: Form<'code'>;
  codeLabel: string;
  autoFocus?: boolean;
  error: string | null;
  submitLabel: string;
  busy: boolean;
  resend: Omit<ResendCodeProps, 'stretched' | 'className'>;
  leave: { label: string; onClick: () => void };
}

export function CodeStep({ form, codeLabel, autoFocus, error, submitLabel, busy, resend, leave }: CodeStepProps) {
  return (
    <>
      <CodeField label={codeLabel} form={form} name="code" autoFocus={autoFocus} />
      <FormError error={error} />
      <div className="auth__actions">
        <Button type="submit" stretched size="l" loading={busy} disabled={busy}>
          {submitLabel}
        </Button>
        <ResendCode {...resend} stretched className="auth__text" />
        <Button variant="plain" stretched onClick={leave.onClick}>
          {leave.label}
        </Button>
      </div>
    </>
  );
}
