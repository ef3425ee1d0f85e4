/** SPEC §2 unsubscribe: header and description; the mailing toggle itself lives in profile notification settings. */
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';

export default function UnsubscribePage() {
  const t = useT();
  return (
    <main className="omad-page omad-page--system" data-system-page="unsubscribe">
      <EmptyState
        title={t('system.unsubscribe.title')}
        description={t('system.unsubscribe.text')}
        action={
          <Link className="omad-link-button" href={href('home')}>
            {t('system.unsubscribe.button')}
          </Link>
        }
      />
    </main>
  );
}
