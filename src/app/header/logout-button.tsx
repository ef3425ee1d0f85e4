import { useLocation } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { trackLogoutError } from '../../services/analytics-events.ts';
import { href } from '../../lib/paths.ts';
import { useWrite } from '../../server-data/writes.ts';
import { signOut } from '../../stores/session-store.ts';
// useWrite's general failure sentence is an auth.* text (src/server-data/writes.ts).
import '../../i18n/texts/auth.ts';

/** SPEC §4: logout goes to the index. `onDone` runs once the player is out (the sidebar popup closes itself). */
export function LogoutButton({ className, onDone }: { className: string; onDone?: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const goHome = () => {
    onDone?.();
    navigate(href('home'));
  };
  // signOut clears the player's data whatever the server answers; the way home follows either way (SPEC §8: a logout
  // failure is an analytics event, not a message).
  const logout = useWrite({
    run: () => signOut(),
    done: () => {
      goHome();
      return undefined;
    },
    fail: (error) => {
      trackLogoutError(error);
      goHome();
      return null;
    },
  });
  return (
    <button type="button" className={className} aria-busy={logout.busy || undefined} onClick={() => void logout.run()}>
      {t('header.logout')}
    </button>
  );
}
