/**
 * The virtualised game grid: the page scrolls as usual, but only the rows in view plus SPEC §9's 200 px
 * buffer exist in the DOM, so 5,000 games scroll as smoothly as 50. The container's full height is reserved up
 * front (rows x row height), so nothing shifts when rows mount or images arrive.
 */
import { useRef } from 'react';
import { useT } from '../../../i18n/index.ts';
import type { TileGame } from '../casino-data.ts';
import { GameTile, TileSkeleton } from './game-tile.tsx';
import { usePlayerTiles } from '../player-games/player-games.ts';
import { GRID_GAP_PX, useGridWindow } from './grid-window.ts';
import './game-grid.css';

export function GameGrid({ games, label }: { games: readonly TileGame[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { columns, rowHeight, window, flinging } = useGridWindow(ref, games.length);
  const tiles = usePlayerTiles();
  const rows = Math.ceil(games.length / columns);
  const visible = games.slice(window.start, window.end);
  return (
    // A list, not an ARIA grid: tiles are links and buttons reached with Tab. Only a window of the list is in the DOM,
    // so each item says where it stands (aria-posinset / aria-setsize, valid on listitem); the list itself carries
    // no row count, which role=list does not allow.
    <div ref={ref} className="game-grid" data-rows={rows} style={{ height: Math.max(0, rows * rowHeight - GRID_GAP_PX) }}>
      <div
        className="game-grid__rows"
        role="list"
        aria-label={label}
        style={{
          transform: `translateY(${window.startRow * rowHeight}px)`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridAutoRows: `${rowHeight - GRID_GAP_PX}px`,
          gap: GRID_GAP_PX,
        }}
      >
        {visible.map((game, offset) => {
          const index = window.start + offset;
          return (
            <div role="listitem" key={game.sysname} aria-posinset={index + 1} aria-setsize={games.length}>
              <GameTile game={game} eager={index < columns} deferArt={flinging} {...tiles} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** A short static list of tiles (search results, the player's lists): no windowing needed under a few dozen. */
export function StaticTiles({ games, label }: { games: readonly TileGame[]; label: string }) {
  const tiles = usePlayerTiles();
  return (
    <div className="game-grid__static" role="list" aria-label={label}>
      {games.map((game, index) => (
        <div role="listitem" key={game.sysname}>
          <GameTile game={game} eager={index < 3} {...tiles} />
        </div>
      ))}
    </div>
  );
}

export function GridSkeleton({ count = 12 }: { count?: number }) {
  const t = useT();
  return (
    <div className="game-grid__static" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <TileSkeleton key={index} />
      ))}
    </div>
  );
}
