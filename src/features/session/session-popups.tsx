/**
 * The session's popup contents, registered in src/app/popups/popup-registry.tsx (SPEC §2 "Popups and dialogs"): the unseen cashback
 * queued after sign-in (login-popups.ts decides it and reads its data, which the popup shows, so it is read once; the
 * login campaign is the app's campaign popup, src/app/popups/campaign-popup.tsx), the inactivity warning
 * (timers/inactivity.ts) and the reality-check reminder (timers/reality-check.ts).
 */
import { Link, useLocation } from 'wouter';
import type { Cashback } from '../../api/cashbacks.ts';
import { useT } from '../../i18n/index.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { href } from '../../lib/paths.ts';
import { useWrite } from '../../server-data/writes.ts';
import { useRead } from '../../server-data/reads.ts';
import { getNetPosition } from '../../api/net-position.ts';
import { formatDuration, formatSignedMoney } from '../../i18n/protection-format.ts';
import type { PopupContentProps } from '../../stores/popup-store.ts';
import { serverNow } from '../../stores/server-clock.ts';
import { Button } from '../../ui/button.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import { CASHBACK_CLAIM_READS, claimCashback, leaveSession } from './session-data.ts';
import './session.css';
import '../../i18n/texts/auth.ts';
import '../../i18n/texts/profile.ts';
import '../../i18n/texts/protection.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    'unseen-cashback': { cashback: Cashback };
    /** `deadline`: when the logout happens (ms since the epoch). */
    'inactivity-warning': { deadline: number };
    /** Whole minutes since the session began in this tab. */
    'reality-check': { playedMinutes: number };
  }
}

/** Signs out from a popup, busy until the platform answered, then closes it and goes home. */
function SignOutButton({ label, close }: { label: string; close: () => void }) {
  const [, navigate] = useLocation();
  const leaving = useWrite({
    run: leaveSession,
    done: () => {
      close();
      navigate(href('home'));
      return undefined;
    },
  });
  return (
    <Button variant="plain" stretched loading={leaving.busy} disabled={leaving.busy} onClick={() => void leaving.run()}>
      {label}
    </Button>
  );
}

/**
 * SPEC §4/§9 inactivity warning: the countdown of the last 20 % of time_to_force_logout, stay or leave. Staying is
 * closing the popup: the signed-in life takes any close of this popup as the player's answer.
 */
export function InactivityWarningPopup({ props, close }: PopupContentProps<'inactivity-warning'>) {
  const t = useT();
  const left = useCountdown(props.deadline);
  return (
    <div className="session-popup">
      <p className="session-popup__text" aria-live="polite">
        {t('auth.inactivity.text', { seconds: left })}
      </p>
      <p className="session-popup__countdown" aria-hidden="true">
        {`${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`}
      </p>
      <div className="session-popup__actions">
        <Button stretched size="l" onClick={close}>
          {t('auth.inactivity.stay')}
        </Button>
        <SignOutButton label={t('auth.inactivity.logout')} close={close} />
      </div>
    </div>
  );
}

/** The reality-check reminder: how long the player has played in this session, a way to the history, continue or sign out. */
export function RealityCheckPopup({ props, close }: PopupContentProps<'reality-check'>) {
  const t = useT();
  return (
    <div className="session-popup">
      <p className="session-popup__text" data-testid="reality-check-played">
        {t('profile.responsible.realityReminder', { minutes: props.playedMinutes })}
      </p>
      <RealitySession />
      <Link className="session-popup__link" href={href('profileBetsHistory')} onClick={close}>
        {t('auth.realityCheck.history')}
      </Link>
      <div className="session-popup__actions">
        <Button stretched size="l" onClick={close}>
          {t('auth.realityCheck.continue')}
        </Button>
        <SignOutButton label={t('auth.realityCheck.signOut')} close={close} />
      </div>
    </div>
  );
}

/**
 * The session's time and net result from the platform (account.getNetPosition's session, decision 035): what the
 * reminder is for (UKGC RTS 12 / MGA reality checks show both). Nothing while it is read or when it cannot be.
 */
function RealitySession() {
  const t = useT();
  const position = useRead(getNetPosition, {}, { localised: false });
  const session = position.status === 'ready' ? position.data.session : null;
  if (!session) return null;
  const minutes = Math.max(0, Math.floor((serverNow() - session.from * 1000) / 60_000));
  return (
    <p className="session-popup__text" data-testid="reality-check-session">
      {t('protection.realitySession', { time: formatDuration(t, minutes), amount: formatSignedMoney(session.net_result) })}
    </p>
  );
}

/** SPEC §4 unseen cashback: the latest cashback, what it is worth and until when, and the way to it. */
export function UnseenCashbackPopup({ props: { cashback }, close }: PopupContentProps<'unseen-cashback'>) {
  const t = useT();
  const [, navigate] = useLocation();
  const paid = cashback.status === 'paid_out';
  // A paid-out cashback still receivable is claimed from here into the main balance (SPEC §7 cashbacks.payout).
  const claimable = paid && !cashback.received_at && !cashback.declined_at && (cashback.is_receivable ?? (!cashback.receiving_expired_at || cashback.receiving_expired_at * 1000 > serverNow()));
  const claim = useWrite({
    run: () => claimCashback(cashback.id),
    invalidates: CASHBACK_CLAIM_READS,
    done: () => t('auth.cashback.claimed'),
    fail: () => t('auth.cashback.claimFailed'),
  });
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
      {claim.ok || claim.error ? (
        <p className="session-popup__text" role={claim.ok ? 'status' : 'alert'}>
          {claim.ok ?? claim.error}
        </p>
      ) : null}
      <div className="session-popup__actions">
        {claimable && !claim.ok ? (
          <Button loading={claim.busy} disabled={claim.busy} onClick={() => void claim.run()}>
            {t('auth.cashback.claim')}
          </Button>
        ) : null}
        <Button
          variant={claimable && !claim.ok ? 'secondary' : 'primary'}
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
