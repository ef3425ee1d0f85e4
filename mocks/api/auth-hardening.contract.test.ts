/**
 * Contract (issue 19): the sandbox's sign-in holds under hostile traffic: parallel guesses, floods, every way in
 * applying the same player-protection checks, and answers that do not tell which accounts exist.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as auth from '../../src/api/auth.ts';
import { ApiError } from '../../src/api/errors.ts';
import { readConfig } from '../app.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { SANDBOX_BOT_TOKEN, signInitData } from '../telegram/init-data.ts';
import { createContractHarness } from '../test-client.ts';
import type { TestClient } from '../test-transport.ts';

const contract = createContractHarness();
const { signIn } = contract;

let client: TestClient;
beforeEach(() => {
  client = contract.start();
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

describe('login throttle (issue 19 defect 2)', () => {
  // Each failed login runs scrypt: slow on purpose, and slower on a busy machine.
  it('50 parallel wrong passwords for one login: exactly 5 are checked, the rest answer TooManyRequestsException', { timeout: 30_000 }, async () => {
    const attempts = Array.from({ length: 50 }, () => outcome(auth.login({ login: SEED_LOGINS.player, password: 'Wrong1234' })));
    expect(tally(await Promise.all(attempts))).toEqual({ AuthorizationException: 5, TooManyRequestsException: 45 });
    expect(await outcome(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD }))).toBe('TooManyRequestsException');
    client.clock.advance(15 * 60 * 1000);
    await signIn();
  });
});

describe('login flood (issue 19 defect 1)', () => {
  // Each failed login runs scrypt: slow on purpose, and slower on a busy machine.
  it('one address gets 20 failed logins in 15 minutes whatever logins it tries; other addresses are not affected', { timeout: 30_000 }, async () => {
    client.address = '203.0.113.7';
    const flood: string[] = [];
    for (let attempt = 0; attempt < 22; attempt++) flood.push(await outcome(auth.login({ login: `random${attempt}@flood.example`, password: 'Wrong1234' })));
    expect(tally(flood)).toEqual({ AuthorizationException: 20, TooManyRequestsException: 2 });
    // A right password from the flooding address waits too; from another address it signs in.
    expect(await outcome(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD }))).toBe('TooManyRequestsException');
    client.address = '198.51.100.9';
    await signIn();
    client.address = '203.0.113.7';
    client.clock.advance(15 * 60 * 1000);
    await signIn();
  });

  // Each failed login runs scrypt: slow on purpose, and slower on a busy machine.
  it('a successful sign-in does not wipe its address’s failures', { timeout: 30_000 }, async () => {
    client.address = '203.0.113.8';
    for (let attempt = 0; attempt < 19; attempt++) await outcome(auth.login({ login: `random${attempt}@flood.example`, password: 'Wrong1234' }));
    await signIn();
    expect(await outcome(auth.login({ login: 'one-more@flood.example', password: 'Wrong1234' }))).toBe('AuthorizationException');
    expect(await outcome(auth.login({ login: 'and-another@flood.example', password: 'Wrong1234' }))).toBe('TooManyRequestsException');
  });
});

/** The sandbox provider's page posts the e-mail it vouches for (and, when asked, the two-factor code). */
async function socialSignIn(email: string, code?: string): Promise<{ status: number; html: string }> {
  const body = new URLSearchParams({ service: 'google', email, redirect_url: '/', type_auth: 'login' });
  if (code !== undefined) body.set('code', code);
  const response = await client.fetch('/oauth/callback', { method: 'POST', body });
  return { status: response.status, html: await response.text() };
}

function telegramSignIn(id: number): Promise<auth.RegisterResult> {
  const payload = signInitData({ user: { id, first_name: 'Ali' } }, { token: SANDBOX_BOT_TOKEN, authDate: new Date(client.clock.now()) });
  return auth.register({ is_tg: 1, payload, hash: new URLSearchParams(payload).get('hash') ?? '', id });
}

async function signedInUid(): Promise<number> {
  return (await account.getInfo({})).uid;
}

