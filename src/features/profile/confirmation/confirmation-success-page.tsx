/** SPEC §2 /confirmation/success: where a confirmed contact lands, with the way to the profile's contacts. */
import { Link } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import '../../../i18n/texts/profile.ts';

export default function ConfirmationSuccessPage() {
  const t = useT();
  return (
    <main className="omad-page omad-page--system">
      <EmptyState
        title={t('profile.confirmation.successTitle')}
        description={t('profile.confirmation.successText')}
        action={
          <Link className="omad-link-button" href={href('profileSettings')}>
            {t('profile.confirmation.toProfile')}
          </Link>
        }
      />
    </main>
  );
}
