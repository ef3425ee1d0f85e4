/**
 * SPEC §2 /tournaments/{id} and its SEO name form (issue 17): the tournament's time, prize pool, prizes by place, its
 * rules (which games count, the minimum bet, how points are scored), Join (guests are asked to sign in), and the
 * leaderboard, refreshed every 30 s while the page is visible, with the player's own row pinned in view while the
 * table scrolls. Once it has ended, the winners and the player's result stay.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { get as getGames } from '../../../api/games.ts';
import { get as getLeaderboard, type LeaderboardEntry } from '../../../api/leaderboard.ts';
import { invalidateReads, useRead } from '../../../server-data/reads.ts';
import { get as getTournaments, joinTournament, SPORTS_BETS, type Tournament } from '../../../api/tournaments.ts';
import { imageOf } from '../../../cms/images.ts';
import { useRemapped } from '../../../cms/use-remapped.ts';
import { useT } from '../../../i18n/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { describePage } from '../../../seo/page-state.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CardSkeletons, FailedState } from '../../../ui/list-states.tsx';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { boardRows, scoringOf, tournamentQuery, useRefreshWhileVisible } from '../tournaments-rules.ts';
import { PrizePool, sectionNow, StatusBadge, TimeLine, usePrizeNotices, useUid } from '../tournament-facts.tsx';

/** Issue 17: at least once a minute while visible. */
export const LEADERBOARD_REFRESH_MS = 30_000;
/** The places the table reads; the player's own row comes with them as `me` when it stands lower. */
export const BOARD_PLACES = 100;

export default function TournamentPage({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  const query = tournamentQuery(params.id ?? '');
  const read = useRead(getTournaments, query);
  // SPEC §3: the art under the app's own image keys, as the CMS maps them.
  const items = useRemapped('tournament', read.status === 'ready' ? read.data.items : undefined);
  const tournament = items?.find((item) => ('id' in query ? item.id === query.id : item.name === query.name));
  usePrizeNotices(tournament ? [tournament] : undefined);
  // The head of this page (src/seo): the tournament's title, or that no tournament has this id or name.
  const [path] = useLocation();
  const seoTitle = tournament ? tournament.description?.title || t('pages.tournament') : undefined;
  const missing = read.status === 'ready' && !tournament;
  useEffect(() => {
    if (seoTitle) describePage(path, { content: { title: seoTitle, faq: [] } });
    else if (missing) describePage(path, { notFound: true });
  }, [seoTitle, missing, path]);
  useRefreshWhileVisible(() => void invalidateReads(['leaderboard.get', 'tournaments.get']), LEADERBOARD_REFRESH_MS);
  if (read.status === 'loading') return <CardSkeletons count={3} />;
  if (read.status === 'failed') return <FailedState title={t('tournaments.failedTitle')} onRetry={read.retry} />;
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
  return <TournamentView tournament={tournament} />;
}

function TournamentView({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const title = tournament.description?.title || t('pages.tournament');
  const section = sectionNow(tournament);
  const image = imageOf(tournament.description, 'desktop_image');
  return (
    <main className="omad-page tournaments tournament">
      <Link className="tournaments__back" href={href('tournaments')}>
        ‹ {t('tournaments.all')}
      </Link>
      <div className="tournament-card__head">
        <h1>{title}</h1>
        <StatusBadge tournament={tournament} />
      </div>
      {image ? <img className="tournament__image" src={image} alt="" width={735} height={240} /> : null}
      <TimeLine tournament={tournament} />
      <PrizePool tournament={tournament} />
      {tournament.participants != null ? <p className="tournament-muted">{t('tournaments.participants', { count: tournament.participants })}</p> : null}
      {tournament.description?.text ? <p>{tournament.description.text}</p> : null}
      <Participation tournament={tournament} />
      <Leaderboard tournament={tournament} title={section === 'finished' ? t('tournaments.winners') : t('tournaments.leaderboard')} tournamentTitle={title} />
      <Rules tournament={tournament} />
      <Prizes tournament={tournament} />
    </main>
  );
}

/** Join, the player's place, or their result; a guest is asked to sign in. */
function Participation({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const uid = useUid();
  const section = sectionNow(tournament);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
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
  const join = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await joinTournament(tournament.id);
      showToast(t('tournaments.joinedToast'), { kind: 'success' });
      await invalidateReads(['tournaments.get', 'leaderboard.get']);
    } catch {
      // The platform's refusal (a finished tournament, another currency) or no answer: the player may try again.
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="tournament-join">
      <Button onClick={() => void join()} loading={busy} disabled={busy}>
        {busy ? t('tournaments.joining') : t('tournaments.join')}
      </Button>
      {failed ? (
        <p className="tournament-error" role="alert">
          {t('tournaments.joinFailed')}
        </p>
      ) : null}
    </div>
  );
}

function GamesLink({ tournament }: { tournament: Tournament }) {
  const t = useT();
  if (!tournament.games || tournament.games.length === 0 || sectionNow(tournament) === 'finished') return null;
  return (
    <Link className="omad-link-button" href={href('tournamentGamehall', { id: tournament.name || String(tournament.id) })}>
      {t('tournaments.gamesLink')}
    </Link>
  );
}

function Rules({ tournament }: { tournament: Tournament }) {
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

function Prizes({ tournament }: { tournament: Tournament }) {
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

function Leaderboard({ tournament, title, tournamentTitle }: { tournament: Tournament; title: string; tournamentTitle: string }) {
  const t = useT();
  const read = useRead(getLeaderboard, { tournament_id: tournament.id, count: BOARD_PLACES }, { keepPrevious: true });
  let body;
  if (read.status === 'loading') body = <CardSkeletons count={2} />;
  else if (read.status === 'failed') body = <FailedState title={t('tournaments.leaderboardFailed')} onRetry={read.retry} />;
  else {
    const { rows, appended } = boardRows(read.data.items, read.data.me);
    body =
      rows.length === 0 ? (
        <p className="tournaments__empty">{t('tournaments.leaderboardEmpty')}</p>
      ) : (
        <div className="tournament-board" tabIndex={0} role="region" aria-label={t('tournaments.leaderboardLabel', { title: tournamentTitle })} data-testid="tournament-board">
          <ol className="tournament-board__list">
            {rows.map((row, index) => (
              <BoardRow key={`${row.place}:${row.is_me ? 'me' : ''}`} row={row} gap={appended && index === rows.length - 1} />
            ))}
          </ol>
        </div>
      );
  }
  return (
    <section className="tournament-section" aria-labelledby="tournament-board-title">
      <h2 id="tournament-board-title">{title}</h2>
      {body}
    </section>
  );
}

function BoardRow({ row, gap }: { row: LeaderboardEntry; gap: boolean }) {
  const t = useT();
  const mine = row.is_me === true;
  return (
    <li
      className={`tournament-board__row${mine ? ' tournament-board__row--me' : ''}${gap ? ' tournament-board__row--gap' : ''}`}
      aria-current={mine ? 'true' : undefined}
      data-testid={mine ? 'tournament-my-row' : undefined}
    >
      <span className="tournament-board__place tabular">{row.place}</span>
      <span className="tournament-board__name">{mine ? t('tournaments.you', { name: row.fakename ?? '' }) : row.fakename}</span>
      <span className="tournament-board__points tabular">{t('tournaments.points', { count: row.points, points: formatNumber(row.points) })}</span>
      {row.prize ? <span className="tournament-board__prize tabular">{formatMoney(row.prize.amount, row.prize.currency)}</span> : null}
    </li>
  );
}
