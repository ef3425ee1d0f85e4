/**
 * The payment pages of SPEC §2 (cashier/paysuccess/{transaction}, payfail/{transaction}, paycancel, paynewwindow,
 * paymobile, paypending/{transaction}; decision 010). Each shows its header, text and stated button, and the
 * real transaction read from cashier.getdepositinfo (amount, method, time, status). The platform's status decides
 * the page: an open payment is read again every few seconds until final and the player is moved to its page.
 * - success: the header balance is read again at once, the cashier's reads are refreshed, the deposit is kept for
 *   the quick re-deposit, and a stored backUrl (SPEC §4) is followed when it is a safe path of this site;
 * - new window: the provider's window posts its result (origin and shape checked); only the platform is believed;
 * - mobile: the provider's app can be opened again; pending: a loader, no button, no link (SPEC §2).
 */
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { string } from 'superstruct';
import { getDepositInfo, type DepositInfo } from '../../../api/cashier.ts';
import { isApiError } from '../../../api/errors.ts';
import { invalidateReads, useRead } from '../../../server-data/reads.ts';
import { trackDepositFail, trackDepositSuccess } from '../../../services/analytics-events.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { readStored, removeStored, STORAGE_KEYS } from '../../../lib/device-storage.ts';
import { safeRedirect } from '../../../api/url-safety.ts';
import { openExternalLink, platform } from '../../../../platform/index.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { showMoney } from '../amount.ts';
import { AFTER_DEPOSIT, refreshBalance } from '../cashier-data.ts';
import { IdleGuard } from '../idle-guard.tsx';
import { rememberDeposit } from '../deposit/quick-deposit.ts';
import { currentPayment } from '../payment/payment-session.ts';
import { CashierReadView } from '../cashier-frame.tsx';
import { keepPolling, pageForStatus, pathOf, paymentMessage, transactionId, type PayResultKind } from './pay-result-rules.ts';
import { TransactionCard } from '../receipt/transaction-card.tsx';
import '../cashier.css';
import '../../../i18n/texts/system.ts';
import '../../../i18n/texts/cashier.result.ts';

export type { PayResultKind } from './pay-result-rules.ts';

/** How often an open payment is read again. */
const POLL_MS = 3000;


type WithButton = 'payCancel' | 'payFail' | 'payNewWindow' | 'payMobile' | 'paySuccess';
type PageContent = { key: `system.${WithButton}`; target: string } | { key: 'system.payPending'; target?: never };

const CONTENT: Record<PayResultKind, PageContent> = {
  cancel: { key: 'system.payCancel', target: href('cashierDeposit') },
  fail: { key: 'system.payFail', target: href('cashierDeposit') },
  newWindow: { key: 'system.payNewWindow', target: href('cashierDeposit') },
  // SPEC §2 leaves the pay-mobile button unstated: the player is sent home while the phone confirms.
  mobile: { key: 'system.payMobile', target: href('home') },
  success: { key: 'system.paySuccess', target: href('gamehall') },
  // SPEC §2: pay pending shows a loader, no button and no link.
  pending: { key: 'system.payPending' },
};

/** The successful deposit's effects, once per transaction. */
function useSuccess(info: DepositInfo | undefined, uid: number, successText: (amount: string) => string): void {
  const done = useRef<number>();
  // The words follow the language; the effects run once per transaction whatever it is.
  const words = useRef(successText);
  words.current = successText;
  useEffect(() => {
    if (!info || info.status !== 'success' || done.current === info.id) return;
    done.current = info.id;
    platform().haptic('success');
    // The platform says the money arrived (no write of this page's): the header balance and what the cashier shows
    // follow at once.
    void refreshBalance();
    void invalidateReads(AFTER_DEPOSIT);
    // Only the payment this tab made is the player's "last deposit" and answers the backUrl of its start; an old
    // transaction's page (a link, the browser's history) changes neither.
    const payment = currentPayment(uid, info.id);
    if (!payment) return;
    // Analytics counts this tab's confirmed deposit once, and the player's first one as such (decision 014's sinks).
    trackDepositSuccess({ amount: info.amount.amount, currency: info.amount.currency, method: info.method, first: payment.first === true });
    rememberDeposit(uid, info.method, info.amount.amount, info.amount.currency);
    // SPEC §4: the stored backUrl is read, removed, and followed only when it is a path of this site.
    const backUrl = safeRedirect(readStored(STORAGE_KEYS.backPaySuccess, string()));
    removeStored(STORAGE_KEYS.backPaySuccess);
    if (backUrl) {
      showToast(words.current(showMoney(info.amount.amount, info.amount.currency)), { kind: 'success' });
      window.location.assign(backUrl);
    }
  }, [info, uid]);
}

