/**
 * /cashier/withdraw (SPEC §2, decision 009): the withdrawable amount (the main balance; bonus money is not
 * withdrawable), the verification threshold and the day and month limits from cashier.getwithdrawsettings, the methods
 * with the chosen one's form (withdraw-form.tsx), and the pending withdrawals with Cancel (pending-withdrawals.tsx).
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { getWithdrawSettings, type WithdrawSettings, type WithdrawalResult } from '../../../api/cashier.ts';
import { useRead } from '../../../server-data/reads.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { showMoney } from '../amount.ts';
import { CashierFrame, CashierReadView } from '../cashier-frame.tsx';
import { periodName } from '../payment/problem-view.tsx';
import { PendingWithdrawals } from './pending-withdrawals.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import '../../../i18n/texts/cashier.withdraw.ts';
import '../../../i18n/texts/cashier.steps.ts';

function WithdrawBody({ settings }: { settings: WithdrawSettings }) {
  const t = useT();
  const uid = useSnapshot(sessionState).info?.uid ?? 0;
  const [chosen, setChosen] = useState<string>();
  const [done, setDone] = useState<WithdrawalResult>();
  const method = settings.methods.find((entry) => entry.sysname === chosen);
  const currency = settings.available_amount.currency;
  const { verification } = settings;
  // The operator's CMS setting (identityVerification.isRequiredForWithdrawal, decision 027): no withdrawal of any
  // amount before the player's identity is verified, so the methods wait behind the way to verification.
  const { identityVerification } = useSnapshot(cmsState).settings;
  const verifyFirst = identityVerification.isRequiredForWithdrawal && !verification.is_verified;
  return (
    <>
      <div className="cashier-card cashier-balances">
        <p>
          {t('cashier.withdraw.available')} <strong className="tabular" data-testid="withdrawable">{showMoney(settings.available_amount.amount, currency)}</strong>
        </p>
        {settings.bonus_amount.amount > 0 ? <p className="cashier__text">{t('cashier.withdraw.bonus', { amount: showMoney(settings.bonus_amount.amount, settings.bonus_amount.currency) })}</p> : null}
        {verifyFirst ? (
          <p className="cashier__text" data-testid="verify-first">
            {t(verification.is_on_verification ? 'cashier.withdraw.onVerificationAll' : 'cashier.withdraw.verifyFirst')}{' '}
            {verification.is_on_verification ? null : (
              <Link className="cashier__link" href={href('profileVerification')}>
                {t('cashier.steps.verification')}
              </Link>
            )}
          </p>
        ) : !verification.is_verified ? (
          <p className="cashier__text">
            {t(verification.is_on_verification ? 'cashier.withdraw.onVerification' : 'cashier.withdraw.verifyAbove', { amount: showMoney(verification.required_above.amount, verification.required_above.currency) })}{' '}
            {verification.is_on_verification ? null : (
              <Link className="cashier__link" href={href('profileVerification')}>
                {t('cashier.steps.verification')}
              </Link>
            )}
          </p>
        ) : null}
        {settings.limits.length > 0 ? (
          <ul className="cashier-limits" aria-label={t('cashier.withdraw.limits')}>
            {settings.limits.map((limit) => {
              const amounts = { amount: showMoney(limit.available_amount.amount, limit.available_amount.currency), total: showMoney(limit.limit_amount.amount, limit.limit_amount.currency) };
              // Decision 034: the Unified State Register's payout limit on this player, named as the register's.
              return limit.source === 'register' ? (
                <li key={`register-${limit.period}`} data-testid="register-limit">
                  {t('cashier.withdraw.registerLimit', amounts)}
                </li>
              ) : (
                <li key={limit.period}>
                  {t('cashier.withdraw.limit', { period: periodName(limit.period, t), ...amounts })}
                  {limit.max_count !== null && limit.max_count !== undefined ? ` ${t('cashier.withdraw.limitCount', { used: limit.used_count, count: limit.max_count })}` : ''}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      {done ? (
        <div className="cashier-card cashier-card--ok" role="status" data-testid="withdrawal-done">
          <p>{t('cashier.withdraw.done', { amount: showMoney(done.amount.amount, done.amount.currency), time: formatDateTime(done.process_at, t('cashier.at')) })}</p>
        </div>
      ) : null}
      {verifyFirst ? null : (
      <fieldset className="cashier-methods">
        <legend className="cashier__subtitle">{t('cashier.withdraw.methods')}</legend>
        {settings.methods.map((entry) => (
          <label key={entry.sysname} className="cashier-method" data-method={entry.sysname}>
            <input type="radio" name="withdraw-method" value={entry.sysname} checked={chosen === entry.sysname} onChange={() => setChosen(entry.sysname)} />
            <span className="cashier-method__initial" aria-hidden="true">
              {entry.name.slice(0, 1)}
            </span>
            <span className="cashier-method__text">
              <strong>{entry.name}</strong>
              <small>{t('cashier.deposit.range', { min: showMoney(entry.min_amount, entry.currency), max: showMoney(entry.max_amount, entry.currency) })}</small>
            </span>
          </label>
        ))}
      </fieldset>
      )}
      {method && !verifyFirst ? <WithdrawForm key={method.sysname} uid={uid} method={method} settings={settings} onDone={setDone} /> : null}
      <PendingWithdrawals currency={currency} />
    </>
  );
}

export default function WithdrawPage() {
  const t = useT();
  const settings = useRead(getWithdrawSettings, {});
  return (
    <CashierFrame title={t('pages.withdraw')} section="cashierWithdraw">
      <CashierReadView state={settings} rows={5}>
        {(loaded) => <WithdrawBody settings={loaded} />}
      </CashierReadView>
    </CashierFrame>
  );
}
