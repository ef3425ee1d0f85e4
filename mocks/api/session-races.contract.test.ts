/**
 * Contract: sessions and sign-ups hold under races and idle time (docs/decisions/024-sessions-and-public-origin.md):
 * a password change or reset ends every session, those of logins still checking the old password included; one login
 * opens one account however many registrations arrive at once; the login throttle counts failures, not correct
 * logins in flight; and the platform itself ends a session idle longer than general info's time_to_force_logout.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as auth from '../../src/api/auth.ts';
import * as cashier from '../../src/api/cashier.ts';
import * as metadata from '../../src/api/metadata.ts';
import { ApiError } from '../../src/api/errors.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { loginKey } from '../state/accounts.ts';
import { RESTORE_CODE } from '../state/codes.ts';
import { hashingSlots } from '../state/passwords.ts';
import { SANDBOX_BOT_TOKEN, signInitData } from '../telegram/init-data.ts';
import { createContractHarness } from '../test-client.ts';
import { TEST_ORIGIN, type TestClient } from '../test-transport.ts';

const contract = createContractHarness();
const { signIn, expectError } = contract;

let client: TestClient;
beforeEach(() => {
  client = contract.start({ inactivityLogout: true });
});

/** The catalogue type an API call settled with ('ok' for a success). */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError && error.type !== undefined) return error.type;
    throw error;
  }
}

function tally(outcomes: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of outcomes) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}

/** A request from another device: its own cookie (or none), never the test client's jar. */
function device(path: string, init: { method?: string; body?: URLSearchParams; sid?: string } = {}): Promise<Response> {
  const headers = new Headers();
  if (init.sid !== undefined) headers.set('cookie', `sid=${init.sid}`);
  return Promise.resolve(client.sandbox.app.fetch(new Request(new URL(path, TEST_ORIGIN), { method: init.method ?? 'GET', body: init.body, headers })));
}

/** A password login from another device: the session id it was given, or undefined when refused. */
async function loginElsewhere(password: string): Promise<string | undefined> {
  const response = await device('/api/auth.login?v=2.34&locale=uz', { method: 'POST', body: new URLSearchParams({ login: SEED_LOGINS.player, password }) });
  return /(?:^|;\s*)sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
}

/** The uid a session id signs in as (0: a guest). */
async function uidOf(sid: string): Promise<number> {
  const body = (await (await device('/api/account.getInfo?v=2.34&locale=uz', { sid })).json()) as { data?: { uid?: number } };
  return body.data?.uid ?? 0;
}

async function signedInUid(): Promise<number> {
  return (await account.getInfo({})).uid;
}

const holds: { release: () => void }[] = [];
// A failed test must not leave the (process-wide) hashing slots held for the next ones.
afterEach(() => {
  for (const hold of holds.splice(0)) hold.release();
});

/** Occupies one of the password-hashing slots until released (they are taken in arrival order). */
function holdHashingSlot(): { release: () => void; started: () => boolean } {
  let release = (): void => undefined;
  let started = false;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  void hashingSlots.run(() => {
    started = true;
    return gate;
  });
  const hold = { release: () => release(), started: () => started };
  holds.push(hold);
  return hold;
}

/** Lets the in-process requests (and the hashing threads) run until `condition` holds. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let turn = 0; !condition(); turn++) {
    if (turn > 20_000) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/**
 * Runs `change` (which hashes a new password after `checksFirst` other hashes, e.g. the old password's check) so that
 * logins with the old password are checked while it runs and finish after it: both hashing slots are held, each
 * earlier hash of the change runs in a slot handed over and taken back at once, and when its new hash waits in the
 * queue three logins queue behind it (they read the old password's hash on arrival).
 */