describe('every way in applies the same checks (issue 19 defect 4)', () => {
  it('social sign-in refuses a player on a break', async () => {
    await signIn();
    await expect(account.setGamingBreak({ kind: 'self_exclusion', days: 180, password: SANDBOX_PASSWORD })).resolves.toBe(1);
    const refused = await socialSignIn(SEED_LOGINS.player);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain('excluded until');
    expect(await signedInUid()).toBe(0);
  });

  it('social sign-in asks a two-factor player for the code', async () => {
    const asked = await socialSignIn(SEED_LOGINS.twoFactor);
    expect(asked.html).toContain('name="code"');
    expect(await signedInUid()).toBe(0);
    const wrong = await socialSignIn(SEED_LOGINS.twoFactor, '654321');
    expect(wrong.status).toBe(401);
    expect(await signedInUid()).toBe(0);
    const right = await socialSignIn(SEED_LOGINS.twoFactor, '123456');
    expect(right.status).toBe(200);
    expect(await signedInUid()).toBe(1003);
  });

  it('Telegram sign-in refuses a player on a break and asks a two-factor player for the code', async () => {
    await expect(telegramSignIn(4242)).resolves.toMatchObject({ is_new: true });
    await expect(account.changeTwoFactorAuth({ enable: 1 })).resolves.toBeDefined();
    await expect(account.confirmTwoFactorAuth({ code: '123456' })).resolves.toBeDefined();
    await auth.logout({});
    await expect(telegramSignIn(4242)).rejects.toMatchObject({ type: 'AuthorizationException', message: 'two_factor_auth is enable' });
    expect(await signedInUid()).toBe(0);
    const payload = signInitData({ user: { id: 4242, first_name: 'Ali' } }, { token: SANDBOX_BOT_TOKEN, authDate: new Date(client.clock.now()) });
    await expect(auth.register({ is_tg: 1, payload, hash: new URLSearchParams(payload).get('hash') ?? '', id: 4242, code: '123456' })).resolves.toMatchObject({ is_new: false });
    const uid = await signedInUid();
    const record = client.sandbox.state.accounts.get(uid);
    if (!record) throw new Error('the Telegram player exists');
    record.responsible = { realityCheckMinutes: null, breakKind: 'timeout', breakUntil: Math.floor(client.clock.now() / 1000) + 86_400 };
    await auth.logout({});
    await expect(telegramSignIn(4242)).rejects.toMatchObject({ type: 'AuthorizationException', errorData: { break_until: [expect.any(String) as unknown] } });
    expect(await signedInUid()).toBe(0);
  });

  it('an open session ends when its player is on a break, whoever set it', async () => {
    await signIn();
    expect(await signedInUid()).toBe(1001);
    // The operator's back office (or another device) starts a time-out: the open session is checked on its next request.
    const record = client.sandbox.state.accounts.get(1001);
    if (!record) throw new Error('the seeded player exists');
    record.responsible = { realityCheckMinutes: null, breakKind: 'timeout', breakUntil: Math.floor(client.clock.now() / 1000) + 86_400 };
    expect(await signedInUid()).toBe(0);
    record.responsible = { realityCheckMinutes: null, breakKind: null, breakUntil: null };
    // The session is gone for good, not only hidden while the break lasts.
    expect(await signedInUid()).toBe(0);
  });
});

describe('only confirmed contacts sign in (issue 19 defect 5)', () => {
  it('an added, unconfirmed phone is no login; a confirmed one is', async () => {
    await signIn();
    await expect(account.addContact({ contact: '+998907777777' })).resolves.toBe(1);
    await auth.logout({});
    await contract.expectError(auth.login({ login: '+998907777777', password: SANDBOX_PASSWORD }), 'AuthorizationException', { login: ['WRONG_CREDENTIALS'] });
    await signIn();
    await expect(account.sendConfirmationToContact({ contact: '+998907777777' })).resolves.toBeDefined();
    await expect(account.confirmContact({ contact: '+998907777777', code: '111111' })).resolves.toBe(1);
    await auth.logout({});
    await signIn('+998907777777');
  });

  it('the throttle is per account: a locked e-mail locks the account’s phone too', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await outcome(auth.login({ login: SEED_LOGINS.player, password: 'Wrong1234' }));
    expect(await outcome(auth.login({ login: SEED_LOGINS.playerPhone, password: SANDBOX_PASSWORD }))).toBe('TooManyRequestsException');
  });

  it('a contact someone added but did not confirm blocks neither the owner’s registration nor their social sign-in', async () => {
    await signIn();
    await expect(account.addContact({ contact: 'stranger@sandbox.test' })).resolves.toBe(1);
    await expect(account.addContact({ contact: 'social.stranger@sandbox.test' })).resolves.toBe(1);
    await auth.logout({});
    await expect(auth.register({ login: 'stranger@sandbox.test', password: 'Secret12', terms: 1 })).resolves.toMatchObject({ is_new: true });
    await auth.logout({});
    expect((await socialSignIn('social.stranger@sandbox.test')).status).toBe(200);
    const social = await account.getInfo({});
    expect(social.uid).not.toBe(1001);
    expect(social).toMatchObject({ login: 'social.stranger@sandbox.test' });
    await auth.logout({});
    // The first player can no longer confirm an address another account now signs in with.
    await signIn();
    await expect(account.sendConfirmationToContact({ contact: 'stranger@sandbox.test' })).resolves.toBeDefined();
    await contract.expectError(account.confirmContact({ contact: 'stranger@sandbox.test', code: '111111' }), 'InvalidParameterException', { contact: ['ALREADY_EXISTS'] });
  });
});

