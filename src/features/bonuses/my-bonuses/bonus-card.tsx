/**
 * One casino or betting bonus as the player sees it (SPEC §9 progress, decision 011): amount, wagering progress and
 * what is left, game contribution, max bet, expiry; its actions go through the bonus-confirm popup (SPEC §4).
 */
import type { BettingBonus } from '../../../api/betting-bonuses.ts';
import type { Bonus } from '../../../api/bonuses.ts';
import { known, useT } from '../../../i18n/index.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { serverNow } from '../../../stores/server-clock.ts';
import { Button } from '../../../ui/button.tsx';
import { useCountdown } from '../../../ui/use-countdown.ts';
import { isActiveBonus, isAvailableBonus, money, splitDuration, wageringOf, type Wagering } from '../bonuses-rules.ts';

/** SPEC §9 progress as a bar with its value for assistive technology. */
function WagerBar({ wagering, currency, label }: { wagering: Wagering; currency: string; label: string }) {
  const t = useT();
  return (
    <div className="bonuses__wager">
      <div className="bonuses__bar" role="progressbar" aria-label={label} aria-valuenow={wagering.percent} aria-valuemin={0} aria-valuemax={100} aria-valuetext={`${wagering.percent}%`}>
        <span className="bonuses__bar-fill" style={{ width: `${wagering.percent}%` }} />
      </div>
      <p className="bonuses__wager-text tabular">
        {t('bonuses.wagered', { wagered: formatMoney(wagering.wagered, currency), required: formatMoney(wagering.required, currency), percent: wagering.percent })}
      </p>
      <p className="bonuses__wager-text tabular" data-testid="wager-left">
        {t('bonuses.leftToWager', { amount: formatMoney(wagering.left, currency) })}
      </p>
    </div>
  );
}

/** Time left until `expiresAt` (unix seconds), ticking; "expired" once it has passed. */
export function Countdown({ expiresAt }: { expiresAt: number }) {
  const t = useT();
  const left = useCountdown(expiresAt * 1000, serverNow);
  if (left <= 0) return <p className="bonuses__expiry">{t('bonuses.expired')}</p>;
  const { days, hours, minutes, seconds } = splitDuration(left);
  const clock = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return (
    <p className="bonuses__expiry tabular">
      {t('bonuses.expiresIn')} {days > 0 ? `${t('bonuses.days', { count: days })} ` : ''}
      {clock}
    </p>
  );
}


function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="tabular">{value}</dd>
    </div>
  );
}

export type AnyBonus = { kind: 'casino'; bonus: Bonus } | { kind: 'betting'; bonus: BettingBonus };

export function BonusCard({ item }: { item: AnyBonus }) {
  const t = useT();
  const { bonus, kind } = item;
  const title = bonus.description?.title ?? bonus.description?.name ?? t(kind === 'casino' ? 'bonuses.casinoBonus' : 'bonuses.bettingBonus');
  const wagering = wageringOf(bonus);
  const currency = bonus.balance?.currency ?? bonus.amount?.currency ?? '';
  const active = isActiveBonus(bonus.status);
  const available = isAvailableBonus(bonus.status);
  const contribution = kind === 'casino' ? (bonus.wager?.contribution ?? []) : [];
  const confirm = (action: 'activate' | 'deactivate' | 'remove') =>
    openPopup('bonus-confirm', {
      bonus: { kind, action, bonusId: bonus.id },
      title,
      ...(action === 'remove' && bonus.balance ? { burnt: bonus.balance } : {}),
      ...(item.kind === 'betting' && item.bonus.min_odds ? { minOdds: item.bonus.min_odds } : {}),
    });
  return (
    <li className="bonuses__card" data-testid="bonus-card" data-bonus-id={bonus.id}>
      <span className="bonuses__status">{t(`bonuses.status.${active ? 'active' : available ? 'available' : 'other'}`)}</span>
      <h3>{title}</h3>
      {bonus.amount ? <p className="bonuses__amount tabular">{money(bonus.amount)}</p> : null}
      {wagering && active ? <WagerBar wagering={wagering} currency={currency} label={t('bonuses.wagerLabel', { title })} /> : null}
      <dl className="bonuses__facts">
        {bonus.balance ? <Fact label={t('bonuses.balance')} value={money(bonus.balance)} /> : null}
        {bonus.wager?.multiplier ? <Fact label={t('bonuses.multiplier')} value={`×${formatNumber(bonus.wager.multiplier)}`} /> : null}
        {wagering && !active ? <Fact label={t('bonuses.required')} value={money({ amount: wagering.required, currency })} /> : null}
        {bonus.max_bet ? <Fact label={t('bonuses.maxBet')} value={money(bonus.max_bet)} /> : null}
        {kind === 'betting' && item.bonus.min_odds ? <Fact label={t('bonuses.minOdds')} value={formatNumber(item.bonus.min_odds)} /> : null}
        {contribution.map((entry) => (
          <Fact key={entry.game_type} label={t('bonuses.contribution', { type: t(`bonuses.gameTypes.${known(entry.game_type, ['slots', 'live']) ?? 'other'}`) })} value={`${entry.percent}%`} />
        ))}
      </dl>
      {bonus.expired_at ? <Countdown expiresAt={bonus.expired_at} /> : null}
      {bonus.description?.text ? <p className="bonuses__text">{bonus.description.text}</p> : null}
      <div className="bonuses__actions">
        {available ? <Button onClick={() => confirm('activate')}>{t('bonuses.actions.activate')}</Button> : null}
        {active && kind === 'casino' ? (
          <Button variant="secondary" onClick={() => confirm('deactivate')}>
            {t('bonuses.actions.deactivate')}
          </Button>
        ) : null}
        {active || available ? (
          <Button variant="secondary" onClick={() => confirm('remove')}>
            {t('bonuses.actions.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
