/** The frame every loyalty screen stands in: the page with its way back, its sections, and the gate of the CMS flags. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { cmsState } from '../../stores/cms-store.ts';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';
import { loyaltyParts } from './loyalty-rules.ts';
import './loyalty.css';
// Every loyalty screen stands in this frame, so the section's texts come with it (src/i18n/texts/).
import '../../i18n/texts/loyalty.ts';

export function LoyaltyFrame({ title, back, children }: { title: string; back?: { href: string; label: string }; children: ReactNode }) {
  return (
    <main className="omad-page loyalty">
      {back ? (
        <Link className="loyalty__back" href={back.href}>
          ‹ {back.label}
        </Link>
      ) : null}
      <h1 className="loyalty__title">{title}</h1>
      {children}
    </main>
  );
}

/** Which loyalty parts the CMS turns on (SPEC §6). */
export function useLoyaltyParts() {
  const settings = useSnapshot(cmsState).settings;
  return loyaltyParts(settings);
}

/** What a player finds when the operator has switched the programme off: a plain sentence and the way home. */
export function LoyaltyUnavailable() {
  const t = useT();
  return (
    <main className="omad-page loyalty" data-testid="loyalty-unavailable">
      <EmptyState
        title={t('loyalty.unavailable.title')}
        description={t('loyalty.unavailable.text')}
        action={
          <Link className="omad-action omad-action--primary" href={href('home')}>
            {t('loyalty.unavailable.home')}
          </Link>
        }
      />
    </main>
  );
}

/** A titled section of a loyalty page, plain or on a card. */
export function LoyaltySection({ id, title, card, children }: { id: string; title: string; card?: boolean; children: ReactNode }) {
  return (
    <section className={card ? 'loyalty__card' : 'loyalty__section'} aria-labelledby={id}>
      <h2 id={id} className="loyalty__subtitle">
        {title}
      </h2>
      {children}
    </section>
  );
}
