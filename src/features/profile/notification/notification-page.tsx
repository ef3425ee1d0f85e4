/** Notification settings (SPEC §2 /profile/notification): the subscription of each contact (account.changeSubscription), or all off (account.unsubscribe). */
import { useState } from 'react';
import { changeSubscription, getProfileInfo, unsubscribe } from '../../../api/account.ts';
import { expectOne } from '../../../api/client.ts';
import { invalidateReads, useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Loaded, Message, ProfileFrame, Switch } from '../parts.tsx';
import '../../../i18n/texts/profile.ts';
import '../../../i18n/texts/auth.ts';

export default function NotificationPage() {
  const t = useT();
  const load = useRead(getProfileInfo, { fields: ['contacts'] }, { localised: false });
  const [message, setMessage] = useState<{ error?: string; ok?: string }>({});
  const run = async (action: () => Promise<unknown>, operation: string) => {
    setMessage({});
    try {
      expectOne(operation, await action());
      // The switches show the subscriptions the platform now holds.
      await invalidateReads(['account.getprofileinfo']);
      setMessage({ ok: t('profile.notification.saved') });
    } catch {
      setMessage({ error: t('auth.errors.generic') });
    }
  };
  return (
    <ProfileFrame title={t('profile.notification.title')}>
      <p className="profile__text">{t('profile.notification.text')}</p>
      <Loaded load={load}>
        {(profile) => (
          <section className="profile__card">
            {(profile.contacts ?? []).length === 0 ? <p className="profile__text">{t('profile.contacts.empty')}</p> : null}
            {(profile.contacts ?? []).map((contact) => (
              <Switch
                key={contact.contact}
                label={contact.contact}
                checked={contact.is_subscribed}
                onChange={(next) => void run(() => changeSubscription({ contact: contact.contact, subscription: next ? 1 : 0 }), 'account.changeSubscription')}
              />
            ))}
            <Message {...message} />
            <Button variant="secondary" onClick={() => void run(() => unsubscribe({}), 'account.unsubscribe')}>
              {t('profile.notification.unsubscribeAll')}
            </Button>
          </section>
        )}
      </Loaded>
    </ProfileFrame>
  );
}
