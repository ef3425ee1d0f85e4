/** Notification settings (SPEC §2 /profile/notification): the subscription of each contact (account.changeSubscription), or all off (account.unsubscribe). */
import { getProfileInfo } from '../../../api/account.ts';
import { useT } from '../../../i18n/index.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { Button } from '../../../ui/button.tsx';
import { PROFILE_READS, setSubscription, unsubscribeContacts } from '../profile-data.ts';
import { ReadView } from '../../../ui/read-view.tsx';
import { ProfileFrame } from '../profile-frame.tsx';
import { SaveMessage } from '../save-message.tsx';
import { Switch } from '../switch-field.tsx';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/auth.ts';

/** One contact's subscription, or every contact off. */
type Change = { contact: string; subscribed: boolean } | 'all-off';

export default function NotificationPage() {
  const t = useT();
  const load = useRead(getProfileInfo, { fields: ['contacts'] }, { localised: false });
  const save = useWrite<Change>({
    run: (change) => (change === 'all-off' ? unsubscribeContacts({}) : setSubscription(change.contact, change.subscribed)),
    // The switches show the subscriptions the platform now holds.
    invalidates: PROFILE_READS,
    done: () => t('profile.notification.saved'),
    fail: () => t('auth.errors.generic'),
  });
  return (
    <ProfileFrame title={t('profile.notification.title')}>
      <p className="profile__text">{t('profile.notification.text')}</p>
      <ReadView state={load} failedTitle={t('profile.loadFailed')}>
        {(profile) => (
          <section className="profile__card">
            {(profile.contacts ?? []).length === 0 ? <p className="profile__text">{t('profile.contacts.empty')}</p> : null}
            {(profile.contacts ?? []).map((contact) => (
              <Switch key={contact.contact} label={contact.contact} checked={contact.is_subscribed} onChange={(next) => void save.run({ contact: contact.contact, subscribed: next })} />
            ))}
            <SaveMessage error={save.error} ok={save.ok} />
            <Button variant="secondary" onClick={() => void save.run('all-off')}>
              {t('profile.notification.unsubscribeAll')}
            </Button>
          </section>
        )}
      </ReadView>
    </ProfileFrame>
  );
}