/** This tab's payment that the provider declined sends analytics' deposit-fail event, once per transaction. */
function useFailure(info: DepositInfo | undefined, uid: number): void {
  const done = useRef<number>();
  useEffect(() => {
    if (!info || info.status !== 'failed' || done.current === info.id || !currentPayment(uid, info.id)) return;
    done.current = info.id;
    trackDepositFail(info.method);
  }, [info, uid]);
}

/** An open payment is read again until final; the new window's message asks for a read at once. */
function usePolling(id: number | undefined, status: string | undefined): void {
  const open = id !== undefined && keepPolling(status);
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void invalidateReads([getDepositInfo]), POLL_MS);
    const onMessage = (event: MessageEvent) => {
      const message = paymentMessage(event, window.location.origin);
      if (message && message.id === id) void invalidateReads([getDepositInfo]);
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [open, id]);
}

function Reopen({ kind, url }: { kind: PayResultKind; url: string | null | undefined }) {
  const t = useT();
  if (!url || (kind !== 'newWindow' && kind !== 'mobile')) return null;
  const open = () => {
    if (kind === 'newWindow' && platform().kind !== 'telegram') window.open(url, 'omad-pay');
    else openExternalLink(url);
  };
  return (
    <Button variant="secondary" onClick={open}>
      {t(kind === 'mobile' ? 'cashier.result.openApp' : 'cashier.result.openWindow')}
    </Button>
  );
}

export function PayResultPage({ kind, params }: { kind: PayResultKind; params: Record<string, string | undefined> }) {
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const uid = useSnapshot(sessionState).info?.uid ?? 0;
  const fromRoute = transactionId(params.transaction ?? new URLSearchParams(search).get('id'));
  const stored = currentPayment(uid, fromRoute);
  // The cancel, new-window and mobile routes carry no id: this tab's payment is the one they are about.
  const id = fromRoute ?? (kind === 'cancel' || kind === 'newWindow' || kind === 'mobile' ? stored?.id : undefined);
  const read = useRead(getDepositInfo, { id: id ?? 0 }, { enabled: id !== undefined });
  const info = read.status === 'ready' ? read.data : undefined;
  const heading = useRef<HTMLHeadingElement>(null);

  usePolling(id, info?.status);
  useSuccess(kind === 'success' ? info : undefined, uid, (amount) => t('cashier.result.successToast', { amount }));
  useFailure(info, uid);
  const target = info ? pageForStatus(kind, info.status) : kind;
  useEffect(() => {
    if (info && target !== kind) navigate(pathOf(target, info.id), { replace: true });
  }, [info, target, kind, navigate]);
  useEffect(() => heading.current?.focus(), [kind]);

  const notFound = read.status === 'failed' && isApiError(read.error) && read.error.type === 'InvalidParameterException';
  const content = CONTENT[kind];
  const { key, target: button } = content;
  const waiting = kind === 'pending' || ((kind === 'newWindow' || kind === 'mobile') && keepPolling(info?.status));
  return (
    <main className="omad-page omad-page--system cashier cashier--result" data-system-page={`pay-${kind}`}>
      <div className="omad-empty">
        <h1 className="omad-empty__title" ref={heading} tabIndex={-1}>
          {notFound ? t('cashier.result.notFound') : t(`${key}.title`)}
        </h1>
        <p className="omad-empty__description">{notFound ? t('cashier.result.notFoundText') : t(`${key}.text`)}</p>
        {waiting && !notFound ? <Spinner label={t('cashier.result.waiting')} /> : null}
      </div>
      {id === undefined ? null : (
        // A transaction the platform does not know is said above, instead of a retry.
        <CashierReadView state={read} rows={4} failed={() => (notFound ? null : undefined)}>
          {(deposit) => <TransactionCard facts={{ ...deposit, type: deposit.type || 'deposit' }} />}
        </CashierReadView>
      )}
      <div className="omad-empty__action">
        <Reopen kind={kind} url={stored?.url} />
        {button || notFound ? (
          <Link className="omad-link-button" href={button ?? href('cashierDeposit')}>
            {t(content.key !== 'system.payPending' ? `${content.key}.button` : 'system.payFail.button')}
          </Link>
        ) : null}
      </div>
      {kind === 'newWindow' || kind === 'mobile' ? (
        <IdleGuard
          kind="payment"
          onExpire={() => {
            navigate(stored ? href('cashierDepositMethod', { sysname: stored.method }) : href('cashierDeposit'));
            showToast(t('cashier.idle.paymentClosed'), { kind: 'info' });
          }}
        />
      ) : null}
    </main>
  );
}
