/**
 * SPEC §2 /tournaments/{id}/gamehall (decision 016): the game hall with only the games that count for the tournament.
 * The hall itself belongs to the casino; src/routes.ts composes the two (features do not import each other), handing
 * this page a `hall` that renders the casino's hall for the games named.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { ReadView } from '../../../ui/read-view.tsx';
import { useTournament } from '../tournaments-data.ts';
import { TournamentNotFound } from './tournament-not-found.tsx';
import '../tournaments.css';
import '../../../i18n/texts/tournaments.ts';

export function TournamentGames({ params, hall }: { params: Record<string, string | undefined>; hall: (games: readonly string[], heading: string) => ReactNode }) {
  const t = useT();
  const idOrName = params.id ?? '';
  const read = useTournament(idOrName);
  return (
    <ReadView state={read} failedTitle={t('tournaments.failedTitle')} skeletons={3}>
      {(tournament) =>
        tournament ? (
          <>
            <div className="omad-page tournaments tournaments--bar">
              <Link className="tournaments__back" href={href('tournament', { id: idOrName })}>
                ‹ {t('tournaments.back')}
              </Link>
            </div>
            {hall(tournament.games ?? [], t('tournaments.gamehallTitle', { title: tournament.description?.title || t('pages.tournament') }))}
          </>
        ) : (
          <TournamentNotFound />
        )
      }
    </ReadView>
  );
}
