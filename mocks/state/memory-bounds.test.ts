/**
 * Issue 19 defect 7: guest traffic must not grow the sandbox's memory without bound. Game launches are capped and
 * swept when they expire, sessions are swept once expired, throttle entries of unknown logins expire and are
 * capped, and so are replayable Idempotency-Key answers (decision 023).
 */
import { describe, expect, it } from 'vitest';
import { GameState, LAUNCH_TTL_MS, MAX_GUEST_LAUNCHES, MAX_LAUNCHES_PER_ACCOUNT, type GameLaunch } from './games.ts';
import { IDEMPOTENCY_TTL_MS, IdempotencyStore } from './idempotency.ts';
import { AttemptWindow } from './login-guard.ts';
import { SESSION_IDLE_MS, SessionStore } from './sessions.ts';

const NOW = Date.UTC(2025, 0, 15, 12);

function guestLaunch(games: GameState, now: number, uid: number | null = null): GameLaunch {
  return games.createLaunch({ uid, sid: null, sysname: 'omad-zar', engine: 'dice', mode: 'demo', currency: 'UZS', createdAt: now, guestFunMinor: 100 });
}

describe('game launches', () => {
  it('guest launches are capped: the oldest gives way', () => {
    const games = new GameState(NOW);
    const first = guestLaunch(games, NOW);
    for (let index = 0; index < MAX_GUEST_LAUNCHES + 50; index++) guestLaunch(games, NOW);
    expect(games.launches.size).toBe(MAX_GUEST_LAUNCHES);
    expect(games.launch(first.token, NOW)).toBeUndefined();
  });

  it('expired launches are swept when new ones come, not only when their token is used again', () => {
    const games = new GameState(NOW);
    for (let index = 0; index < 100; index++) guestLaunch(games, NOW);
    const fresh = guestLaunch(games, NOW + LAUNCH_TTL_MS);
    expect(games.launches.size).toBe(1);
    expect(games.launch(fresh.token, NOW + LAUNCH_TTL_MS)).toBe(fresh);
  });

  it('a player keeps the newest MAX_LAUNCHES_PER_ACCOUNT launches; other players and guests are not touched', () => {
    const games = new GameState(NOW);
    const other = guestLaunch(games, NOW, 7);
    const guest = guestLaunch(games, NOW);
    const own = Array.from({ length: MAX_LAUNCHES_PER_ACCOUNT + 3 }, () => guestLaunch(games, NOW, 1001));
    expect(own.filter((launch) => games.launch(launch.token, NOW) !== undefined)).toEqual(own.slice(3));
    expect(games.launch(other.token, NOW)).toBe(other);
    expect(games.launch(guest.token, NOW)).toBe(guest);
  });
});

describe('sessions', () => {
  it('expired sessions are swept, not only forgotten when their cookie comes back', () => {
    const sessions = new SessionStore(90 * 24 * 60 * 60 * 1000);
    for (let index = 0; index < 100; index++) sessions.create({ uid: index, credentialVersion: 0 }, NOW);
    expect(sessions.size).toBe(100);
    sessions.create({ uid: 1, credentialVersion: 0 }, NOW + SESSION_IDLE_MS + 1);
    expect(sessions.size).toBe(1);
  });
});

describe('login throttle entries', () => {
  it('entries of logins nobody tries again expire, and their number is capped', () => {
    const window = new AttemptWindow(5, 60_000, 1000);
    for (let index = 0; index < 1500; index++) window.record(`login:random${index}@flood.example`, NOW);
    expect(window.size).toBe(1000);
    window.record('login:late@flood.example', NOW + 60_000);
    expect(window.size).toBe(1);
  });

  it('an entry a login keeps failing with stays, wherever it was first made', () => {
    const window = new AttemptWindow(5, 60_000, 1000);
    window.record('account:1001', NOW);
    for (let index = 0; index < 10; index++) window.record(`login:random${index}@flood.example`, NOW + 1000);
    window.record('account:1001', NOW + 50_000);
    window.record('login:late@flood.example', NOW + 61_000);
    expect(window.retryAfter('account:1001', NOW + 61_000)).toBe(0);
    expect(window.size).toBe(2);
  });
});

describe('idempotency keys', () => {
  const answer = { status: 200, body: { data: 1 } };

  it('a key is kept for its time on the sandbox clock, then forgotten', () => {
    const store = new IdempotencyStore();
    for (let index = 0; index < 100; index++) store.finish(`1:cashier.makedeposit:key-${index}`, 'same', answer, NOW);
    expect(store.lookup('1:cashier.makedeposit:key-0', 'same', NOW + IDEMPOTENCY_TTL_MS - 1)).toEqual({ kind: 'replay', answer });
    expect(store.lookup('1:cashier.makedeposit:key-0', 'same', NOW + IDEMPOTENCY_TTL_MS)).toEqual({ kind: 'new' });
    expect(store.size).toBe(0);
  });

  it('a flood of new keys is capped: the oldest give way, the newest replay', () => {
    const store = new IdempotencyStore(IDEMPOTENCY_TTL_MS, 1000);
    for (let index = 0; index < 1500; index++) store.finish(`1:cashier.makedeposit:key-${index}`, 'same', answer, NOW);
    expect(store.size).toBe(1000);
    expect(store.lookup('1:cashier.makedeposit:key-0', 'same', NOW).kind).toBe('new');
    expect(store.lookup('1:cashier.makedeposit:key-1499', 'same', NOW).kind).toBe('replay');
  });

  it('the same key with other parameters is a conflict, kept or still running', () => {
    const store = new IdempotencyStore();
    store.finish('1:cashier.makedeposit:kept', 'a', answer, NOW);
    expect(store.lookup('1:cashier.makedeposit:kept', 'b', NOW).kind).toBe('conflict');
    store.start('1:cashier.makedeposit:running', 'a', Promise.resolve(answer));
    expect(store.lookup('1:cashier.makedeposit:running', 'a', NOW).kind).toBe('running');
    expect(store.lookup('1:cashier.makedeposit:running', 'b', NOW).kind).toBe('conflict');
  });
});
