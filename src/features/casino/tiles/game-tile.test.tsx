// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mountTestRoot, unmountTestRoot, type TestRoot } from '../../../test-support/react-root.ts';
import type { TileGame } from '../casino-data.ts';
import { GameTile, sameTile, type GameTileProps, type TilePlayer } from './game-tile.tsx';

const game = (sysname: string): TileGame => ({ sysname, name: sysname.toUpperCase(), image: null, provider: 'Omad', type: 'slots', types: ['slots'] });
const ZAR = game('zar');
const RAKETA = game('raketa');
const onLike = () => undefined;
const player = (change: Partial<TilePlayer> = {}): TilePlayer => ({ likes: [], pending: [], freespins: {}, real: true, onLike, ...change });
const props = (tile: TileGame, change: Partial<TilePlayer> = {}): GameTileProps => ({ game: tile, eager: false, ...player(change) });

describe('a tile draws again only when what it shows changes (decision 030)', () => {
  it('not when the shared lists change for other games', () => {
    expect(sameTile(props(ZAR), props(ZAR, { likes: ['raketa'], pending: ['raketa'], freespins: { raketa: 10 } }))).toBe(true);
  });

  it('when its own like, pending like or free spins change', () => {
    expect(sameTile(props(ZAR), props(ZAR, { likes: ['zar'] }))).toBe(false);
    expect(sameTile(props(ZAR, { likes: ['zar'] }), props(ZAR, { likes: ['zar'], pending: ['zar'] }))).toBe(false);
    expect(sameTile(props(ZAR, { freespins: { zar: 5 } }), props(ZAR, { freespins: { zar: 4 } }))).toBe(false);
  });

  it('when its game, its play mode, its art or its handler change', () => {
    expect(sameTile(props(ZAR), props({ ...ZAR }))).toBe(false);
    expect(sameTile(props(ZAR), props(ZAR, { real: false }))).toBe(false);
    expect(sameTile(props(ZAR), { ...props(ZAR), deferArt: true })).toBe(false);
    expect(sameTile(props(ZAR), props(ZAR, { onLike: () => undefined }))).toBe(false);
  });

  describe('in a list', () => {
    let testRoot: TestRoot;
    beforeEach(() => {
      testRoot = mountTestRoot();
    });
    afterEach(() => unmountTestRoot(testRoot));

    const draw = (tiles: TilePlayer) =>
      act(() =>
        testRoot.root.render(
          <Router hook={memoryLocation({ path: '/' }).hook}>
            {[ZAR, RAKETA].map((tile) => (
              <GameTile key={tile.sysname} game={tile} eager={false} {...tiles} />
            ))}
          </Router>,
        ),
      );
    const heart = (sysname: string) => testRoot.container.querySelector(`[data-sysname="${sysname}"] .game-tile__heart`);
    const badge = (sysname: string) => testRoot.container.querySelector(`[data-sysname="${sysname}"] .game-tile__badge`);

    it('shows the like and the free spins that arrive for its game', () => {
      draw(player());
      expect(heart('zar')?.getAttribute('aria-pressed')).toBe('false');
      draw(player({ likes: ['zar'], freespins: { raketa: 7 } }));
      expect(heart('zar')?.getAttribute('aria-pressed')).toBe('true');
      expect(heart('raketa')?.getAttribute('aria-pressed')).toBe('false');
      expect(badge('raketa')?.textContent).toContain('7');
      expect(badge('zar')).toBeNull();
    });

    it("holds a fling's tile without art until the fling settles, then keeps the art it has shown", () => {
      const art = { ...ZAR, image: '/art/zar.webp' };
      const tile = (deferArt: boolean) =>
        act(() =>
          testRoot.root.render(
            <Router hook={memoryLocation({ path: '/' }).hook}>
              <GameTile game={art} eager={false} deferArt={deferArt} {...player()} />
            </Router>,
          ),
        );
      const img = () => testRoot.container.querySelector('[data-sysname="zar"] img');
      tile(true);
      expect(img()).toBeNull();
      tile(false);
      expect(img()?.getAttribute('src')).toBe('/art/zar.webp');
      // A later fling does not take away art already shown.
      tile(true);
      expect(img()?.getAttribute('src')).toBe('/art/zar.webp');
    });
  });
});
