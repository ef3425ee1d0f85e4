/** Pending withdrawals with Cancel (cashier.cancelwithdrawal): the money returns to the main balance at once. */
import { useState } from 'react';
import { getHistory, type GetHistoryParams } from '../../../api/cashier.ts';
import { invalidateReads, useRead } from '../../../server-data/reads.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { showMoney } from '../amount.ts';
import { AFTER_WITHDRAWAL, refreshBalance, takeBackWithdrawal } from '../cashier-data.ts';
import { CashierReadView, CashierSection } from '../cashier-frame.tsx';
import { problemOf } from '../payment/payment-errors.ts';
import { problemSentence, useProblemFormat } from '../payment/problem-view.tsx';

const PENDING: GetHistoryParams = { type: 'withdrawal', statuses: ['pending'], count: 20, offset: 0 };

export function PendingWithdrawals({ currency }: { currency: string }) {
  const t = useT();
  const pending = useRead(getHistory, PENDING);
  const format = useProblemFormat(currency);
  // The row whose Cancel was pressed last, to show it busy.
  const [chosen, setChosen] = useState<number>();
  const cancel = useWrite<number>({
    run: takeBackWithdrawal,
    invalidates: AFTER_WITHDRAWAL,
    done: async () => {
      await refreshBalance();
      return t('cashier.withdraw.cancelled');
    },
    fail: (error) => {
      // Refused (processed meanwhile, say): the list is read again, so it shows what the platform has now.
      void invalidateReads(['cashier.gethistory']);
      return problemSentence(problemOf(error, format), t) ?? t('cashier.errors.generic');
    },
  });

  const message = cancel.ok ?? cancel.error;
  return (
    <CashierSection id="pending-withdrawals" title={t('cashier.withdraw.pending')}>
      {message ? (
        <p className={cancel.ok ? 'cashier__ok' : 'cashier__error'} role={cancel.ok ? 'status' : 'alert'}>
          {message}
        </p>
      ) : null}
      <CashierReadView state={pending} rows={2}>
        {(list) =>
          list.items.length === 0 ? (
            <p className="cashier__text">{t('cashier.withdraw.noPending')}</p>
          ) : (
            <ul className="cashier-list" data-testid="pending-withdrawals">
              {list.items.map((item) => (
                <li key={item.id} className="cashier-row">
                  <div className="cashier-row__main">
                    <strong className="tabular">{showMoney(item.amount.amount, item.amount.currency)}</strong>
                    <span>
                      {item.method_name ?? item.method}
                      {item.requisites?.card_number ? ` · ${item.requisites.card_number}` : ''}
                    </span>
                    {item.process_at ? <small>{t('cashier.withdraw.processAt', { time: formatDateTime(item.process_at, t('cashier.at')) })}</small> : null}
                  </div>
                  {item.can_cancel ? (
                    <Button
                      variant="secondary"
                      size="s"
                      loading={cancel.busy && chosen === item.id}
                      disabled={cancel.busy}
                      onClick={() => {
                        setChosen(item.id);
                        void cancel.run(item.id);
                      }}
                      aria-label={t('cashier.withdraw.cancelLabel', { amount: showMoney(item.amount.amount, item.amount.currency) })}
                    >
                      {t('cashier.withdraw.cancel')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </CashierReadView>
    </CashierSection>
  );
}
