/**
 * The deposit limit (SPEC §3 Deposit limit): the rolling-period card (period-limit-card.tsx) over
 * account.setDepositLimit, in the words it has always had.
 */
import { setDepositLimit, type DepositLimit } from '../../../api/account.ts';
import { useT } from '../../../i18n/index.ts';
import { PeriodLimitCard } from './period-limit-card.tsx';

export function DepositLimitCard({ limit, onSaved }: { limit: DepositLimit; onSaved: (limit: DepositLimit) => void }) {
  const t = useT();
  return (
    <PeriodLimitCard
      id="deposit-limit"
      words={{
        title: t('profile.responsible.limitTitle'),
        period: t('profile.responsible.period'),
        amount: t('profile.responsible.amount'),
        save: t('profile.responsible.setLimit'),
        saved: t('profile.responsible.limitSaved'),
        pending: t('profile.responsible.limitPending'),
        failed: t('profile.responsible.cannotEdit'),
      }}
      limit={limit}
      save={setDepositLimit}
      isPending={(next) => next.pending_at !== null && next.pending_at !== undefined}
      onSaved={onSaved}
    />
  );
}
