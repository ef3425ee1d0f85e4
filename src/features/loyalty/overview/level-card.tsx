import type { LoyaltyInfo } from '../../../api/loyalty.ts';
import { useT } from '../../../i18n/index.ts';
import { levelStanding } from '../loyalty-rules.ts';
import { usePoints } from '../use-points.ts';

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
