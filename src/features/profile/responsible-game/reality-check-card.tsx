/** The reality-check reminder's interval (account.setRealityCheck): off, or every 15 minutes to 2 hours of a session. */
import { useState } from 'react';
import { setRealityCheck, type ResponsibleGaming } from '../../../api/account.ts';
import { REALITY_CHECK_MINUTES as REALITY_OPTIONS } from '../../../api/responsible-gaming.ts';
import { useT } from '../../../i18n/index.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { SaveMessage } from '../save-message.tsx';
import { Select } from '../select-field.tsx';

/** `onSaved`: the platform answers the new settings; every read of them (the session's reminder too) follows at once. */
export function RealityCheckCard({ settings, onSaved }: { settings: ResponsibleGaming; onSaved: (next: ResponsibleGaming) => void }) {
  const t = useT();
  const [minutes, setMinutes] = useState(String(settings.reality_check_minutes ?? 0));
  const save = useWrite({
    run: () => setRealityCheck({ minutes: Number(minutes) }),
    done: (saved) => {
      onSaved(saved);
      return t('profile.responsible.realitySaved');
    },
    fail: () => t('auth.errors.generic'),
  });
  return (
    <section className="profile__card">
      <h2>{t('profile.responsible.realityTitle')}</h2>
      <p className="profile__text">{t('profile.responsible.realityText')}</p>
      <form className="profile__form" onSubmit={save.submit} aria-label={t('profile.responsible.realityTitle')}>
        <Select
          label={t('profile.responsible.realityTitle')}
          name="reality_check"
          value={minutes}
          onChange={setMinutes}
          options={REALITY_OPTIONS.map((value) => ({ value: String(value), label: value === 0 ? t('profile.responsible.realityOff') : t('profile.responsible.realityMinutes', { minutes: value }) }))}
        />
        <SaveMessage error={save.error} ok={save.ok} />
        <Button type="submit" variant="secondary" loading={save.busy} disabled={save.busy}>
          {t('profile.responsible.realitySave')}
        </Button>
      </form>
    </section>
  );
}
