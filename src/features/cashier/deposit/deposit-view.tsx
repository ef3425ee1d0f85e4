/**
 * The deposit (issue 14), on the page (/cashier/deposit, /cashier/deposit/{sysname}) and in the header's curtain:
 * the deposit limit before paying, the quick re-deposit, a payment left without an answer, the methods from
 * cashier.getdepositsettings with their CMS info (icons, descriptions: cashier-config), and the chosen method's form.
 */
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { getDepositLimit, type DepositLimit } from '../../../api/account.ts';
import { getDepositSettings, type DepositMethod, type DepositSettings } from '../../../api/cashier.ts';
import { joinReads, useRead } from '../../../server-data/reads.ts';
import type { PaymentMethodInfo } from '../../../cms/schemas.ts';
import { cmsState } from '../../../cms/store.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { CmsSvgIcon } from '../../../cms/cms-svg-icon.tsx';
import { safeHttpUrl } from '../../../lib/url-safety.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { showMoney, typeAmount } from '../amount.ts';
import { tabAttempts, unanswered } from '../payment/attempt.ts';
import { quickDeposit } from './quick-deposit.ts';
import { askQuickPay, readDraft, saveDraft } from '../payment/payment-session.ts';
import { ReadView, Skeleton } from '../cashier-frame.tsx';

/**
 * The form arrives with the first method chosen (it is most of the cashier's code), fetched while the player looks at
 * the list: the deposit page's first load stays small (budgets.json) and a tap on a method does not wait.
 */
const loadForm = () => import('./deposit-form.tsx');
const DepositForm = lazy(async () => ({ default: (await loadForm()).DepositForm }));

/** SPEC §2 SEO URL: /cashier/deposit/{name} takes the method's sysname or its name as a slug ("visa-mastercard"). */
export function methodFor(methods: readonly DepositMethod[], param: string | undefined): DepositMethod | undefined {
  if (!param) return undefined;
  const wanted = param.toLowerCase();
  const slug = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return methods.find((method) => method.sysname.toLowerCase() === wanted) ?? methods.find((method) => slug(method.name) === wanted);
}

function LimitSummary({ limit, onLeave }: { limit: DepositLimit; onLeave?: (() => void) | undefined }) {
  const t = useT();
  const link = (
    <Link className="cashier__link" href={href('profileResponsibleGame')} onClick={onLeave}>
      {t(limit.period === 'none' ? 'cashier.limit.setLink' : 'cashier.limit.change')}
    </Link>
  );
  if (limit.period === 'none' || !limit.limit_amount) {
    return (
      <p className="cashier__text cashier-limit" data-testid="deposit-limit">
        {t('cashier.limit.none')} {link}
      </p>
    );
  }
  const available = limit.available_amount;
  return (
    <div className="cashier-card cashier-limit" data-testid="deposit-limit">
      <p>{t('cashier.limit.current', { amount: showMoney(limit.limit_amount.amount, limit.limit_amount.currency), period: t(`cashier.periods.${limit.period}`) })}</p>
      {available ? (
        <p>
          <strong>{t('cashier.limit.available', { amount: showMoney(available.amount, available.currency) })}</strong>
          {limit.expired_at ? ` ${t('cashier.limit.until', { date: formatDateTime(limit.expired_at, t('cashier.at')) })}` : ''}
        </p>
      ) : null}
      {link}
    </div>
  );
}

function MethodIcon({ info, name }: { info: PaymentMethodInfo | undefined; name: string }) {
  const icon = safeHttpUrl(info?.icons?.[0], window.location.origin);
  if (!icon) return <span className="cashier-method__initial" aria-hidden="true">{name.slice(0, 1)}</span>;
  // Issue 18 part 4: an SVG icon is inlined (sanitised) so it takes the text colour; the <img> until then or on failure.
  const image = <img className="cashier-method__icon" src={icon} alt="" width={40} height={28} loading="lazy" decoding="async" />;
  return <CmsSvgIcon url={icon} className="cashier-method__icon cashier-method__svg" fallback={image} />;
}

function MethodList({ methods, infos, chosen, onChoose }: { methods: readonly DepositMethod[]; infos: readonly PaymentMethodInfo[]; chosen: string | undefined; onChoose: (sysname: string) => void }) {
  const t = useT();
  return (
    <fieldset className="cashier-methods">
      <legend className="cashier__subtitle">{t('cashier.deposit.methods')}</legend>
      {methods.map((method) => {
        const info = infos.find((entry) => entry.sysname === method.sysname);
        const text = info?.descriptions?.map((description) => description.text).filter(Boolean).join(' · ');
        return (
          <label key={method.sysname} className="cashier-method" data-method={method.sysname}>
            <input type="radio" name="deposit-method" value={method.sysname} checked={chosen === method.sysname} onChange={() => onChoose(method.sysname)} />
            <MethodIcon info={info} name={method.name} />
            <span className="cashier-method__text">
              <strong>{method.name}</strong>
              <small>{text ? `${text} · ` : ''}{t('cashier.deposit.range', { min: showMoney(method.min_amount, method.currency), max: showMoney(method.max_amount, method.currency) })}</small>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

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

  const choose = (sysname: string, startAmount: string | undefined, pay = false) => {
    if (startAmount !== undefined) saveDraft({ uid, method: sysname, amount: startAmount });
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
          <Button variant="secondary" onClick={() => choose(openMethod.sysname, typeAmount(String(open.amount)))}>
            {t('cashier.deposit.resume')}
          </Button>
        </div>
      ) : null}
      {quick && !method ? (
        <Button variant="secondary" size="l" stretched data-testid="quick-deposit" onClick={() => choose(quick.method.sysname, typeAmount(String(quick.amount)), quick.method.fields.length === 0 && quick.method.flow !== 'new_window')}>
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
  return <ReadView state={joinReads(settings, limit)} rows={5}>{([loaded, currentLimit]) => <DepositBody {...props} settings={loaded} limit={currentLimit} />}</ReadView>;
}
