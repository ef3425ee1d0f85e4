/**
 * SPEC §2 /tournaments/{id} and its SEO name form (decision 016): the tournament's time, prize pool, prizes by place,
 * its rules (which games count, the minimum bet, how points are scored), Join (guests are asked to sign in), and the
 * leaderboard, read again while the page is visible, with the player's own row pinned in view while the table
 * scrolls. Once it has ended, the winners and the player's result stay.
 */
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import type { Tournament } from '../../../api/tournaments.ts';
import { imageOf } from '../../../cms/images.ts';
import { invalidateReads } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { describePage } from '../../../stores/page-seo-store.ts';
import { ReadView } from '../../../ui/read-view.tsx';
import { PrizePool, sectionNow, StatusBadge, TimeLine, usePrizeNotices } from '../tournament-facts.tsx';
import { LEADERBOARD_REFRESH_MS, STANDINGS, useTournament } from '../tournaments-data.ts';
import { Leaderboard } from './leaderboard.tsx';
import { Participation } from './participation.tsx';
import { Prizes, Rules } from './tournament-terms.tsx';
import { TournamentNotFound } from './tournament-not-found.tsx';
import { useRefreshWhileVisible } from './use-refresh-while-visible.ts';

export default function TournamentPage({ params }: { params: Record<string, string | undefined> }) {
  const t = useT();
  const read = useTournament(params.id ?? '');
  const tournament = read.status === 'ready' ? read.data : undefined;
  usePrizeNotices(tournament ? [tournament] : undefined);
  // The head of this page (src/seo): the tournament's title, or that no tournament has this id or name.
  const [path] = useLocation();
  const seoTitle = tournament ? tournament.description?.title || t('pages.tournament') : undefined;
  const missing = read.status === 'ready' && !tournament;
  useEffect(() => {
    if (seoTitle) describePage(path, { content: { title: seoTitle, faq: [] } });
    else if (missing) describePage(path, { notFound: true });
  }, [seoTitle, missing, path]);
  useRefreshWhileVisible(() => void invalidateReads(STANDINGS), LEADERBOARD_REFRESH_MS);
  return (
    <ReadView state={read} failedTitle={t('tournaments.failedTitle')} skeletons={3}>
      {(found) => (found ? <TournamentView tournament={found} /> : <TournamentNotFound />)}
    </ReadView>
  );
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
