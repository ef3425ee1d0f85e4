/**
 * The hall's lists of the player's own games (SPEC §6): favourites (games.getLikes) and recently played (kept on the
 * device). Loaded when the player chooses one of them (game-hall-page.tsx); the catalogue is the hall's first screen.
 */
import { useState } from 'react';
import { useRead } from '../../../server-data/reads.ts';
import { useT } from '../../../i18n/index.ts';
import { openPopup } from '../../../stores/popup-store.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import { gamesBySysnames } from '../casino-data.ts';
import { GridSkeleton, StaticTiles } from '../tiles/game-grid.tsx';
import { NothingHere, ReadFailed } from '../casino-states.tsx';
import { readRecentlyPlayed } from '../player-games/local-lists.ts';
import { usePlayerGames } from '../player-games/player-games.ts';
import '../../../ui/controls.css';
import '../../../i18n/texts/casino.recent.ts';

export function FavouriteGames() {
  const t = useT();
  const player = usePlayerGames();
  // SPEC §4: the list follows the likes, which a like or unlike reloads (games.getLikes is invalidated); while the
  // new list is read the previous one stays, without the game just unliked.
  const state = useRead(gamesBySysnames, { sysnames: player.likes }, { enabled: player.likesLoaded, keepPrevious: true });

  if (player.uid === 0) {
    return (
      <EmptyState
        title={t('casino.favourites.guestTitle')}
        description={t('casino.favourites.guestText')}
        action={
          <button type="button" className="omad-action omad-action--primary" onClick={() => openPopup('authentication')}>
            {t('nav.signIn')}
          </button>
        }
      />
    );
  }
  if (player.likesFailed || state.status === 'failed') {
    return <ReadFailed title={t('casino.favourites.failedTitle')} retry={state.status === 'failed' ? state.retry : player.retryLikes} />;
  }
  if (!player.likesLoaded || state.status === 'loading') return <GridSkeleton count={6} />;
  const shown = state.data.filter((game) => player.likes.includes(game.sysname));
  if (shown.length === 0) {
    return <NothingHere title={t('casino.favourites.emptyTitle')} description={t('casino.favourites.emptyText')} linkText={t('casino.hall.showAll')} />;
  }
  return <StaticTiles games={shown} label={t('casino.hall.favourites')} />;
}

export function RecentGames() {
  const t = useT();
  const [games] = useState(readRecentlyPlayed);
  if (games.length === 0) {
    return <NothingHere title={t('casino.recent.emptyTitle')} description={t('casino.recent.emptyText')} linkText={t('casino.hall.showAll')} />;
  }
  return <StaticTiles games={games} label={t('casino.hall.recent')} />;
}
