/**
 * Notices (SPEC §3 loyalty notifications, read by session-life.tsx at the first interaction and on every path
 * change) shown to the player one at a time, after the CMS's delay and for its duration (its loyalty.notification;
 * SPEC §9's 300 ms and 5 s without it), held while pointed at or focused, closable at once. A shown or closed notice
 * never comes back (notice-store.ts). An amount says what it is (amountType): points in the operator's word for them
 * (pointsAlias of loyalty.getinfo, then of the CMS), or money in the player's currency.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getInfo as getLoyaltyInfo, type LoyaltyNotification } from '../../../api/loyalty.ts';
import { useRead } from '../../../server-data/reads.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT, type Translate } from '../../../i18n/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { pointsAliasOf } from '../../../lib/points.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { noticeAmount, type NoticeAmount } from './notice-amount.ts';
import { dismissedKeys, dismissNotice, noticeKey, visibleNotices } from './notice-store.ts';
import { playNoticeChime } from './notice-sound.ts';
import './notice-area.css';

function amountWords(amount: NoticeAmount, credit: boolean, alias: string | undefined, t: Translate): string {
  const sign = credit ? '+' : '';
  if (amount.kind === 'plain') return `${sign}${amount.text}`;
  if (amount.kind === 'money') return `${sign}${formatMoney(amount.value, amount.currency)}`;
  const points = `${sign}${formatNumber(amount.value)}`;
  return alias ? t('auth.notices.pointsAliased', { points, alias }) : t('auth.notices.points', { count: amount.value, points });
}

function NoticeCard({ notice, onDone }: { notice: LoyaltyNotification; onDone: () => void }) {
  const t = useT();
  const { notification, pointsAlias: cmsAlias } = useSnapshot(cmsState).loyalty;
  const { info } = useSnapshot(sessionState);
  const amount = noticeAmount(notice, info?.balance_main?.currency);
  // The programme's own word for points: the same read as the loyalty pages', only when points are to be said.
  const loyalty = useRead(getLoyaltyInfo, {}, { enabled: amount?.kind === 'points' });
  const alias = pointsAliasOf(t('auth.notices.points', { count: 1, points: '' }), loyalty.status === 'ready' ? loyalty.data.pointsAlias : undefined, cmsAlias);
  const [shown, setShown] = useState(false);
  const [held, setHeld] = useState(false);
  const { durationMs } = notification;
  // The settings of the moment the notice arrived: a CMS answer arriving later does not restart it.
  const [arrival] = useState(() => ({ delayMs: notification.delayMs, volume: notification.volume, sound: notification.sound }));

  useEffect(() => {
    const timer = setTimeout(() => {
      setShown(true);
      playNoticeChime({ volume: arrival.volume, sound: arrival.sound });
    }, arrival.delayMs);
    return () => clearTimeout(timer);
  }, [arrival]);
  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(onDone, durationMs);
    return () => clearTimeout(timer);
  }, [shown, held, onDone, durationMs]);

  if (!shown) return null;
  return (
    <div
      className="notice"
      data-testid="notice"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {notice.image ? <img className="notice__image" src={notice.image} alt="" width={40} height={40} /> : null}
      <div className="notice__body">
        {notice.title ? <p className="notice__title">{notice.title}</p> : null}
        {notice.message ? <p className="notice__text">{notice.message}</p> : null}
        {amount ? <p className="notice__amount">{amountWords(amount, notice.type === 'credit', alias, t)}</p> : null}
      </div>
      <button type="button" className="notice__close" aria-label={t('auth.notices.close')} onClick={onDone}>
        ×
      </button>
    </div>
  );
}

/** Mounted empty when the signed-in life starts, so the live region exists before a notice arrives and is announced. */
export function NoticeArea({ notices }: { notices: readonly LoyaltyNotification[] }) {
  const t = useT();
  const [dismissed, setDismissed] = useState<readonly string[]>(dismissedKeys);
  const next = useMemo(() => visibleNotices(notices, dismissed)[0], [notices, dismissed]);
  const done = useCallback(() => {
    if (next) setDismissed(dismissNotice(next));
  }, [next]);
  return (
    <section className="notices" role="status" aria-label={t('auth.notices.label')}>
      {next ? <NoticeCard key={noticeKey(next)} notice={next} onDone={done} /> : null}
    </section>
  );
}
