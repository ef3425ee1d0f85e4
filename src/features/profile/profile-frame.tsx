/** The frame of every profile page: its way back to the profile, its title, and its content once read. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import type { ReadState } from '../../server-data/reads.ts';
import { Button } from '../../ui/button.tsx';
import './profile.css';

export function ProfileFrame({ title, children, back = true }: { title: string; children: ReactNode; back?: boolean }) {
  const t = useT();
  return (
    <main className="omad-page profile">
      {back ? (
        <Link className="profile__back" href={href('profile')}>
          ‹ {t('profile.title')}
        </Link>
      ) : null}
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** Skeleton while loading, a sentence and a retry when it failed, the content when ready. */
export function Loaded<T>({ load, children }: { load: ReadState<T>; children: (data: T) => ReactNode }) {
  const t = useT();
  if (load.status === 'loading') return <div className="profile__skeleton" role="status" aria-label={t('profile.loading')} />;
  if (load.status === 'failed') {
    return (
      <div className="profile__card" role="alert">
        <p className="profile__error">{t('profile.loadFailed')}</p>
        <Button variant="secondary" onClick={load.retry}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(load.data)}</>;
}
