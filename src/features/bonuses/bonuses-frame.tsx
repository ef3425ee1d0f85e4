/** The frame every bonus screen stands in: the way back, the title, the section's styles and texts. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './bonuses.css';
// Every bonus screen stands in this frame, so the section's texts come with it (src/i18n/texts/).
import '../../i18n/texts/bonuses.ts';

export function BonusFrame({ title, back, children }: { title: string; back?: { href: string; label: string }; children: ReactNode }) {
  return (
    <main className="omad-page bonuses">
      {back ? (
        <Link className="bonuses__back" href={back.href}>
          ‹ {back.label}
        </Link>
      ) : null}
      <h1 className="bonuses__title">{title}</h1>
      {children}
    </main>
  );
}
