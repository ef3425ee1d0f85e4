/** Building blocks of the bonus screens: the page frame, a read's three states, the wagering bar and the expiry countdown. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { ReadState } from '../../server-data/reads.ts';
import { cmsState } from '../../cms/store.ts';
import { useT } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import { CardSkeletons, FailedState } from '../../ui/list-states.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import { serverNow } from '../../stores/server-clock.ts';
import { splitDuration, type OfferRefusal, type Wagering } from './bonuses-rules.ts';
import './bonuses.css';
// Every bonuses screen is built from these parts, so the section's texts come with them (src/i18n/texts/).
import '../../i18n/texts/bonuses.ts';

export function BonusFrame({ title, back, children }: { title: string; back?: { href: string; label: string }; children: ReactNode }) {
  return (
    <main className="omad-page bonuses">
      {back ? (
        <Link className="bonuses__back" href={back.href}>
          ‹ {back.label}
        </Link>
      ) : null}
      <h1 className="bonuses__title">{title}</h1>
      {children}
    </main>
  );
}

/** Skeleton cards while loading, a failure with its retry, the content when ready. */
export function ReadBlock<T>({ read, failedTitle, skeletons = 2, children }: { read: ReadState<T>; failedTitle: string; skeletons?: number; children: (data: T) => ReactNode }) {
  if (read.status === 'loading') return <CardSkeletons count={skeletons} />;
  if (read.status === 'failed') return <FailedState title={failedTitle} onRetry={read.retry} />;
  return <>{children(read.data)}</>;
}

export const money = (value: { amount: number; currency: string } | undefined): string => (value ? formatMoney(value.amount, value.currency) : '');

/** SPEC §9 progress as a bar with its value for assistive technology. */
export function WagerBar({ wagering, currency, label }: { wagering: Wagering; currency: string; label: string }) {
  const t = useT();
  return (
    <div className="bonuses__wager">
      <div className="bonuses__bar" role="progressbar" aria-label={label} aria-valuenow={wagering.percent} aria-valuemin={0} aria-valuemax={100} aria-valuetext={`${wagering.percent}%`}>
        <span className="bonuses__bar-fill" style={{ width: `${wagering.percent}%` }} />
      </div>
      <p className="bonuses__wager-text tabular">
        {t('bonuses.wagered', { wagered: formatMoney(wagering.wagered, currency), required: formatMoney(wagering.required, currency), percent: wagering.percent })}
      </p>
      <p className="bonuses__wager-text tabular" data-testid="wager-left">
        {t('bonuses.leftToWager', { amount: formatMoney(wagering.left, currency) })}
      </p>
    </div>
  );
}

/** Time left until `expiresAt` (unix seconds), ticking; "expired" once it has passed. */
export function Countdown({ expiresAt }: { expiresAt: number }) {
  const t = useT();
  const left = useCountdown(expiresAt * 1000, serverNow);
  if (left <= 0) return <p className="bonuses__expiry">{t('bonuses.expired')}</p>;
  const { days, hours, minutes, seconds } = splitDuration(left);
  const clock = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return (
    <p className="bonuses__expiry tabular">
      {t('bonuses.expiresIn')} {days > 0 ? `${t('bonuses.days', { count: days })} ` : ''}
      {clock}
    </p>
  );
}

/** A refused offer in the CMS's words for its key (common.offerErrors), else the dictionary's. */
export function useRefusalText(): (refusal: OfferRefusal) => string {
  const t = useT();
  const { offerErrors } = useSnapshot(cmsState);
  return (refusal) => offerErrors[refusal.key] || t(`bonuses.offer.refusal.${refusal.words}`);
}
