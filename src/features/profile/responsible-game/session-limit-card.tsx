/**
 * The session-time limit (decision 035; UKGC RTS 12 / MGA time limits): how long a session may last and the break
 * that follows it. A stricter limit applies at once; a looser one or its removal after 24 hours, shown with the moment
 * it applies. The platform ends the session at the limit (SessionTimeLimitException, src/app/boot/api-failures.ts).
 */
import { useState } from 'react';
import { SESSION_BREAK_MINUTES, SESSION_LIMIT_MINUTES, getSessionLimit, setSessionLimit, type SessionLimit } from '../../../api/session-limit.ts';
import { isApiError } from '../../../api/errors.ts';
import { formatDuration } from '../../../i18n/protection-format.ts';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { setReadData, useRead } from '../../../server-data/reads.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { ReadView } from '../../../ui/read-view.tsx';
import { SaveMessage } from '../save-message.tsx';
import { Select } from '../select-field.tsx';
import '../../../i18n/texts/protection.ts';

export function SessionLimitCard() {
  const t = useT();
  const limit = useRead(getSessionLimit, {}, { localised: false });
  return (
    <section className="profile__card" aria-labelledby="session-limit-title">
      <h2 id="session-limit-title">{t('protection.sessionTitle')}</h2>
      <p className="profile__text">{t('protection.sessionText')}</p>
      <ReadView state={limit} failedTitle={t('profile.loadFailed')} skeletons={1}>
        {(current) => <SessionLimitForm current={current} />}
      </ReadView>
    </section>
  );
}

function SessionLimitForm({ current }: { current: SessionLimit }) {
  const t = useT();
  const [minutes, setMinutes] = useState(String(current.minutes ?? 0));
  const [pause, setPause] = useState(String(current.break_minutes ?? SESSION_BREAK_MINUTES[2]));
  const when = (unixSeconds: number) => formatDateTime(unixSeconds, t('protection.at'));
  const describe = (value: { minutes: number | null; break_minutes: number | null }) =>
    value.minutes === null || value.break_minutes === null
      ? t('protection.sessionRemoval')
      : t('protection.sessionCurrent', { length: formatDuration(t, value.minutes), pause: formatDuration(t, value.break_minutes) });
  const save = useWrite({
    run: () => setSessionLimit(minutes === '0' ? { minutes: 0 } : { minutes: Number(minutes), break_minutes: Number(pause) }),
    done: (next) => {
      setReadData(getSessionLimit, {}, next);
      return next.pending ? t('protection.sessionLater') : t('protection.sessionSaved');
    },
    fail: (error) => (isApiError(error) && error.kind === 'network' ? t('errors.network') : t('protection.sessionFailed')),
  });
  return (
    <>
      <div data-testid="session-limit">
        <p className="profile__text">{current.minutes === null ? t('protection.sessionNone') : describe(current)}</p>
        {current.session_ends_at !== null ? <p className="profile__text">{t('protection.sessionEnds', { time: when(current.session_ends_at) })}</p> : null}
        {current.pending ? <p className="profile__text">{t('protection.sessionPending', { value: describe(current.pending), date: when(current.pending.at) })}</p> : null}
      </div>
      <form className="profile__form" onSubmit={save.submit} aria-label={t('protection.sessionTitle')}>
        <Select
          label={t('protection.sessionLength')}
          name="session_minutes"
          value={minutes}
          onChange={setMinutes}
          options={[{ value: '0', label: t('protection.sessionOff') }, ...SESSION_LIMIT_MINUTES.map((value) => ({ value: String(value), label: formatDuration(t, value) }))]}
        />
        {minutes !== '0' ? (
          <Select label={t('protection.sessionBreak')} name="break_minutes" value={pause} onChange={setPause} options={SESSION_BREAK_MINUTES.map((value) => ({ value: String(value), label: formatDuration(t, value) }))} />
        ) : null}
        <SaveMessage error={save.error} ok={save.ok} />
        <Button type="submit" variant="secondary" loading={save.busy} disabled={save.busy}>
          {t('protection.sessionSave')}
        </Button>
      </form>
    </>
  );
}
