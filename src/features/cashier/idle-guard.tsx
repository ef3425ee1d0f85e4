/**
 * Closes an idle cashier or payment step (SPEC §3 general info `user_inactivity_cashier_time` and
 * `user_inactivity_pp_time`, seconds) after a warning with a countdown. The typed amount is kept by the
 * draft (payment/payment-session.ts), so closing loses nothing the player typed.
 */
import { useEffect, useRef, useState } from 'react';
import { getGeneralInfo } from '../../api/metadata.ts';
import { useRead } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import { createIdleTimer, type IdleTimer } from './idle-timer.ts';

const ACTIVITY = ['keydown', 'pointerdown', 'scroll', 'touchstart', 'input'] as const;
const LISTEN = { passive: true, capture: true } as const;

export type IdleKind = 'cashier' | 'payment';

/** Renders the warning while it runs; `onExpire` closes the step. */
export function IdleGuard({ kind, onExpire }: { kind: IdleKind; onExpire: () => void }) {
  const t = useT();
  const general = useRead(getGeneralInfo, {});
  const seconds = general.status === 'ready' ? (kind === 'cashier' ? general.data.user_inactivity_cashier_time : general.data.user_inactivity_pp_time) : 0;
  const [deadline, setDeadline] = useState<number>();
  const [now, setNow] = useState(Date.now);
  const timer = useRef<IdleTimer>();
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const stay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const created = createIdleTimer(seconds * 1000, {
      onWarn: (at) => setDeadline(at),
      onCalm: () => setDeadline(undefined),
      onExpire: () => {
        setDeadline(undefined);
        expire.current();
      },
    });
    timer.current = created;
    const onActivity = () => created.activity();
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, LISTEN);
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, LISTEN);
      created.stop();
    };
  }, [seconds]);

  useEffect(() => {
    if (deadline === undefined) return;
    stay.current?.focus();
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [deadline]);

  if (deadline === undefined) return null;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <div className="cashier-idle" role="alertdialog" aria-labelledby="cashier-idle-text" aria-live="assertive">
      <p id="cashier-idle-text">{t(kind === 'cashier' ? 'cashier.idle.cashier' : 'cashier.idle.payment', { seconds: left })}</p>
      {/* A plain button: focus moves to it when the warning opens (the design system's Button takes no ref). */}
      <button ref={stay} type="button" className="omad-button omad-button--primary omad-button--m" onClick={() => timer.current?.activity()}>
        <span className="omad-button__label">{t('cashier.idle.stay')}</span>
      </button>
    </div>
  );
}
