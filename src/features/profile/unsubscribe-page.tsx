/**
 * Unsubscribe (SPEC §2 /unsubscribe): from an e-mail link (contact and token) or signed in; account.unsubscribe
 * answers 1 or failed (SPEC §8). Shows the system page's header, description and button.
 */
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { unsubscribe } from '../../api/account.ts';
import { expectOne } from '../../api/client.ts';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import '../../i18n/texts/profile.ts';
import '../../i18n/texts/system.ts';

export default function UnsubscribePage() {
  const t = useT();
  const search = new URLSearchParams(useSearch());
  const contact = search.get('contact');
  const token = search.get('token');
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  useEffect(() => {
    unsubscribe({ ...(contact ? { contact } : {}), ...(token ? { token } : {}) })
      .then((answer) => {
        expectOne('account.unsubscribe', answer);
        setState('done');
      })
      .catch(() => setState('failed'));
  }, [contact, token]);
  if (state === 'working') return <Spinner label={t('profile.unsubscribe.working')} />;
  return (
    <main className="omad-page omad-page--system" data-system-page="unsubscribe">
      <EmptyState
        alert={state === 'failed'}
        title={state === 'done' ? t('system.unsubscribe.title') : t('profile.unsubscribe.failed')}
        description={state === 'done' ? t('system.unsubscribe.text') : undefined}
        action={
          <Link className="omad-link-button" href={state === 'done' ? href('home') : href('profileNotification')}>
            {state === 'done' ? t('system.unsubscribe.button') : t('profile.unsubscribe.toSettings')}
          </Link>
        }
      />
    </main>
  );
}
