/** Building blocks of the loyalty screens: the page frame, the flags' gate, points in words, the level card. */
import { useCallback, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { getInfo, type LoyaltyInfo } from '../../api/loyalty.ts';
import { useRead } from '../../server-data/reads.ts';
import { cmsState } from '../../cms/store.ts';
import { useT } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { pointsAliasOf } from '../../lib/points.ts';
import { sessionState } from '../../stores/session-store.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import { levelStanding, loyaltyParts } from './loyalty-rules.ts';
import './loyalty.css';
// Every loyalty screen is built from these parts, so the section's texts come with them (src/i18n/texts/).
import '../../i18n/texts/loyalty.ts';

export function LoyaltyFrame({ title, back, children }: { title: string; back?: { href: string; label: string }; children: ReactNode }) {
  return (
    <main className="omad-page loyalty">
      {back ? (
        <Link className="loyalty__back" href={back.href}>
          ‹ {back.label}
        </Link>
      ) : null}
      <h1 className="loyalty__title">{title}</h1>
      {children}
    </main>
  );
}

/** Which loyalty parts the CMS turns on (SPEC §6). */
export function useLoyaltyParts() {
  const settings = useSnapshot(cmsState).settings;
  return loyaltyParts(settings);
}

/** What a player finds when the operator has switched the programme off: a plain sentence and the way home. */
export function LoyaltyUnavailable() {
  const t = useT();
  return (
    <main className="omad-page loyalty" data-testid="loyalty-unavailable">
      <EmptyState
        title={t('loyalty.unavailable.title')}
        description={t('loyalty.unavailable.text')}
        action={
          <Link className="omad-action omad-action--primary" href={href('home')}>
            {t('loyalty.unavailable.home')}
          </Link>
        }
      />
    </main>
  );
}

/**
 * Points in words with the language's plural ("1 балл", "2 балла", "150 баллов"), the number grouped (SPEC §9); in the
 * operator's word for them where it has one (SPEC §3 pointsAlias: loyalty.getinfo's, then the CMS's).
 */
export function usePoints(): (points: number) => string {
  const t = useT();
  const cmsAlias = useSnapshot(cmsState).loyalty.pointsAlias;
  const { info: account } = useSnapshot(sessionState);
  // The same read as the loyalty pages' (shared, not repeated); guests have only the CMS's word.
  const info = useRead(getInfo, {}, { enabled: (account?.uid ?? 0) > 0 });
  const alias = pointsAliasOf(t('loyalty.points', { count: 1, points: '' }), info.status === 'ready' ? info.data.pointsAlias : undefined, cmsAlias);
  return useCallback(
    (points: number) => (alias ? t('loyalty.pointsAliased', { points: formatNumber(points), alias }) : t('loyalty.points', { count: points, points: formatNumber(points) })),
    [t, alias],
  );
}

/** The level, the points and the SPEC §9 progress to the next level. */
export function LevelCard({ info }: { info: LoyaltyInfo }) {
  const t = useT();
  const format = usePoints();
  const { current, next, percent, toNext } = levelStanding(info);
  const label = next ? t('loyalty.level.progress', { level: next.name }) : t('loyalty.level.top');
  return (
    <section className="loyalty__card" aria-labelledby="loyalty-level-title" data-testid="loyalty-level">
      <h2 id="loyalty-level-title" className="loyalty__subtitle">
        {t('loyalty.level.title')}: {current?.name ?? ''}
      </h2>
      <p className="loyalty__amount tabular" data-testid="loyalty-points">
        {format(info.points)}
      </p>
      <div className="loyalty__bar" role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-valuetext={`${percent}%`}>
        <span className="loyalty__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="loyalty__muted tabular">{next ? t('loyalty.level.toNext', { level: next.name, points: format(toNext) }) : t('loyalty.level.top')}</p>
    </section>
  );
}
