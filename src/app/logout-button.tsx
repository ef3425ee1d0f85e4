import { useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/index.ts';
import { trackLogoutError } from '../services/analytics-events.ts';
import { href } from '../lib/paths.ts';
import { signOut } from '../stores/session-store.ts';

/** SPEC §4: logout goes to the index. `onDone` runs once the player is out (the sidebar popup closes itself). */
export function LogoutButton({ className, onDone }: { className: string; onDone?: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-busy={pending || undefined}
      onClick={() => {
        if (pending) return;
        setPending(true);
        // signOut clears the player's data whatever the server answers; the way home follows either way.
        void signOut()
          .catch(trackLogoutError)
          .then(() => {
            setPending(false);
            onDone?.();
            navigate(href('home'));
          });
      }}
    >
      {t('header.logout')}
    </button>
  );
}
