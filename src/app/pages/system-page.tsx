/** The fatal pages of SPEC §2/§8: header, description and the stated button. */
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { FatalAction } from '../../api/errors.ts';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { clearFatal } from '../../stores/fatal-store.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import '../../i18n/texts/system.ts';

const KEYS = {
  'not-found': 'system.notFound',
  forbidden: 'system.forbidden',
  maintenance: 'system.maintenance',
  'user-blocked': 'system.userBlocked',
} as const satisfies Record<FatalAction, string>;

export function SystemPage({ action, detail }: { action: FatalAction; detail?: string }) {
  const t = useT();
  const key = KEYS[action];
  const buttonKey = action === 'maintenance' ? null : KEYS[action];
  const button =
    buttonKey === null ? null : (
      <Link
        className="omad-link-button"
        href={action === 'user-blocked' ? href('support') : href('home')}
        onClick={action === 'user-blocked' ? undefined : clearFatal}
      >
        {t(`${buttonKey}.button`)}
      </Link>
    );
  return (
    <main className="omad-page omad-page--system" data-system-page={action}>
      <EmptyState title={t(`${key}.title`)} description={detail ?? t(`${key}.text`)} action={button} />
    </main>
  );
}

/**
 * SPEC §2: an unmatched route gives 'Page not found'; a failed validate step 'Page Not Found: {path}'. The English
 * message is for logs; the player reads the localized page.
 */
export function NotFoundPage({ path }: { path?: string }) {
  useEffect(() => {
    console.warn(path ? `[omad] Page Not Found: ${path}` : '[omad] Page not found');
  }, [path]);
  return <SystemPage action="not-found" />;
}
