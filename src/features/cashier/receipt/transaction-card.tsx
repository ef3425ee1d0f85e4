/** One transaction's facts as a receipt shows them: amount, method, time, status, requisites, and why it failed. */
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { Money } from '../../../api/common.ts';
import type { Requisites, TransactionError } from '../../../api/cashier.ts';
import { showMoney } from '../amount.ts';
import type { CashierErrorKey } from '../payment/payment-errors.ts';
import { StatusBadge, requisiteWords, typeWords } from '../transaction-words.tsx';
import '../../../i18n/texts/cashier.errors.ts';
import '../../../i18n/texts/cashier.receipt.ts';
import '../../../i18n/texts/cashier.types.ts';
import '../../../i18n/texts/cashier.requisites.ts';

export interface TransactionFacts {
  id: number;
  type: string;
  amount: Money;
  method: string;
  method_name?: string | null | undefined;
  created_at: number;
  status: string;
  requisites?: Requisites;
  error?: TransactionError | null | undefined;
}

/** Known reasons of a failed transaction in words; an unknown type says it generally. */
const ERROR_KEYS: Readonly<Partial<Record<string, CashierErrorKey>>> = {
  BillingTransactionDeclinedException: 'declined',
  BillingUnavailableException: 'providerUnavailable',
  BillingServiceErrorException: 'providerError',
  WithdrawalDeclinedException: 'withdrawalDeclined',
  // The provider step refused a payment past the deposit limit (README "Security"): nothing was taken.
  BillingDepositLimitExceededException: 'depositLimitPaid',
};

export function TransactionCard({ facts }: { facts: TransactionFacts }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('cashier.receipt.type'), typeWords(facts.type, t)],
    [t('cashier.receipt.method'), facts.method_name ?? facts.method],
    [t('cashier.receipt.time'), formatDateTime(facts.created_at, t('cashier.at'))],
    [t('cashier.receipt.number'), String(facts.id)],
    ...Object.entries(facts.requisites ?? {}).map(([name, value]): [string, string] => [requisiteWords(name, t), value]),
  ];
  return (
    <section className="cashier-card cashier-receipt" aria-label={t('cashier.receipt.title')} data-testid="transaction">
      <p className="cashier-receipt__amount tabular">{showMoney(facts.amount.amount, facts.amount.currency)}</p>
      <StatusBadge status={facts.status} />
      <dl className="cashier-receipt__rows">
        {rows.map(([label, value]) => (
          <div key={label} className="cashier-receipt__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {facts.error ? <p className="cashier__error">{t(`cashier.errors.${ERROR_KEYS[facts.error.type] ?? 'failedGeneric'}`)}</p> : null}
      {/* A payment a break cancelled that the provider still confirmed went back where it came from. */}
      {facts.status === 'refunded' ? <p className="cashier__error">{t('cashier.errors.refundedOnBreak')}</p> : null}
    </section>
  );
}
