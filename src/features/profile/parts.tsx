/** Small building blocks of the profile pages: the page frame with its way back, load states, a labelled select, a switch. */
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import type { ReadState } from '../../server-data/reads.ts';
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

export interface SelectProps {
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function Select({ label, name, value, options, onChange, error, disabled }: SelectProps) {
  const id = useId();
  return (
    <div className="profile__select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="profile__select-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Switch({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <label className="profile__switch">
      <span>{label}</span>
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
    </label>
  );
}

export function Message({ error, ok }: { error?: string | undefined; ok?: string | undefined }) {
  if (error) {
    return (
      <p className="profile__error" role="alert">
        {error}
      </p>
    );
  }
  if (ok) {
    return (
      <p className="profile__ok" role="status">
        {ok}
      </p>
    );
  }
  return null;
}
