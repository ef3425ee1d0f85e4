/**
 * The lobby's jackpot ticker (SPEC §7 Jackpots.get, a plain array).
 * The pots count up gently between reads, as pots do while people play; with `prefers-reduced-motion` they stay still.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { get as getJackpots } from '../../api/jackpots.ts';
import { useRead } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import './jackpot-ticker.css';

/** Growth per second shown between reads, as a share of the pot (a display effect; the next read corrects it). */
const TICK_SHARE_PER_SECOND = 0.00002;
const TICK_MS = 1000;

/** The pot shown `elapsedMs` after a read: grows by TICK_SHARE_PER_SECOND per second, in whole units. */
export function tickedAmount(amount: number, elapsedMs: number): number {
  return Math.floor(amount * (1 + (TICK_SHARE_PER_SECOND * elapsedMs) / 1000));
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function JackpotTicker() {
  const t = useT();
  // The same read as the jackpots page: one request for both.
  const read = useRead(getJackpots, {});
  const jackpots = read.status === 'ready' ? read.data : undefined;
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!jackpots || jackpots.length === 0 || prefersReducedMotion()) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), TICK_MS);
    return () => clearInterval(timer);
  }, [jackpots]);

  // SPEC §8: the lobby goes on without the ticker when jackpots cannot be read.
  if (read.status === 'failed' || jackpots?.length === 0) return null;
  if (!jackpots) return <div className="home-ticker home-ticker--skeleton" aria-hidden="true" />;
  return (
    <section className="home-ticker" aria-label={t('home.jackpots')}>
      <ul>
        {jackpots.slice(0, 4).map((jackpot) => (
          <li key={jackpot.id}>
            <Link href={href('jackpot', { id: jackpot.name || jackpot.id })} className="home-ticker__item">
              <span className="home-ticker__name">{jackpot.description?.title || jackpot.name || t('home.jackpot')}</span>
              <span className="home-ticker__amount tabular">
                {formatNumber(tickedAmount(jackpot.amount.amount, elapsed))} {jackpot.amount.currency}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={href('jackpots')} className="home-ticker__all">
        {t('home.allJackpots')}
      </Link>
    </section>
  );
}
