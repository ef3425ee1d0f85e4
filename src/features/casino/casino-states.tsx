/** The casino's failed and empty states (DESIGN.md: a short sentence and one action). */
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { EmptyState } from '../../ui/placeholder.tsx';

/** A read failed (SPEC §8): said, with a retry; `quiet` for a retry that is not the screen's main action. */
export function ReadFailed({ title, description, retry, quiet = false }: { title: string; description?: string; retry: () => void; quiet?: boolean }) {
  const t = useT();
  return (
    <EmptyState
      alert
      title={title}
      description={description}
      action={
        <button type="button" className={quiet ? 'omad-action' : 'omad-action omad-action--primary'} onClick={retry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** Nothing to list here: said, with the way to the whole game hall. */
export function NothingHere({ title, description, linkText }: { title: string; description: string; linkText: string }) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Link className="omad-link-button" href={href('gamehall')}>
          {linkText}
        </Link>
      }
    />
  );
}
