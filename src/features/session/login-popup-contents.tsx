/**
 * The popups queued after sign-in (SPEC §4; login-popups.ts decides which and reads their data): the unseen
 * cashback here; the operator's login campaign is the app's campaign popup (src/app/popup-content/campaign.tsx). Each
 * shows the answer that was read to queue it, so the data is read once.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { payoutCashback, type Cashback } from '../../api/cashbacks.ts';
import { invalidateReads } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { refreshAccount } from '../../stores/session-store.ts';
import type { PopupContentProps } from '../../stores/popup-store.ts';
import { Button } from '../../ui/button.tsx';
import './session.css';
import '../../i18n/texts/auth.ts';
import { serverNow } from '../../stores/server-clock.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    'unseen-cashback': { cashback: Cashback };
  }
}

/** SPEC §4 unseen cashback: the latest cashback, what it is worth and until when, and the way to it. */
export function UnseenCashbackPopup({ props: { cashback }, close }: PopupContentProps<'unseen-cashback'>) {
  const t = useT();
  const [, navigate] = useLocation();
  const paid = cashback.status === 'paid_out';
  // Issue 16: a paid-out cashback still receivable is claimed from here into the main balance (cashbacks.payout).
  const claimable = paid && !cashback.received_at && !cashback.declined_at && (cashback.is_receivable ?? (!cashback.receiving_expired_at || cashback.receiving_expired_at * 1000 > serverNow()));
  const [claim, setClaim] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const claimNow = async () => {
    setClaim('busy');
    try {
      await payoutCashback(cashback.id);
      setClaim('done');
      await Promise.all([refreshAccount().catch(() => undefined), invalidateReads(['cashbacks.get', 'account.getBalance', 'cashier.gethistory'])]);
    } catch {
      setClaim('failed');
    }
  };
  return (
    <div className="session-popup" data-testid="cashback-popup">
      <p className="session-popup__text">{paid ? t('auth.cashback.paidLead') : t('auth.cashback.activeLead')}</p>
      {cashback.description?.title ? <h3 className="login-popup__title">{cashback.description.title}</h3> : null}
      {cashback.description?.text ? <p className="session-popup__text">{cashback.description.text}</p> : null}
      <dl className="login-popup__facts">
        {cashback.amount ? (
          <div>
            <dt>{t('auth.cashback.amount')}</dt>
            <dd className="tabular">{formatMoney(cashback.amount.amount, cashback.amount.currency)}</dd>
          </div>
        ) : null}
        {cashback.start_date && cashback.end_date ? (
          <div>
            <dt>{t('auth.cashback.period')}</dt>
            {/* The end is exclusive (Monday 00:00): the last day shown is the Sunday before it. */}
            <dd className="tabular">{`${formatDate(cashback.start_date * 1000)} – ${formatDate(cashback.end_date * 1000 - 1000)}`}</dd>
          </div>
        ) : null}
      </dl>
      {paid && cashback.receiving_expired_at ? <p className="session-popup__text">{t('auth.cashback.receiveUntil', { date: formatDate(cashback.receiving_expired_at * 1000) })}</p> : null}
      {claim === 'done' || claim === 'failed' ? (
        <p className="session-popup__text" role={claim === 'done' ? 'status' : 'alert'}>
          {t(claim === 'done' ? 'auth.cashback.claimed' : 'auth.cashback.claimFailed')}
        </p>
      ) : null}
      <div className="session-popup__actions">
        {claimable && claim !== 'done' ? (
          <Button loading={claim === 'busy'} disabled={claim === 'busy'} onClick={() => void claimNow()}>
            {t('auth.cashback.claim')}
          </Button>
        ) : null}
        <Button
          variant={claimable && claim !== 'done' ? 'secondary' : 'primary'}
          onClick={() => {
            close();
            navigate(href('profileCashback'));
          }}
        >
          {t('auth.cashback.open')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('auth.cashback.later')}
        </Button>
      </div>
    </div>
  );
}
