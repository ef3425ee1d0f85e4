/**
 * SPEC §2 slot error: a game failed to launch; its button leads to the game hall. One view for the system page
 * (src/features/system-pages/slot-error-page.tsx, its own `<main>`) and the game page (inside the game's `<main>`).
 */
import { Link } from 'wouter';
import { useT } from '../i18n/index.ts';
import { href } from '../lib/paths.ts';
import { EmptyState } from './placeholder.tsx';
import '../i18n/texts/system.ts';

export function SlotError({ as: Tag = 'div' }: { as?: 'main' | 'div' }) {
  const t = useT();
  return (
    <Tag className="omad-page omad-page--system" data-system-page="slot-error">
      <EmptyState
        alert
        title={t('system.slotError.title')}
        description={t('system.slotError.text')}
        action={
          <Link className="omad-link-button" href={href('gamehall')}>
            {t('system.slotError.button')}
          </Link>
        }
      />
    </Tag>
  );
}
