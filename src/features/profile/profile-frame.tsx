/** The frame of every profile page: its way back to the profile, its title, and its content once read. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
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
