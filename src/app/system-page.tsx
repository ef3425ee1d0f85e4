/** The fatal pages of SPEC §2/§8: header, description and the stated button. */
import { Link } from 'wouter';
import type { FatalAction } from '../api/errors.ts';
import { useT } from '../i18n/index.ts';
import { href } from '../lib/paths.ts';
import { clearFatal } from '../stores/fatal-store.ts';
import { EmptyState } from '../ui/placeholder.tsx';

const KEYS: Record<FatalAction, string> = {
  'not-found': 'system.notFound',
  forbidden: 'system.forbidden',
  maintenance: 'system.maintenance',
  'user-blocked': 'system.userBlocked',
};

export function SystemPage({ action }: { action: FatalAction }) {
  const t = useT();
  const key = KEYS[action];
  const button =
    action === 'maintenance' ? null : (
      <Link
        className="omad-link-button"
        href={action === 'user-blocked' ? href('support') : href('home')}
        onClick={action === 'user-blocked' ? undefined : clearFatal}
      >
        {t(`${key}.button`)}
      </Link>
    );
  return (
    <main className="omad-page omad-page--system" data-system-page={action}>
      <EmptyState title={t(`${key}.title`)} description={t(`${key}.text`)} action={button} />
    </main>
  );
}