async function loginsDuring(change: () => Promise<unknown>, checksFirst: number): Promise<{ changed: unknown; sids: (string | undefined)[] }> {
  const held = [holdHashingSlot(), holdHashingSlot()];
  const changing = change();
  for (let step = 0; step < checksFirst; step++) {
    await until(() => hashingSlots.queued === 1, 'the change waits for a hashing slot');
    const next = holdHashingSlot();
    held.shift()?.release();
    held.push(next);
    // The change's hash runs in the handed-over slot; when it is done, the new hold gets the slot.
    await until(next.started, 'the change’s check finished');
  }
  await until(() => hashingSlots.queued === 1, 'the change’s new hash is queued');
  const logins = Array.from({ length: 3 }, () => loginElsewhere(SANDBOX_PASSWORD));
  await until(() => hashingSlots.queued === 1 + logins.length, 'the logins are queued behind it');
  for (const hold of held) hold.release();
  const [changed, ...sids] = await Promise.all([changing, ...logins]);
  return { changed, sids };
}

describe('a password change or reset ends every session, in-flight logins included', () => {
  it('logins with the old password checked while a change runs open no session; this device stays signed in', { timeout: 30_000 }, async () => {
    await signIn();
    const before = await loginElsewhere(SANDBOX_PASSWORD);
    if (before === undefined) throw new Error('the other device signs in');
    const { changed, sids } = await loginsDuring(() => account.changePassword({ old_password: SANDBOX_PASSWORD, new_password: 'Changed123' }), 1);
    expect(changed).toBe(1);
    for (const sid of [before, ...sids]) if (sid !== undefined) expect(await uidOf(sid)).toBe(0);
    expect(await signedInUid()).toBe(1001);
    const after = await loginElsewhere('Changed123');
    expect(after && (await uidOf(after))).toBe(1001);
  });

  it('logins with the old password checked while a reset runs open no session', { timeout: 30_000 }, async () => {
    await expect(auth.restore({ login: SEED_LOGINS.player })).resolves.toBe(1);
    const { changed, sids } = await loginsDuring(() => auth.restore({ login: SEED_LOGINS.player, code: RESTORE_CODE, password: 'Restored123' }), 0);
    expect(changed).toBe(1);
    for (const sid of sids) if (sid !== undefined) expect(await uidOf(sid)).toBe(0);
    const after = await loginElsewhere('Restored123');
    expect(after && (await uidOf(after))).toBe(1001);
  });

  it('a session carries the credential version it was opened under: one from before a change is refused on its next request', async () => {
    const sid = await loginElsewhere(SANDBOX_PASSWORD);
    if (sid === undefined) throw new Error('signed in');
    expect(await uidOf(sid)).toBe(1001);
    const record = client.sandbox.state.accounts.get(1001);
    if (!record) throw new Error('the seeded player exists');
    // As a change made elsewhere (another server of the platform) would leave it: the version moved, the session kept.
    record.credentialVersion += 1;
    expect(await uidOf(sid)).toBe(0);
  });
});

describe('one login, one account', () => {
  function accountsWith(login: string): number {
    return [...client.sandbox.state.accounts.all()].filter((record) => loginKey(record.login) === loginKey(login)).length;
  }

  it('twenty registrations of one new e-mail at once open one account; the same form sent again signs into it', { timeout: 60_000 }, async () => {
    const email = 'race@sandbox.test';
    const results = await Promise.all(Array.from({ length: 20 }, () => auth.register({ login: email, password: 'Racer1234', terms: 1 })));
    expect(accountsWith(email)).toBe(1);
    expect(new Set(results.map((result) => result.uid)).size).toBe(1);
    expect(await signedInUid()).toBe(results[0]?.uid);
  });

  it('registrations of one e-mail with different passwords: one account, the others answer ALREADY_EXISTS', { timeout: 60_000 }, async () => {
    const email = 'Race2@Sandbox.test';
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => outcome(auth.register({ login: index % 2 === 0 ? email : email.toLowerCase(), password: `Racer${1000 + index}`, terms: 1 }))));
    expect(tally(outcomes)).toEqual({ ok: 1, InvalidParameterException: 19 });
    expect(accountsWith(email)).toBe(1);
    await expectError(auth.register({ login: email, password: 'Racer9999', terms: 1 }), 'InvalidParameterException', { login: ['ALREADY_EXISTS'] });
  });

  it('the same for a phone, however it is spelled', { timeout: 60_000 }, async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, index) => outcome(auth.register({ login: index % 2 === 0 ? '+998911112233' : '998911112233', password: `Racer${1000 + index}`, terms: 1 }))));
    expect(tally(outcomes)).toEqual({ ok: 1, InvalidParameterException: 9 });
    expect(accountsWith('+998911112233')).toBe(1);
  });

  it('twenty Telegram registrations of one Telegram user at once open one account', { timeout: 30_000 }, async () => {
    const payload = signInitData({ user: { id: 777_001, first_name: 'Ali' } }, { token: SANDBOX_BOT_TOKEN, authDate: new Date(client.clock.now()) });
    const hash = new URLSearchParams(payload).get('hash') ?? '';
    const results = await Promise.all(Array.from({ length: 20 }, () => auth.register({ is_tg: 1, payload, hash, id: 777_001 })));
    expect([...client.sandbox.state.accounts.all()].filter((record) => record.telegramId === 777_001)).toHaveLength(1);
    expect(new Set(results.map((result) => result.uid)).size).toBe(1);
  });

  it('a social sign-in of an e-mail being registered opens no second account', { timeout: 30_000 }, async () => {
    const email = 'social-race@sandbox.test';
    const registering = auth.register({ login: email, password: 'Racer1234', terms: 1 });
    await until(() => client.sandbox.state.accounts.registration(email) !== undefined, 'the registration claimed its e-mail');
    const body = new URLSearchParams({ service: 'google', email, redirect_url: '/', type_auth: 'login' });
    const social = await device('/oauth/callback', { method: 'POST', body });
    await registering;
    expect(social.status).toBe(409);
    expect(accountsWith(email)).toBe(1);
  });
});

