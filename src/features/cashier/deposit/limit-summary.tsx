/** The deposit limit before paying (decision 010: shown before paying and enforced), with the way to change it. */
import { Link } from 'wouter';
import type { DepositLimit } from '../../../api/account.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { showMoney } from '../amount.ts';

export function LimitSummary({ limit, onLeave }: { limit: DepositLimit; onLeave?: (() => void) | undefined }) {
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
