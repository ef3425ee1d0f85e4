/**
 * The player's net position on the profile (decision 035; UKGC RTS 12 / MGA player protection: the player sees what
 * they put in, took out and won or lost): deposits, withdrawals and the net result of play for today, this week, this
 * month and since registration, as the platform computes them (account.getNetPosition), amounts written like the
 * cashier's.
 */
import { useState } from 'react';
import { getNetPosition, NET_PERIODS, type NetPeriod } from '../../../api/net-position.ts';
import { useT } from '../../../i18n/index.ts';
import { formatSignedMoney } from '../../../i18n/protection-format.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useRead } from '../../../server-data/reads.ts';
import { ReadView } from '../../../ui/read-view.tsx';
import './net-position-card.css';
import '../../../i18n/texts/protection.ts';

export default function NetPositionCard() {
  const t = useT();
  const [period, setPeriod] = useState<NetPeriod>('today');
  const position = useRead(getNetPosition, {}, { localised: false });
  return (
    <section className="profile__card" aria-labelledby="net-position-title" data-testid="net-position">
      <h2 id="net-position-title">{t('protection.netTitle')}</h2>
      <p className="profile__text">{t('protection.netIntro')}</p>
      <div className="profile__periods" role="group" aria-label={t('protection.periodLabel')}>
        {NET_PERIODS.map((value) => (
          <button key={value} type="button" className="profile__period" aria-pressed={value === period} onClick={() => setPeriod(value)}>
            {t(`protection.periods.${value}`)}
          </button>
        ))}
      </div>
      <ReadView state={position} failedTitle={t('profile.loadFailed')} skeletons={1}>
        {(data) => {
          const figures = data[period];
          return (
            <dl className="profile__figures">
              <dt>{t('protection.deposits')}</dt>
              <dd data-testid="net-deposits">{formatMoney(figures.deposits.amount, figures.deposits.currency)}</dd>
              <dt>{t('protection.withdrawals')}</dt>
              <dd data-testid="net-withdrawals">
                {formatMoney(figures.withdrawals.amount, figures.withdrawals.currency)}
                {figures.pending_withdrawals.amount > 0 ? (
                  <span className="profile__text"> {t('protection.pendingWithdrawals', { amount: formatMoney(figures.pending_withdrawals.amount, figures.pending_withdrawals.currency) })}</span>
                ) : null}
              </dd>
              <dt>{t('protection.netResult')}</dt>
              <dd data-testid="net-result">{formatSignedMoney(figures.net_result)}</dd>
            </dl>
          );
        }}
      </ReadView>
      <p className="profile__text">{t('protection.netNote')}</p>
    </section>
  );
}
