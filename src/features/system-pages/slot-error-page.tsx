/** SPEC §2 slot error: shown when a game fails to launch; its button leads to the game hall. */
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';

export function SlotErrorPage() {
  const t = useT();
  return (
    <main className="omad-page omad-page--system" data-system-page="slot-error">
      <EmptyState
        alert
        title={t('system.slotError.title')}
        description={t('system.slotError.text')}
        action={
          <Link className="omad-link-button" href={href('gamehall')}>
            {t('system.slotError.button')}
          </Link>
        }
      />
    </main>
  );
}
