/**
 * The one sentence a form answers with when it failed as a whole (SPEC §8: the error in words), announced to
 * assistive tech; nothing when there is none. A failure about one field goes under that field instead (TextField's
 * `error`).
 */
import './form-error.css';

export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className="omad-form-error" role="alert">
      {error}
    </p>
  );
}
