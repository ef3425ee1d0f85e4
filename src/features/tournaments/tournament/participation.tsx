/** Join, the player's place, or their result (decision 016); a guest is asked to sign in. */
import { Link } from 'wouter';
import { joinTournament, type Tournament } from '../../../api/tournaments.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { useT } from '../../../i18n/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { Button } from '../../../ui/button.tsx';
import { sectionNow, useUid } from '../tournament-facts.tsx';
import { AFTER_JOIN } from '../tournaments-data.ts';

export function Participation({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const uid = useUid();
  const section = sectionNow(tournament);
  const join = useWrite({
    run: () => joinTournament(tournament.id),
    invalidates: AFTER_JOIN,
    done: () => {
      showToast(t('tournaments.joinedToast'), { kind: 'success' });
      return undefined;
    },
    // The platform's refusal (a finished tournament, another currency) or no answer: the player may try again.
    fail: () => t('tournaments.joinFailed'),
  });
  if (uid <= 0) {
    if (section === 'finished') return null;
    return (
      <div className="tournament-join">
        <p>{t('tournaments.guestNote')}</p>
        <Button onClick={() => openPopup('authentication')}>{t('tournaments.signInToJoin')}</Button>
      </div>
    );
  }
  const points = tournament.points ?? 0;
  const pointsText = t('tournaments.points', { count: points, points: formatNumber(points) });
  if (tournament.is_participant && section === 'finished') {
    const prize = tournament.player_prize;
    return (
      <div className="tournament-join tournament-join--result" data-testid="tournament-result">
        {tournament.place != null ? <p>{t('tournaments.yourResult', { place: tournament.place, points: pointsText })}</p> : null}
        <p>{prize ? t('tournaments.yourPrize', { amount: formatMoney(prize.amount, prize.currency) }) : t('tournaments.noPrize')}</p>
      </div>
    );
  }
  if (tournament.is_participant) {
    return (
      <div className="tournament-join tournament-join--in" data-testid="tournament-standing">
        <p>
          <strong>{t('tournaments.joined')}</strong>
        </p>
        {tournament.place != null ? <p className="tabular">{t('tournaments.yourPlace', { place: tournament.place })} · {pointsText}</p> : null}
        <GamesLink tournament={tournament} />
      </div>
    );
  }
  if (section === 'finished') return null;
  return (
    <div className="tournament-join">
      <Button onClick={() => void join.run()} loading={join.busy} disabled={join.busy}>
        {join.busy ? t('tournaments.joining') : t('tournaments.join')}
      </Button>
      {join.error ? (
        <p className="tournament-error" role="alert">
          {join.error}
        </p>
      ) : null}
    </div>
  );
}

export function GamesLink({ tournament }: { tournament: Tournament }) {
  const t = useT();
  if (!tournament.games || tournament.games.length === 0 || sectionNow(tournament) === 'finished') return null;
  return (
    <Link className="omad-link-button" href={href('tournamentGamehall', { id: tournament.name || String(tournament.id) })}>
      {t('tournaments.gamesLink')}
    </Link>
  );
}
