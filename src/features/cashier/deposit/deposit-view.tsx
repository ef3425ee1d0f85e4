/**
 * The deposit (SPEC §2 /cashier/deposit, decision 010), on the page (/cashier/deposit, /cashier/deposit/{sysname}) and
 * in the header's curtain: the deposit limit before paying, the quick re-deposit, a payment left without an answer,
 * the methods (method-list.tsx), and the chosen method's form.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getDepositLimit, type DepositLimit } from '../../../api/account.ts';
import { getDepositSettings, type DepositSettings } from '../../../api/cashier.ts';
import { joinReads } from '../../../server-data/joined-reads.ts';
import { useRead } from '../../../server-data/reads.ts';
import type { PaymentMethodInfo } from '../../../api/cms/collections.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { showMoney } from '../amount.ts';
import { CashierReadView, Skeleton } from '../cashier-frame.tsx';
import { tabAttempts, unanswered } from '../payment/attempt.ts';
import { askQuickPay, readDraft, saveDraft } from '../payment/payment-session.ts';
import { LimitSummary } from './limit-summary.tsx';
import { MethodIcon, MethodList, methodFor } from './method-list.tsx';
import { quickDeposit } from './quick-deposit.ts';

/**
 * The form arrives with the first method chosen (it is most of the cashier's code), fetched while the player looks at
 * the list: the deposit page's first load stays small (decision 010, budgets.json) and a tap on a method does not wait.
 */
const loadForm = () => import('./deposit-form.tsx');
const DepositForm = lazy(async () => ({ default: (await loadForm()).DepositForm }));

export interface DepositViewProps {
  /** The chosen method's sysname or SEO name (the route's), if any. */
  method: string | undefined;
  onMethod: (sysname: string | undefined) => void;
  onLeave?: (() => void) | undefined;
}

function DepositBody({ settings, limit, method: param, onMethod, onLeave }: DepositViewProps & { settings: DepositSettings; limit: DepositLimit }) {
  const t = useT();
  const uid = useSnapshot(sessionState).info?.uid ?? 0;
  const infos = useSnapshot(cmsState).cashier.paymentMethods as readonly PaymentMethodInfo[];
  const method = methodFor(settings.methods, param);
  // Read once on arrival: a payment left without an answer (attempt.ts) is offered first.
  const [open] = useState(() => unanswered(tabAttempts(), 'deposit', uid));
  // The amount a method's form starts from is the draft (payment-session.ts): what the player typed or chose, kept
  // through a route change, a reload and an idle close.
  const draft = readDraft(uid);
  const quick = quickDeposit(uid, settings.methods, settings.currency, settings.last_deposit);
  const formTop = useRef<HTMLDivElement>(null);
  const chosenBefore = useRef(method?.sysname);
  useEffect(() => {
    // A method chosen from the list: the form takes the place of the list, focus goes to it.
    if (method && chosenBefore.current !== method.sysname) formTop.current?.querySelector('input')?.focus();
    chosenBefore.current = method?.sysname;
  }, [method]);

  // The form groups the digits of the amount it starts from (src/ui/amount-field.tsx).
  const choose = (sysname: string, startAmount: number | undefined, pay = false) => {
    if (startAmount !== undefined) saveDraft({ uid, method: sysname, amount: String(startAmount) });
    if (pay) askQuickPay(sysname);
    onMethod(sysname);
  };
  const openMethod = open ? settings.methods.find((entry) => entry.sysname === open.method) : undefined;

  return (
    <>
      <LimitSummary limit={limit} onLeave={onLeave} />
      {open && openMethod && method?.sysname !== openMethod.sysname ? (
        <div className="cashier-card" role="status" data-testid="unanswered-deposit">
          <p>{t('cashier.deposit.unanswered', { amount: showMoney(open.amount, openMethod.currency), method: openMethod.name })}</p>
          <Button variant="secondary" onClick={() => choose(openMethod.sysname, open.amount)}>
            {t('cashier.deposit.resume')}
          </Button>
        </div>
      ) : null}
      {quick && !method ? (
        <Button variant="secondary" size="l" stretched data-testid="quick-deposit" onClick={() => choose(quick.method.sysname, quick.amount, quick.method.fields.length === 0 && quick.method.flow !== 'new_window')}>
          {t('cashier.deposit.again', { amount: showMoney(quick.amount, quick.method.currency), method: quick.method.name })}
        </Button>
      ) : null}
      {method ? (
        <div ref={formTop} className="cashier-chosen">
          <div className="cashier-chosen__head">
            <MethodIcon info={infos.find((entry) => entry.sysname === method.sysname)} name={method.name} />
            <h2 className="cashier__subtitle">{method.name}</h2>
            <button type="button" className="cashier__inline-button" onClick={() => onMethod(undefined)}>
              {t('cashier.deposit.change')}
            </button>
          </div>
          <Suspense fallback={<Skeleton rows={3} label={t('common.loading')} />}>
            <DepositForm key={method.sysname} uid={uid} method={method} settings={settings} limit={limit} initialAmount={draft?.method === method.sysname ? draft.amount : ''} onLeave={onLeave} />
          </Suspense>
        </div>
      ) : (
        <MethodList methods={settings.methods} infos={infos} chosen={undefined} onChoose={(sysname) => choose(sysname, undefined)} />
      )}
      {param && !method ? <p className="cashier__error" role="alert">{t('cashier.deposit.unknownMethod')}</p> : null}
    </>
  );
}

export function DepositView(props: DepositViewProps) {
  useEffect(() => {
    // A failed prefetch is tried again by the lazy form itself when a method is chosen.
    const timer = setTimeout(() => void loadForm().catch(() => undefined), 300);
    return () => clearTimeout(timer);
  }, []);
  const settings = useRead(getDepositSettings, {});
  const limit = useRead(getDepositLimit, {}, { localised: false });
  return <CashierReadView state={joinReads(settings, limit)} rows={5}>{([loaded, currentLimit]) => <DepositBody {...props} settings={loaded} limit={currentLimit} />}</CashierReadView>;
}
