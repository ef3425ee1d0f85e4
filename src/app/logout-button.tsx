import { useLocation } from 'wouter';
import { useT } from '../i18n/index.ts';
import { href } from '../lib/paths.ts';
import { signOut } from '../stores/session-store.ts';

/** SPEC §4: logout goes to the index. */
export function LogoutButton({ className }: { className: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        void signOut().then(() => navigate(href('home')));
      }}
    >
      {t('header.logout')}
    </button>
  );
}
