/**
 * /cashier/wallet (SPEC §2): every balance (main, bonus, betting bonus, and fun money for demo games),
 * the lifetime deposits, withdrawals and net deposits, and the currency switch (account.setCurrency, with
 * account.getcurrencyrates) when the platform offers more than one currency.
 */
import { useEffect, useState } from 'react';
import { getBalance, getCurrencyRates, type Balances } from '../../../api/account.ts';
import type { Money } from '../../../api/common.ts';
import { isApiError } from '../../../api/errors.ts';
import { getGeneralInfo } from '../../../api/metadata.ts';
import { getHistory } from '../../../api/cashier.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { useT } from '../../../i18n/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { applyBalances } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { showMoney } from '../amount.ts';
import { AFTER_CURRENCY, changeCurrency, refreshBalance } from '../cashier-data.ts';
import { FormMessage, SelectField } from '../cashier-fields.tsx';
import { CashierFrame, CashierReadView, CashierSection } from '../cashier-frame.tsx';
import '../../../i18n/texts/cashier.errors.ts';
import '../../../i18n/texts/cashier.wallet.ts';

const TOTALS = { count: 1, offset: 0 } as const;

function BalanceList({ balances }: { balances: Balances }) {
  const t = useT();
  const rows: [string, string, Money | undefined][] = [
    ['main', t('cashier.wallet.main'), balances.balance_main],
    ['bonus', t('cashier.wallet.bonus'), balances.balance_bonus],
    ['betting', t('cashier.wallet.bettingBonus'), balances.balance_betting_bonus],
    ['fun', t('cashier.wallet.fun'), balances.balance_fun],
  ];
  return (
    <dl className="cashier-card cashier-wallet" data-testid="wallet-balances">
      {rows.map(([kind, label, money]) =>
        money ? (
          <div key={kind} className={`cashier-wallet__row cashier-wallet__row--${kind}`}>
            <dt>{label}</dt>
            <dd className="tabular">{showMoney(money.amount, money.currency)}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

function Lifetime() {
  const t = useT();
  const history = useRead(getHistory, TOTALS);
  return (
    <CashierSection id="wallet-lifetime" title={t('cashier.wallet.lifetime')}>
      <CashierReadView state={history} rows={3}>
        {(answer) =>
          answer.totals ? (
            <dl className="cashier-card cashier-wallet" data-testid="wallet-totals">
              <div className="cashier-wallet__row">
                <dt>{t('cashier.wallet.deposited')}</dt>
                <dd className="tabular">{showMoney(answer.totals.deposited.amount, answer.totals.deposited.currency)}</dd>
              </div>
              <div className="cashier-wallet__row">
                <dt>{t('cashier.wallet.withdrawn')}</dt>
                <dd className="tabular">{showMoney(answer.totals.withdrawn.amount, answer.totals.withdrawn.currency)}</dd>
              </div>
              <div className="cashier-wallet__row cashier-wallet__row--net">
                <dt>{t('cashier.wallet.net')}</dt>
                <dd className="tabular">{showMoney(answer.totals.net_deposits.amount, answer.totals.net_deposits.currency)}</dd>
              </div>
            </dl>
          ) : (
            <p className="cashier__text">{t('cashier.wallet.noTotals')}</p>
          )
        }
      </CashierReadView>
    </CashierSection>
  );
}

function CurrencySwitch({ currencies, current }: { currencies: readonly string[]; current: string }) {
  const t = useT();
  const rates = useRead(getCurrencyRates, {}, { localised: false });
  const [chosen, setChosen] = useState(current);
  const save = useWrite<string>({
    run: changeCurrency,
    invalidates: AFTER_CURRENCY,
    done: async (_answer, currency) => {
      await refreshBalance();
      return t('cashier.wallet.currencySaved', { currency });
    },
    fail: (error) => {
      const locked = isApiError(error) && error.fieldKey('currency') === 'CURRENCY_LOCKED';
      return t(locked ? 'cashier.wallet.currencyLocked' : isApiError(error) && error.kind === 'network' ? 'errors.network' : 'cashier.errors.generic');
    },
  });

  const rateOf = (currency: string) => (rates.status === 'ready' ? rates.data.rates[currency] : undefined);
  return (
    <CashierSection id="wallet-currency" title={t('cashier.wallet.currency')}>
      <ul className="cashier-limits">
        {currencies
          .filter((currency) => rates.status === 'ready' && currency !== rates.data.base && rateOf(currency) !== undefined)
          .map((currency) => (
            <li key={currency} className="tabular">
              1 {currency} = {formatNumber(rateOf(currency) ?? 0)} {rates.status === 'ready' ? rates.data.base : ''}
            </li>
          ))}
      </ul>
      <SelectField label={t('cashier.wallet.currency')} name="currency" value={chosen} onChange={setChosen} options={currencies.map((currency) => ({ value: currency, label: currency }))} />
      {save.ok ? (
        <p className="cashier__ok" role="status">
          {save.ok}
        </p>
      ) : (
        <FormMessage text={save.error} />
      )}
      <Button variant="secondary" loading={save.busy} disabled={save.busy || chosen === current} onClick={() => void save.run(chosen)}>
        {t('cashier.wallet.changeCurrency')}
      </Button>
    </CashierSection>
  );
}

export default function WalletPage() {
  const t = useT();
  const balances = useRead(getBalance, {}, { localised: false });
  const general = useRead(getGeneralInfo, {});
  // The balances read here are the freshest: the header shows them too.
  const fresh = balances.status === 'ready' ? balances.data : undefined;
  useEffect(() => {
    if (fresh) applyBalances(fresh);
  }, [fresh]);
  const currencies = general.status === 'ready' ? general.data.available_currencies : [];
  return (
    <CashierFrame title={t('pages.cashierWallet')} section="cashierWallet">
      <CashierReadView state={balances} rows={4}>
        {(loaded) => (
          <>
            <BalanceList balances={loaded} />
            {currencies.length > 1 ? <CurrencySwitch currencies={currencies} current={loaded.balance_main.currency} /> : null}
          </>
        )}
      </CashierReadView>
      <Lifetime />
    </CashierFrame>
  );
}
