/** A sports bet of the game history: kind, odds, stake, status and payout; its details (selections, cash-outs) open in place. */
import { useId, useState } from 'react';
import { HISTORY_STATUSES, type GameHistoryItem, type HistoryStatus, type SportBetDetails } from '../../../api/games.ts';
import { known, useT, type TranslationKey } from '../../../i18n/index.ts';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { STATUS_WORDS } from './history-words.ts';

const SPORT_STATUSES: readonly HistoryStatus[] = HISTORY_STATUSES;
const RESULT_WORDS: Readonly<Record<'won' | 'lost' | 'void' | 'pending', TranslationKey>> = {
  won: 'casino.history.results.won',
  lost: 'casino.history.results.lost',
  void: 'casino.history.results.void',
  pending: 'casino.history.results.pending',
};

export function SportBetRow({ item, bet }: { item: GameHistoryItem; bet: SportBetDetails }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const status = known(bet.status, SPORT_STATUSES);
  const type = known(bet.type, ['single', 'acca', 'system'] as const);
  const kind =
    type === 'system' ? t('casino.history.systemOf', { k: bet.system_size ?? 0, n: bet.selections.length }) : t(type === 'acca' ? 'casino.history.sportTypes.acca' : 'casino.history.sportTypes.single');
  const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency);
  const paid = bet.payout && bet.payout.amount > 0;
  return (
    <li className="list-card list-card--column" data-bet-id={item.id} data-kind="sport" data-status={bet.status}>
      <span className="list-card__row">
        <span className="list-card__main">
          <span className="list-card__title">
            {kind} · {formatNumber(bet.total_odds)}
          </span>
          <span className="list-card__sub">
            {item.created_at ? formatDateTime(item.created_at, t('casino.at')) : ''}
            {` · ${t('casino.history.stake', { amount: money(bet.original_stake ?? bet.stake) })}`}
          </span>
        </span>
        <span className={`list-card__amount tabular${status === 'lost' ? ' list-card__amount--loss' : ''}`} data-testid="bet-status">
          {status ? t(STATUS_WORDS[status]) : bet.status}
        </span>
      </span>
      <span className="list-card__sub">
        {status === 'open' && bet.potential_payout ? t('casino.history.potential', { amount: money(bet.potential_payout) }) : paid && bet.payout ? t('casino.history.payout', { amount: money(bet.payout) }) : null}
        {bet.source === 'betting_bonus' ? ` · ${t('casino.history.bonusMoney')}` : null}
      </span>
      <button type="button" className="history-bet__toggle" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        {open ? t('casino.history.hideDetails') : t('casino.history.details')}
      </button>
      {open ? (
        <div id={detailsId} className="history-bet__details" data-testid="bet-details">
          <p className="history-bet__heading">{t('casino.history.betNumber', { id: item.id })}</p>
          <p className="history-bet__heading">{t('casino.history.selections')}</p>
          <ul className="history-bet__selections">
            {bet.selections.map((selection) => {
              const result = known(selection.result, ['won', 'lost', 'void'] as const) ?? 'pending';
              return (
                <li key={selection.id} data-result={result}>
                  <span>
                    {selection.event}
                    {selection.score ? ` (${selection.score})` : ''}
                  </span>
                  <span className="list-card__sub">
                    {selection.market}: {selection.outcome} · {t('casino.history.oddsTaken', { odds: formatNumber(selection.odds) })} · {t(RESULT_WORDS[result])}
                  </span>
                </li>
              );
            })}
          </ul>
          <p>{t('casino.history.stake', { amount: money(bet.original_stake ?? bet.stake) })}</p>
          {bet.payout ? <p>{t('casino.history.payout', { amount: money(bet.payout) })}</p> : null}
          {bet.cashouts.length > 0 ? (
            <>
              <p className="history-bet__heading">{t('casino.history.cashouts')}</p>
              <ul className="history-bet__selections" data-testid="bet-cashouts">
                {bet.cashouts.map((cashout) => (
                  <li key={cashout.at}>{t('casino.history.cashoutLine', { date: formatDateTime(cashout.at, t('casino.at')), amount: money(cashout.amount) })}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
