/**
 * One game tile (DESIGN.md "Content"): the 3:2 `img_288_192` art in a box that reserves its space before the image
 * arrives, the title on one line, the provider on a second smaller line, a heart for favourites and a free-spins badge.
 * Images are lazy except in the first row (`eager`), which is what the player sees first.
 */
import { memo, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import type { TileGame } from '../casino-data.ts';
import '../casino.css';

/** What the player has made of the games (usePlayerTiles, player-games.ts): the same for every tile of a list. */
export interface TilePlayer {
  likes: readonly string[];
  /** Sysnames whose like is being changed. */
  pending: readonly string[];
  /** Sysname -> free spins left. */
  freespins: Readonly<Record<string, number>>;
  /** Real play for signed-in players (`#real`, SPEC §2), demo for guests. */
  real: boolean;
  onLike: (sysname: string) => void;
}

export interface GameTileProps extends TilePlayer {
  game: TileGame;
  eager: boolean;
  /** Hold the artwork back while the list is flung past (see grid-window.ts); shown once it slows down. */
  deferArt?: boolean;
}

/**
 * Whether a tile would draw the same: the player's lists are the same arrays for every tile of a list, and a change to
 * them (the likes or the free spins arriving, a heart tapped) concerns a few tiles, so the others do not draw again
 * (decision 030: renders that reach large lists only where something changed).
 */
export function sameTile(before: GameTileProps, after: GameTileProps): boolean {
  const sysname = after.game.sysname;
  return (
    before.game === after.game &&
    before.eager === after.eager &&
    before.deferArt === after.deferArt &&
    before.real === after.real &&
    before.onLike === after.onLike &&
    before.likes.includes(sysname) === after.likes.includes(sysname) &&
    before.pending.includes(sysname) === after.pending.includes(sysname) &&
    before.freespins[sysname] === after.freespins[sysname]
  );
}

/** Every list draws its tiles as `<GameTile game eager {...usePlayerTiles()} />`: one tile, the player's view of it. */
export const GameTile = memo(function GameTile({ game, eager, likes, pending, freespins: spins, real, onLike, deferArt = false }: GameTileProps) {
  const t = useT();
  // Decided when the tile appears: a tile that was already showing its art keeps it during a later fling.
  // Set while rendering, not in an effect: a tile drawn with its art (every tile of a first screen) schedules no effect.
  const [artShown, setArtShown] = useState(!deferArt);
  if (!deferArt && !artShown) setArtShown(true);
  const link = `${href('game', { sysname: game.sysname })}${real ? '#real' : ''}`;
  const liked = likes.includes(game.sysname);
  const freespins = spins[game.sysname];
  return (
    <article className="game-tile" data-sysname={game.sysname}>
      <Link href={link} className="game-tile__link">
        <span className="game-tile__art">
          {game.image && !artShown ? null : game.image ? (
            <img
              src={game.image}
              alt=""
              width={288}
              height={192}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className="game-tile__no-art" aria-hidden="true">
              {game.name.slice(0, 1)}
            </span>
          )}
          {freespins ? (
            <span className="game-tile__badge" title={t('casino.tile.freespinsTitle', { count: freespins })}>
              {t('casino.tile.freespins', { count: freespins })}
            </span>
          ) : null}
        </span>
        <span className="game-tile__title">{game.name}</span>
        <span className="game-tile__provider">{game.provider ?? ''}</span>
      </Link>
      <button
        type="button"
        className="game-tile__heart"
        aria-pressed={liked}
        aria-busy={pending.includes(game.sysname) || undefined}
        aria-label={t(liked ? 'casino.tile.unlike' : 'casino.tile.like', { name: game.name })}
        onClick={() => onLike(game.sysname)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.7 2.9 5 6.4 5c2 0 3.6 1.1 4.6 2.7h2C14 6.1 15.6 5 17.6 5c3.5 0 5.4 3.7 4 6.8C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </article>
  );
}, sameTile);

/** A tile-shaped placeholder while games load (DESIGN.md: skeletons shaped like the content). */
export function TileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <span className="game-tile__art" />
      <span className="game-tile__title skeleton-line" />
      <span className="game-tile__provider skeleton-line skeleton-line--short" />
    </div>
  );
}
