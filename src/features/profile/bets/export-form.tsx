/**
 * The form asking for a new game-history export over a date range (history-export-range.ts): the form says what is
 * wrong with the days first; the platform's refusals of them land under the same fields, anything else is a toast.
 */
import { useId, useState } from 'react';
import { createHistoryExportRequest, type HistoryExportRequest } from '../../../api/games.ts';
import { ApiError } from '../../../api/errors.ts';
import { useT } from '../../../i18n/index.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { showToast } from '../../../stores/toast-store.ts';
import { EXPORT_MAX_RANGE_DAYS, defaultExportRange, exportRange, isoDay, type ExportRange, type ExportRangeError } from './history-export-range.ts';

/** Messages of the platform's refusals (error_data keys of mocks/api/games.ts) as the form's own errors. */
const SERVER_ERRORS: Readonly<Record<string, ExportRangeError>> = { IN_FUTURE: 'toInFuture', AFTER_DATE_TO: 'fromAfterTo', RANGE_TOO_LONG: 'tooLong' };

function serverFieldError(error: unknown): { field: 'from' | 'to'; error: ExportRangeError } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  for (const [name, field] of [['date_from', 'from'], ['date_to', 'to']] as const) {
    const key = error.errorData?.[name]?.[0];
    const mapped = key === undefined ? undefined : SERVER_ERRORS[key];
    if (mapped) return { field, error: mapped === 'toInFuture' && field === 'from' ? 'fromInFuture' : mapped };
  }
  return undefined;
}

export function ExportForm({ onCreated }: { onCreated: (request: HistoryExportRequest) => void }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState(() => defaultExportRange(new Date()));
  const [errors, setErrors] = useState<{ from?: ExportRangeError; to?: ExportRangeError }>({});
  const today = isoDay(new Date());
  const message = (error: ExportRangeError | undefined) => (error ? t(`casino.history.range.${error}`, { days: EXPORT_MAX_RANGE_DAYS }) : undefined);

  const create = useWrite<ExportRange, HistoryExportRequest>({
    run: (range) => createHistoryExportRequest(range),
    done: (answer) => {
      onCreated(answer);
      showToast(t('casino.history.exportRequested'), { kind: 'success' });
      return undefined;
    },
    fail: (error) => {
      const field = serverFieldError(error);
      if (field) setErrors({ [field.field]: field.error });
      else showToast(t('casino.history.exportFailed'), { kind: 'error' });
      return null;
    },
  });

  const submit = () => {
    const checked = exportRange(values.from, values.to, new Date());
    if ('error' in checked) {
      setErrors({ [checked.field]: checked.error });
      return;
    }
    setErrors({});
    void create.run(checked.range);
  };

  const field = (name: 'from' | 'to') => {
    const error = message(errors[name]);
    const inputId = `${id}-${name}`;
    return (
      <div className="history-export__field">
        <label className="history-export__label" htmlFor={inputId}>
          {t(name === 'from' ? 'casino.history.range.from' : 'casino.history.range.to')}
        </label>
        <input
          id={inputId}
          className="history-export__date"
          type="date"
          required
          max={today}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((previous) => ({ ...previous, [name]: value }));
            setErrors({});
          }}
        />
        {error ? (
          <p id={`${inputId}-error`} className="history-export__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="history-export"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`}>{t('casino.history.range.title')}</h2>
      <p className="list-count">{t('casino.history.range.hint', { days: EXPORT_MAX_RANGE_DAYS })}</p>
      <div className="history-export__dates">
        {field('from')}
        {field('to')}
      </div>
      <button type="submit" className="omad-action omad-action--primary" disabled={create.busy} aria-busy={create.busy || undefined}>
        {create.busy ? t('common.loading') : t('casino.history.requestExport')}
      </button>
    </form>
  );
}
