/**
 * The frame every cashier screen stands in: the title and the section links, and a read's three states in the
 * cashier's own look (skeleton rows shaped like a form or a list, a failure card with its retry). The cashier keeps
 * this look rather than the card skeletons of src/ui/read-view.tsx: those bring the list styles, and the deposit page's
 * first load has no room for them (decision 010, budgets.json).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ReadState } from '../../server-data/reads.ts';
import { useT } from '../../i18n/index.ts';
import { href, type RouteName } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import './cashier.css';
// Every cashier screen stands in this frame, so the cashier's texts come with it (src/i18n/texts/).
import '../../i18n/texts/cashier.ts';

const SECTIONS = [
  { route: 'cashierDeposit', label: 'cashier.nav.deposit' },
  { route: 'cashierWithdraw', label: 'cashier.nav.withdraw' },
  { route: 'cashierHistory', label: 'cashier.nav.history' },
  { route: 'cashierWallet', label: 'cashier.nav.wallet' },
] as const satisfies readonly { route: RouteName; label: string }[];

export type Section = (typeof SECTIONS)[number]['route'];

/** The cashier's sections, one thumb's reach apart. */
export function CashierNav({ current }: { current: Section | undefined }) {
  const t = useT();
  return (
    <nav className="cashier-nav" aria-label={t('pages.cashier')}>
      {SECTIONS.map((section) => (
        <Link key={section.route} href={href(section.route)} className="cashier-nav__item" aria-current={section.route === current ? 'page' : undefined}>
          {t(section.label)}
        </Link>
      ))}
    </nav>
  );
}

export function CashierFrame({ title, section, children }: { title: string; section?: Section; children: ReactNode }) {
  return (
    <main className="omad-page cashier">
      <h1 className="cashier__title">{title}</h1>
      {section ? <CashierNav current={section} /> : null}
      {children}
    </main>
  );
}

/** A titled section of a cashier screen. */
export function CashierSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="cashier-section" aria-labelledby={id}>
      <h2 id={id} className="cashier__subtitle">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A skeleton shaped like what loads: `rows` bars of a list or a form. */
export function Skeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="cashier-skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="cashier-skeleton__row" />
      ))}
    </div>
  );
}

/** A failed read: one sentence and a retry (DESIGN.md). */
export function Failed({ retry, text }: { retry: () => void; text?: string }) {
  const t = useT();
  return (
    <div className="cashier-card cashier-card--failed" role="alert">
      <p className="cashier__error">{text ?? t('cashier.loadFailed')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}

/**
 * Skeleton rows while loading, a sentence and a retry when it failed, the content when ready. `failed` says what a
 * failure that is not for a retry shows instead (null: nothing); undefined keeps the retry.
 */
export function CashierReadView<T>({ state, rows, failed, children }: { state: ReadState<T>; rows?: number; failed?: (error: unknown) => ReactNode | undefined; children: (data: T) => ReactNode }) {
  const t = useT();
  if (state.status === 'loading') return <Skeleton rows={rows} label={t('common.loading')} />;
  if (state.status === 'failed') {
    const instead = failed?.(state.error);
    return instead === undefined ? <Failed retry={state.retry} /> : <>{instead}</>;
  }
  return <>{children(state.data)}</>;
}
