/**
 * SPEC §2 /tournaments/{id}/gamehall (issue 17): the game hall with only the games that count for the tournament. The
 * hall itself belongs to the casino; src/routes.ts composes the two (features do not import each other), handing this
 * page a `hall` that renders the casino's hall for the games named.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useRead } from '../../../server-data/reads.ts';
import { get as getTournaments } from '../../../api/tournaments.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { CardSkeletons, FailedState } from '../../../ui/list-states.tsx';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { tournamentQuery } from '../tournaments-rules.ts';
import '../tournaments.css';
import '../../../i18n/texts/tournaments.ts';

export function TournamentGames({ params, hall }: { params: Record<string, string | undefined>; hall: (games: readonly string[], heading: string) => ReactNode }) {
  const t = useT();
  const idOrName = params.id ?? '';
  const query = tournamentQuery(idOrName);
  const read = useRead(getTournaments, query);
  if (read.status === 'loading') return <CardSkeletons count={3} />;
  if (read.status === 'failed') return <FailedState title={t('tournaments.failedTitle')} onRetry={read.retry} />;
  const tournament = read.data.items.find((item) => ('id' in query ? item.id === query.id : item.name === query.name));
  if (!tournament) {
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
  const title = tournament.description?.title || t('pages.tournament');
  return (
    <>
      <div className="omad-page tournaments tournaments--bar">
        <Link className="tournaments__back" href={href('tournament', { id: idOrName })}>
          ‹ {t('tournaments.back')}
        </Link>
      </div>
      {hall(tournament.games ?? [], t('tournaments.gamehallTitle', { title }))}
    </>
  );
}
