/**
 * The lobby's recent winners (SPEC §7 Jackpots.getWinners). Below the rails, out of the first screen: home loads it
 * when the browser is idle (home-page.tsx).
 */
import { Link } from 'wouter';
import { getWinners } from '../../api/jackpots.ts';
import { useRead } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import './recent-winners.css';

export function RecentWinners() {
  const t = useT();
  const read = useRead(getWinners, { offset: 0, count: 5 });
  const winners = read.status === 'ready' ? read.data.items : undefined;
  if (read.status === 'failed' || winners?.length === 0) return null;
  return (
    <section className="home-winners" aria-labelledby="home-winners-title">
      <div className="home-section-head">
        <h2 id="home-winners-title">{t('home.recentWinners')}</h2>
        <Link href={href('winners')}>{t('home.allWinners')}</Link>
      </div>
      {winners === undefined ? (
        <div className="home-winners__skeleton" aria-hidden="true" />
      ) : (
        <ul>
          {winners.map((winner, index) => (
            <li key={winner.id ?? index}>
              <span className="home-winners__who">{winner.fakename || t('home.anonymous')}</span>
              <span className="home-winners__game">{winner.game?.name || winner.game?.sysname || ''}</span>
              <span className="home-winners__amount tabular">{formatMoney(winner.amount.amount, winner.amount.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
