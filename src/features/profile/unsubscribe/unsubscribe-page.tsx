/**
 * Unsubscribe (SPEC §2 /unsubscribe; account.unsubscribe answers 1 or failed, SPEC §8). Nothing is unsubscribed when
 * the page opens (a mail client's link preview or a prefetch would do it): the page says what will be unsubscribed and
 * acts on the player's tap.
 * - A link from an e-mail carries its contact and token: that contact, for anyone holding the link.
 * - A signed-in player without a token: the contact the address names, or else every contact still subscribed (read
 *   from the profile and listed).
 * - A guest without a token: nothing can be unsubscribed here; the page says so and offers the sign-in.
 */
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { getProfileInfo } from '../../../api/account.ts';
import { useRead } from '../../../server-data/reads.ts';
import { useWrite } from '../../../server-data/writes.ts';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../../stores/session-store.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { unsubscribeContacts } from '../profile-data.ts';
import '../../../i18n/texts/profile.ts';
// useWrite's general failure sentence is auth.errors.generic.
import '../../../i18n/texts/auth.ts';
import '../../../i18n/texts/system.ts';

const CONTACTS = { fields: ['contacts'] } as const;

type Outcome = 'done' | 'failed';

export default function UnsubscribePage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const contact = search.get('contact') || undefined;
  const token = search.get('token') || undefined;
  const { info, loaded } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  const fromLink = contact !== undefined && token !== undefined;
  // Every subscribed contact is listed only for a signed-in player whose address names none.
  const profile = useRead(getProfileInfo, CONTACTS, { enabled: signedIn && !fromLink && contact === undefined, localised: false });
  const [outcome, setOutcome] = useState<Outcome>();
  const confirm = useWrite({
    run: () => unsubscribeContacts({ ...(contact ? { contact } : {}), ...(token ? { token } : {}) }),
    done: () => {
      setOutcome('done');
      return undefined;
    },
    // The page itself says it failed, with the way to the settings.
    fail: () => {
      setOutcome('failed');
      return null;
    },
  });

  if (outcome) {
    const done = outcome === 'done';
    return (
      <main className="omad-page omad-page--system" data-system-page="unsubscribe">
        <EmptyState
          alert={!done}
          title={done ? t('system.unsubscribe.title') : t('profile.unsubscribe.failed')}
          description={done ? t('system.unsubscribe.text') : undefined}
          action={
            <Link className="omad-link-button" href={done ? href('home') : href('profileNotification')}>
              {done ? t('system.unsubscribe.button') : t('profile.unsubscribe.toSettings')}
            </Link>
          }
        />
      </main>
    );
  }
  if (!fromLink && !loaded) return <Spinner label={t('common.loading')} />;
  if (!fromLink && !signedIn) {
    return (
      <main className="omad-page omad-page--system" data-system-page="unsubscribe">
        <EmptyState title={t('profile.unsubscribe.title')} description={t('profile.unsubscribe.incomplete')} action={<Button onClick={() => openPopup('authentication')}>{t('nav.signIn')}</Button>} />
      </main>
    );
  }
  let question: string;
  let listed: readonly string[] = [];
  if (contact !== undefined) question = t('profile.unsubscribe.one', { contact });
  else if (profile.status === 'loading') return <Spinner label={t('common.loading')} />;
  else {
    listed = profile.status === 'ready' ? (profile.data.contacts ?? []).filter((entry) => entry.is_subscribed).map((entry) => entry.contact) : [];
    // A failed read lists nothing but still lets the player unsubscribe every contact (the platform knows them).
    question = profile.status === 'ready' && listed.length === 0 ? t('profile.unsubscribe.none') : t('profile.unsubscribe.all');
  }
  const nothingToDo = contact === undefined && profile.status === 'ready' && listed.length === 0;
  return (
    <main className="omad-page omad-page--system" data-system-page="unsubscribe">
      <EmptyState title={t('profile.unsubscribe.title')} description={question} />
      {listed.length > 0 ? (
        <ul className="omad-empty__description" data-testid="unsubscribe-contacts">
          {listed.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      ) : null}
      <div className="omad-empty__action">
        {nothingToDo ? (
          <Link className="omad-link-button" href={href('profileNotification')}>
            {t('profile.unsubscribe.toSettings')}
          </Link>
        ) : (
          <Button onClick={() => void confirm.run()} loading={confirm.busy} disabled={confirm.busy}>
            {t('profile.unsubscribe.confirm')}
          </Button>
        )}
      </div>
    </main>
  );
}