describe('password restore does not tell which accounts exist (issue 19 defect 6)', () => {
  it('known and unknown logins get the same answers and the same cooldown', async () => {
    for (const login of [SEED_LOGINS.player, 'nobody@sandbox.test']) {
      await expect(auth.restore({ login })).resolves.toBe(1);
      await contract.expectError(auth.restore({ login }), 'TooManyRequestsException', { resend_time: ['60'] });
      client.clock.advance(30_000);
      await contract.expectError(auth.restore({ login }), 'TooManyRequestsException', { resend_time: ['30'] });
      client.clock.advance(30_000);
      await expect(auth.restore({ login })).resolves.toBe(1);
      await contract.expectError(auth.restore({ login, code: '999999', password: 'Restored1' }), 'InvalidParameterException', { code: ['INVALID'] });
    }
  });
});

describe('sessions have an absolute lifetime (issue 19 defect 8)', () => {
  it('a session in daily use still ends SESSION_MAX_LIFETIME_SECONDS after sign-in (default 90 days)', async () => {
    await signIn();
    // Used every day, the sliding 30-day idle limit never ends it.
    for (let day = 1; day < 90; day++) {
      client.clock.advance(24 * 60 * 60 * 1000);
      expect(await signedInUid()).toBe(1001);
    }
    client.clock.advance(24 * 60 * 60 * 1000);
    expect(await signedInUid()).toBe(0);
  });

  it('the operator sets the lifetime; the cookie lives no longer than the session', async () => {
    vi.stubEnv('SESSION_MAX_LIFETIME_SECONDS', '3600');
    client = contract.start();
    vi.unstubAllEnvs();
    const response = await client.fetch('/api/auth.login?v=2.34&locale=uz', { method: 'POST', body: new URLSearchParams({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=3600;/i);
    client.clock.advance(3599 * 1000);
    expect(await signedInUid()).toBe(1001);
    client.clock.advance(1000);
    expect(await signedInUid()).toBe(0);
  });

  it('a malformed SESSION_MAX_LIFETIME_SECONDS stops the sandbox at start-up', () => {
    for (const value of ['0', '-5', '1.5', 'ninety days']) {
      expect(() => readConfig({ SESSION_MAX_LIFETIME_SECONDS: value }, false)).toThrow(/SESSION_MAX_LIFETIME_SECONDS/);
    }
    expect(readConfig({}, false).sessionMaxLifetimeSeconds).toBe(90 * 24 * 60 * 60);
  });
});

describe('social sign-in returns only to a path on this site (issue 19 defect 3)', () => {
  const tricks = ['/.//evil.example', '/..//evil.example', '/a/..//evil.example', 'http://sandbox.test//evil.example', '/%2e/%2fevil.example', '//evil.example', '/\\evil.example'];

  it('/oauth/init and /oauth/callback refuse any redirect_url that resolves to //host', async () => {
    for (const trick of tricks) {
      const init = await (await client.fetch(`/oauth/init?service=google&redirect_url=${encodeURIComponent(trick)}`)).text();
      expect(init, trick).toContain('name="redirect_url" value="/"');
      const body = new URLSearchParams({ service: 'google', email: 'social.player@sandbox.test', redirect_url: trick, type_auth: 'login' });
      const done = await (await client.fetch('/oauth/callback', { method: 'POST', body })).text();
      expect(done, trick).toContain('data-return="/"');
    }
    const body = new URLSearchParams({ service: 'google', email: 'social.player@sandbox.test', redirect_url: '/profile/security?tab=2', type_auth: 'login' });
    expect(await (await client.fetch('/oauth/callback', { method: 'POST', body })).text()).toContain('data-return="/profile/security?tab=2"');
  });
});
