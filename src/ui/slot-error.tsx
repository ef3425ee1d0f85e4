/**
 * SPEC §2 system pages, slot error: a game failed to launch; its button leads to the game hall. The game page shows it
 * in place of the game's frame, inside the game's `<main>`.
 */
import { Link } from 'wouter';
import { useT } from '../i18n/index.ts';
import { href } from '../lib/paths.ts';
import { EmptyState } from './placeholder.tsx';
import '../i18n/texts/system.ts';

export function SlotError() {
  const t = useT();
  return (
    <div className="omad-page omad-page--system" data-system-page="slot-error">
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
    </div>
  );
}
