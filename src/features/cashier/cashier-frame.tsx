/** Building blocks of the cashier's screens: the frame with its section links, read states, a field, a status. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ReadState } from '../../server-data/reads.ts';
import { known, useT, type KeysUnder, type Translate } from '../../i18n/index.ts';
import { href, type RouteName } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import './cashier.css';
// Every cashier screen is built from these parts, so the cashier's texts come with them (src/i18n/texts/).
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

/** Skeleton while loading, a sentence and a retry when it failed, the content when ready. */
export function ReadView<T>({ state, rows, children }: { state: ReadState<T>; rows?: number; children: (data: T) => ReactNode }) {
  const t = useT();
  if (state.status === 'loading') return <Skeleton rows={rows} label={t('common.loading')} />;
  if (state.status === 'failed') return <Failed retry={state.retry} />;
  return <>{children(state.data)}</>;
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown inside the field's end, e.g. the recognised card brand. */
  after?: ReactNode;
}

/**
 * A labelled input: the label is a real <label>, the message is tied with aria-describedby. The cashier's own,
 * without the kit's text field: its stylesheet would double the cashier's first load (budgets.json).
 */
export function Field({ label, error, hint, after, className, ...input }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={`cashier-field${className ? ` ${className}` : ''}`}>
      <label className="cashier-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`cashier-field__box${error ? ' cashier-field__box--error' : ''}`}>
        <input {...input} id={id} className="cashier-field__input" aria-invalid={error ? true : undefined} aria-describedby={message ? messageId : undefined} />
        {after ? <span className="cashier-field__after">{after}</span> : null}
      </div>
      {message ? (
        <p id={messageId} className={error ? 'cashier-field__error' : 'cashier-field__hint'} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({ label, value, options, onChange, error, name }: { label: string; value: string; name: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="cashier-field">
      <label className="cashier-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`cashier-field__box${error ? ' cashier-field__box--error' : ''}`}>
        <select id={id} name={name} className="cashier-field__input" value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-message` : undefined} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-message`} className="cashier-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Tone = 'ok' | 'bad' | 'wait' | 'off';

function toneOf(status: string): Tone {
  if (status === 'success' || status === 'active' || status === 'paid_out') return 'ok';
  if (status === 'failed' || status === 'expired') return 'bad';
  if (status === 'new' || status === 'pending' || status === 'wagering' || status === 'available') return 'wait';
  return 'off';
}

const STATUSES = ['new', 'pending', 'success', 'failed', 'canceled', 'refunded', 'active', 'paid_out', 'finished', 'expired', 'available', 'wagering', 'cancelled'] as const satisfies readonly KeysUnder<'cashier.status'>[];

/** A transaction's status in words; one the dictionary does not know is shown as the platform gave it. */
export function statusWords(status: string, t: Translate): string {
  const name = known(status, STATUSES);
  return name ? t(`cashier.status.${name}`) : status;
}

/** A status in words and colour (never colour alone, DESIGN.md). */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span className={`cashier-status cashier-status--${toneOf(status)}`} data-status={status}>
      {statusWords(status, t)}
    </span>
  );
}

/** One sentence for the whole form, with what to do next. */
export function FormMessage({ text, action }: { text: string | undefined; action?: ReactNode }) {
  if (!text) return null;
  return (
    <div className="cashier-message" role="alert">
      <p>{text}</p>
      {action ? <div className="cashier-message__action">{action}</div> : null}
    </div>
  );
}
