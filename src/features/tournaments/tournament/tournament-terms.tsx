/** A tournament's terms (decision 016): how points are scored, the minimum bet, the games that count, and the prizes by place. */
import { get as getGames } from '../../../api/games.ts';
import { SPORTS_BETS, type Tournament } from '../../../api/tournaments.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { formatMoney } from '../../../lib/format.ts';
import { scoringOf } from '../tournaments-rules.ts';
import { GamesLink } from './participation.tsx';

export function Rules({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const counting = tournament.games ?? [];
  const sysnames = counting.filter((sysname) => sysname !== SPORTS_BETS);
  const games = useRead(getGames, { options: { sysnames, count: Math.max(1, sysnames.length), fields: ['sysname', 'name', 'description'] } }, { enabled: sysnames.length > 0 });
  // SPEC §3: a description's name replaces the top-level one. The sysnames until the catalogue answers, so the rule is never hidden.
  const nameOf = (sysname: string) => {
    if (sysname === SPORTS_BETS) return t('pages.betting');
    const game = games.status === 'ready' ? games.data.items.find((entry) => entry.sysname === sysname) : undefined;
    return game ? game.description?.name || game.name : sysname;
  };
  const names = counting.map(nameOf);
  return (
    <section className="tournament-section" aria-labelledby="tournament-rules">
      <h2 id="tournament-rules">{t('tournaments.rules')}</h2>
      <p>{t(`tournaments.scoring.${scoringOf(tournament)}`)}</p>
      {tournament.min_bet ? <p>{t('tournaments.minBet', { amount: formatMoney(tournament.min_bet.amount, tournament.min_bet.currency) })}</p> : null}
      {names.length > 0 ? (
        <>
          <h3 id="tournament-games">{t('tournaments.games')}</h3>
          <ul className="tournament-games" aria-labelledby="tournament-games">
            {names.map((name, index) => (
              <li key={counting[index]}>{name}</li>
            ))}
          </ul>
          {tournament.is_participant ? null : <GamesLink tournament={tournament} />}
        </>
      ) : null}
    </section>
  );
}

export function Prizes({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const prizes = tournament.prizes ?? [];
  if (prizes.length === 0) return null;
  return (
    <section className="tournament-section" aria-labelledby="tournament-prizes">
      <h2 id="tournament-prizes">{t('tournaments.prizes')}</h2>
      <ol className="tournament-prizes" aria-labelledby="tournament-prizes">
        {prizes.map((entry) => (
          <li key={entry.place}>
            <span>{t('tournaments.place', { place: entry.place })}</span>
            <strong className="tabular">{formatMoney(entry.prize.amount, entry.prize.currency)}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
