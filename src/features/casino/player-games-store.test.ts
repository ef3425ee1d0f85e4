import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, redaxiosTransport } from '../../api/client.ts';
import type { AccountInfo } from '../../api/account.ts';
import { popupState, resetPopups } from '../../stores/popup-store.ts';
import { resetSession, sessionState } from '../../stores/session-store.ts';
import { failed, fakePlatform, ok } from './fake-platform.test-helper.ts';
import { playerGamesState, resetPlayerGames, syncPlayerGames, toggleLike } from './player-games-store.ts';

const PLAYER = { uid: 7, login: 'player@sandbox.test' } as AccountInfo;

beforeEach(() => {
  resetPlayerGames();
  resetPopups();
});
afterEach(() => {
  configureApi({ transport: redaxiosTransport });
  resetSession();
});

describe('favourites and free spins', () => {
  it('a guest tapping a heart gets the authentication popup and nothing is sent (SPEC §6)', async () => {
    const platform = fakePlatform({});
    configureApi({ transport: platform.transport });
    expect(await toggleLike('omad-oltin-7')).toBe('needs-sign-in');
    expect(popupState.current?.sysname).toBe('authentication');
    expect(platform.requests).toEqual([]);
  });

  it('loads likes and free spins (count 99, status active, fields description) once a player is signed in', async () => {
    const platform = fakePlatform({
      'games.getLikes': () => ok({ sysnames: ['a'] }),
      'freespins.get': () => ok({ items: [{ id: 1, game: { sysname: 'b' }, remaining_count: 5 }, { id: 2, game: { sysname: 'b' }, remaining_count: 3 }, { id: 3, game: { sysname: 'c' }, remaining_count: 0 }] }),
    });
    configureApi({ transport: platform.transport });
    sessionState.info = PLAYER;
    await syncPlayerGames();
    expect(playerGamesState.likes).toEqual(['a']);
    expect(playerGamesState.freespins).toEqual({ b: 8 });
    const freespins = platform.requests.find((request) => request.operation === 'freespins.get')!;
    expect(Object.fromEntries(freespins.query)).toMatchObject({ fields: 'description', status: 'active', count: '99' });
    // A second call for the same player reads nothing again.
    await syncPlayerGames();
    expect(platform.requests).toHaveLength(2);
  });

  it('adds a like, then reloads the list (SPEC §4), and lists that show favourites see a new version', async () => {
    let likes: string[] = [];
    const platform = fakePlatform({
      'games.getLikes': () => ok({ sysnames: likes }),
      'freespins.get': () => ok({ items: [] }),
      'games.addLike': (request) => {
        likes = [request.form.sysname ?? '', ...likes];
        return ok(1);
      },
    });
    configureApi({ transport: platform.transport });
    sessionState.info = PLAYER;
    await syncPlayerGames();
    const version = playerGamesState.likesVersion;
    expect(await toggleLike('omad-oltin-7')).toBe('liked');
    expect(playerGamesState.likes).toEqual(['omad-oltin-7']);
    expect(playerGamesState.likesVersion).toBeGreaterThan(version);
    expect(platform.requests.slice(-2).map((request) => `${request.method} ${request.operation}`)).toEqual(['POST games.addLike', 'GET games.getLikes']);
  });

  it('puts the heart back when the platform refuses', async () => {
    const platform = fakePlatform({
      'games.getLikes': () => ok({ sysnames: ['a'] }),
      'freespins.get': () => ok({ items: [] }),
      'games.removeLike': () => failed(),
    });
    configureApi({ transport: platform.transport, onError: () => undefined });
    sessionState.info = PLAYER;
    await syncPlayerGames();
    expect(await toggleLike('a')).toBe('failed');
    expect(playerGamesState.likes).toEqual(['a']);
    expect(playerGamesState.pending).toEqual([]);
  });
});