describe('the login throttle counts failures, not correct logins in flight', () => {
  it('thirty simultaneous correct logins of one account all sign in', { timeout: 60_000 }, async () => {
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => outcome(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD }))));
    expect(tally(outcomes)).toEqual({ ok: 30 });
  });

  it('four wrong and ten right passwords at once: the wrong ones are refused, every right one signs in', { timeout: 60_000 }, async () => {
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => outcome(auth.login({ login: SEED_LOGINS.player, password: 'Wrong1234' }))).concat(Array.from({ length: 10 }, () => outcome(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD })))));
    expect(tally(outcomes)).toEqual({ AuthorizationException: 4, ok: 10 });
  });
});

describe('the platform ends a session idle longer than time_to_force_logout', () => {
  const requisites = { card_number: '8600 1234 5678 9012', card_holder: 'AZIZ KARIMOV' };

  it('a cookie idle for three hours creates no withdrawal; one in use stays signed in', async () => {
    await signIn();
    // General info's time_to_force_logout (1800 s by default): used within it, the session lives on.
    expect((await metadata.getGeneralInfo({})).time_to_force_logout).toBe(1800);
    for (let step = 0; step < 4; step++) {
      client.clock.advance(1700 * 1000);
      expect(await signedInUid()).toBe(1001);
    }
    client.clock.advance(3 * 60 * 60 * 1000);
    await expectError(cashier.makeWithdrawal({ method: 'uzcard', amount: 300_000, requisites }, { idempotencyKey: 'idle-withdrawal' }), 'AuthorizationException');
    expect(await signedInUid()).toBe(0);
  });

  it('idle one second past the time: the session is gone for good; the operator’s setting applies at once', async () => {
    await signIn();
    client.clock.advance(1801 * 1000);
    expect(await signedInUid()).toBe(0);
    client.clock.advance(1000);
    expect(await signedInUid()).toBe(0);
    await signIn();
    const config = await client.fetch('/__sandbox/config', { method: 'POST', body: JSON.stringify({ time_to_force_logout: 60 }), headers: { 'content-type': 'application/json' } });
    expect(config.status).toBe(200);
    client.clock.advance(61 * 1000);
    expect(await signedInUid()).toBe(0);
  });

  it('an operator without an inactivity logout (time_to_force_logout 0) keeps idle sessions up to the 30-day limit', async () => {
    const config = await client.fetch('/__sandbox/config', { method: 'POST', body: JSON.stringify({ time_to_force_logout: 0 }), headers: { 'content-type': 'application/json' } });
    expect(config.status).toBe(200);
    await signIn();
    client.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect(await signedInUid()).toBe(1001);
  });
});
