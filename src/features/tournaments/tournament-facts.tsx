/** What both tournament pages show of a tournament: its status, its countdown, its prize pool, and the once-only prize notices. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Tournament } from '../../api/tournaments.ts';
import { useT } from '../../i18n/index.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { sessionState } from '../../stores/session-store.ts';
import { useCountdown } from '../../ui/use-countdown.ts';
import { serverNow } from '../../stores/server-clock.ts';
import { sectionOf, splitCountdown, type Section } from './tournaments-rules.ts';
import { announcePrizes } from './prize-check.ts';
import './tournaments.css';
// Every tournaments screen is built from these parts, so the section's texts come with them (src/i18n/texts/).
import '../../i18n/texts/tournaments.ts';

export function useUid(): number {
  const { info } = useSnapshot(sessionState);
  return info?.uid ?? 0;
}

export function sectionNow(tournament: Tournament): Section {
  return sectionOf(tournament, Math.floor(serverNow() / 1000));
}

/** "Ends in" for a running tournament, "starts in" for an upcoming one, the end date for a finished one. */
export function TimeLine({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const section = sectionNow(tournament);
  const deadline = section === 'upcoming' ? tournament.started_at : section === 'active' ? tournament.finished_at : undefined;
  // The platform's moments, on the platform's clock (a device clock hours off must not move them).
  const left = useCountdown(deadline != null ? deadline * 1000 : undefined, serverNow);
  if (section === 'finished') {
    return <p className="tournament-time">{tournament.finished_at != null ? t('tournaments.endedOn', { date: formatDate(tournament.finished_at * 1000) }) : t('tournaments.status.finished')}</p>;
  }
  const { days, clock } = splitCountdown(left);
  const time = `${days > 0 ? `${t('tournaments.days', { count: days })} ` : ''}${clock}`;
  return (
    <p className="tournament-time tabular" data-testid="tournament-countdown">
      {section === 'upcoming' ? t('tournaments.startsIn', { time }) : t('tournaments.endsIn', { time })}
    </p>
  );
}

export function StatusBadge({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const section = sectionNow(tournament);
  return <span className={`tournament-badge tournament-badge--${section}`}>{t(`tournaments.status.${section}`)}</span>;
}

export function PrizePool({ tournament }: { tournament: Tournament }) {
  const t = useT();
  if (!tournament.prize_fund) return null;
  return (
    <p className="tournament-pool">
      <span>{t('tournaments.prizePool')}</span> <strong className="tabular">{formatMoney(tournament.prize_fund.amount, tournament.prize_fund.currency)}</strong>
    </p>
  );
}

/**
 * A prize paid to the player raises a notification (decisions 016 and 027). The platform pays it when the tournament
 * ends; the first tournaments read after that shows it once (the announced ones are kept on the platform and on the
 * device), unless the app's own check (prize-check.ts, at start, sign-in and balance rises) announced it already.
 */
export function usePrizeNotices(items: readonly Tournament[] | undefined): void {
  const t = useT();
  const uid = useUid();
  useEffect(() => {
    // A failed read of the announced prizes shows nothing now; the next read of the tournaments asks again.
    if (items) void announcePrizes(items, uid, t).catch(() => undefined);
  }, [items, uid, t]);
}
