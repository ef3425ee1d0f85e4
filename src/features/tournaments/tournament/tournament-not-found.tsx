import { Link } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';

/** No tournament has this id or name: said plainly, with the way to all of them. */
export function TournamentNotFound() {
  const t = useT();
  return (
    <main className="omad-page tournaments">
      <EmptyState
        title={t('tournaments.notFound')}
        action={
          <Link className="omad-link-button" href={href('tournaments')}>
            {t('tournaments.all')}
          </Link>
        }
      />
    </main>
  );
}
