/** The sentence a profile save answers with: its failure (FormError), or else what it did. */
import { FormError } from '../../ui/form-error.tsx';

export function SaveMessage({ error, ok }: { error?: string | null | undefined; ok?: string | null | undefined }) {
  if (error) return <FormError error={error} />;
  if (ok) {
    return (
      <p className="profile__ok" role="status">
        {ok}
      </p>
    );
  }
  return null;
}
