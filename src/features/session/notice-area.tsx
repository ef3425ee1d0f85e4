/**
 * Notices (SPEC §3 loyalty notifications, read by session-life.tsx at the first interaction and on every path
 * change) shown to the player one at a time, 300 ms after they arrive and for 5 s (SPEC §9), held
 * while pointed at or focused, closable at once. A shown or closed notice never comes back (notice-store.ts).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LoyaltyNotification } from '../../api/loyalty.ts';
import { useT } from '../../i18n/index.ts';
import { dismissedKeys, dismissNotice, NOTICE_DELAY_MS, NOTICE_SHOWN_MS, noticeKey, visibleNotices } from './notice-store.ts';
import { playNoticeChime } from './notice-sound.ts';
import './notice-area.css';

function NoticeCard({ notice, onDone }: { notice: LoyaltyNotification; onDone: () => void }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setShown(true);
      playNoticeChime();
    }, NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(onDone, NOTICE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown, held, onDone]);

  if (!shown) return null;
  const amount = notice.amount !== undefined && notice.amount !== null && notice.amount !== '' ? String(notice.amount) : undefined;
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
        {amount ? <p className="notice__amount">{notice.type === 'credit' ? `+${amount}` : amount}</p> : null}
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
