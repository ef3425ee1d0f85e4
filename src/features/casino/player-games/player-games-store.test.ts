import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, fetchTransport } from '../../../api/client.ts';
import type { AccountInfo } from '../../../api/account.ts';
import { getLikes, type Likes } from '../../../api/games.ts';
import { fetchRead, keyOf, queryClient } from '../../../server-data/reads.ts';
import { popupState, resetPopups } from '../../../stores/popup-store.ts';
import { resetSession, sessionState } from '../../../stores/session-store.ts';
import { failed, fakePlatform, ok } from '../fake-platform.test-helper.ts';
import { freespinsByGame, playerGamesState, resetPlayerGames, toggleLike } from './player-games-store.ts';

const PLAYER = { uid: 7, login: 'player@omad.test' } as AccountInfo;

beforeEach(() => {
  resetPlayerGames();
  resetPopups();
  queryClient.clear();
});
afterEach(() => {
  configureApi({ transport: fetchTransport });
  resetSession();
  queryClient.clear();
});

/** The likes as every list of tiles reads them (usePlayerGames: not localised). */
function cachedLikes(): Likes | undefined {
  return queryClient.getQueryData<Likes>(keyOf('games.getLikes', {}, null, 0));
}

describe('favourites and free spins', () => {
  it('a guest tapping a heart gets the authentication popup and nothing is sent (SPEC §6)', async () => {
    const platform = fakePlatform({});
    configureApi({ transport: platform.transport });
    expect(await toggleLike('omad-oltin-7', true)).toBe('needs-sign-in');
    expect(popupState.current?.sysname).toBe('authentication');
    expect(platform.requests).toEqual([]);
  });

  it('adds up the free spins left per game, leaving out empty packs', () => {
    const packs = { items: [{ id: 1, game: { sysname: 'b' }, remaining_count: 5 }, { id: 2, game: { sysname: 'b' }, remaining_count: 3 }, { id: 3, game: { sysname: 'c' }, remaining_count: 0 }] };
    expect(freespinsByGame(packs as Parameters<typeof freespinsByGame>[0])).toEqual({ b: 8 });
  });

  it('adds a like at once, sends it, and marks the likes for a reload (SPEC §4)', async () => {
    let likes: string[] = [];
    const platform = fakePlatform({
      'games.getLikes': () => ok({ sysnames: likes }),
      'games.addLike': (request) => {
        likes = [request.form.sysname ?? '', ...likes];
        return ok(1);
      },
    });
    configureApi({ transport: platform.transport });
    sessionState.info = PLAYER;
    await fetchRead(getLikes, {}, { localised: false });
    const outcome = toggleLike('omad-oltin-7', true);
    expect(playerGamesState.pending).toEqual(['omad-oltin-7']);
    expect(await outcome).toBe('liked');
    expect(cachedLikes()).toEqual({ sysnames: ['omad-oltin-7'] });
    expect(playerGamesState.pending).toEqual([]);
    expect(queryClient.getQueryState(keyOf('games.getLikes', {}, null, 0))?.isInvalidated).toBe(true);
    expect(platform.requests.map((request) => `${request.method} ${request.operation}`)).toEqual(['GET games.getLikes', 'POST games.addLike']);
  });

  it('puts the heart back when the platform refuses', async () => {
    const platform = fakePlatform({
      'games.getLikes': () => ok({ sysnames: ['a'] }),
      'games.removeLike': () => failed(),
    });
    configureApi({ transport: platform.transport, onError: () => undefined });
    sessionState.info = PLAYER;
    await fetchRead(getLikes, {}, { localised: false });
    expect(await toggleLike('a', false)).toBe('failed');
    expect(cachedLikes()).toEqual({ sysnames: ['a'] });
    expect(playerGamesState.pending).toEqual([]);
  });

  it('ignores a second tap while the first is on its way', async () => {
    const platform = fakePlatform({ 'games.getLikes': () => ok({ sysnames: [] }), 'games.addLike': () => ok(1) });
    configureApi({ transport: platform.transport });
    sessionState.info = PLAYER;
    const first = toggleLike('a', true);
    expect(await toggleLike('a', true)).toBe('busy');
    expect(await first).toBe('liked');
    expect(platform.requests.filter((request) => request.operation === 'games.addLike')).toHaveLength(1);
  });
});
