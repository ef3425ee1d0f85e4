/** The game history's filter (history-filter.ts): kind chips, a status and a date range, applied as they change. */
import { useId } from 'react';
import { HISTORY_KINDS, HISTORY_STATUSES } from '../../../api/games.ts';
import { useT } from '../../../i18n/index.ts';
import { isoDay } from './history-export-range.ts';
import type { HistoryFilter } from './history-filter.ts';
import { KIND_WORDS, STATUS_WORDS } from './history-words.ts';

export function HistoryFilterForm({ filter, onChange }: { filter: HistoryFilter; onChange: (next: HistoryFilter) => void }) {
  const t = useT();
  const id = useId();
  const today = isoDay(new Date());
  return (
    <form className="history-filter" aria-label={t('casino.history.filters')} onSubmit={(event) => event.preventDefault()}>
      <div className="chip-row" role="group" aria-label={t('casino.history.kind')}>
        {HISTORY_KINDS.map((kind) => (
          <button key={kind} type="button" className="chip" aria-pressed={filter.kind === kind} onClick={() => onChange({ ...filter, kind })}>
            {t(KIND_WORDS[kind])}
          </button>
        ))}
      </div>
      <div className="history-filter__fields">
        <label className="history-export__field">
          <span className="history-export__label">{t('casino.history.status')}</span>
          <select
            id={`${id}-status`}
            className="history-export__date"
            value={filter.status ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ ...filter, status: HISTORY_STATUSES.find((status) => status === value) });
            }}
          >
            <option value="">{t('casino.history.statuses.any')}</option>
            {HISTORY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_WORDS[status])}
              </option>
            ))}
          </select>
        </label>
        <label className="history-export__field">
          <span className="history-export__label">{t('casino.history.from')}</span>
          <input className="history-export__date" type="date" max={today} value={filter.from} onChange={(event) => onChange({ ...filter, from: event.currentTarget.value })} />
        </label>
        <label className="history-export__field">
          <span className="history-export__label">{t('casino.history.to')}</span>
          <input className="history-export__date" type="date" max={today} value={filter.to} onChange={(event) => onChange({ ...filter, to: event.currentTarget.value })} />
        </label>
      </div>
    </form>
  );
}
