/**
 * Contract (docs/decisions/034-who-may-not-play.md): the national self-exclusion list of the Unified State Register
 * keeps its people out on every way in with NationalSelfExclusionException (451, no fatal page), ends their open
 * sessions at the next call, and the register's payout limit stops a withdrawal beyond it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as auth from '../../src/api/auth.ts';
import * as cashier from '../../src/api/cashier.ts';
import { ERROR_STATUS, fatalActionFor } from '../../src/api/errors.ts';
import { EXCLUDED_LISTING_DAYS, EXCLUDED_TELEGRAM_ID, RESTRICTED_PAYOUT_PER_DAY_MINOR, SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { SANDBOX_BOT_TOKEN, signInitData } from '../telegram/init-data.ts';
import { createContractHarness } from '../test-client.ts';
import type { TestClient } from '../test-transport.ts';

const contract = createContractHarness();
const { signIn, expectError } = contract;

let client: TestClient;
beforeEach(() => {
  client = contract.start();
});

const DAY_S = 24 * 60 * 60;

function seededUntil(): string {
  return String(Math.floor(client.clock.now() / 1000) + EXCLUDED_LISTING_DAYS * DAY_S);
}

async function signedInUid(): Promise<number> {
  return (await account.getInfo({})).uid;
}

/** The test mode's hand on the register (mocks/sandbox-register.ts). */
async function list(body: Record<string, unknown>): Promise<number> {
  const response = await client.fetch('/__sandbox/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return response.status;
}

function telegramPayload(id: number): string {
  return signInitData({ user: { id, first_name: 'Ali' } }, { token: SANDBOX_BOT_TOKEN, authDate: new Date(client.clock.now()) });
}

function telegramSignIn(id: number, code?: string): Promise<auth.RegisterResult> {
  const payload = telegramPayload(id);
  return auth.register({ is_tg: 1, payload, hash: new URLSearchParams(payload).get('hash') ?? '', id, ...(code === undefined ? {} : { code }) });
}

/** The sandbox provider's page posts the e-mail it vouches for. */
async function socialSignIn(email: string, redirect = '/casino'): Promise<{ status: number; html: string }> {
  const body = new URLSearchParams({ service: 'google', email, redirect_url: redirect, type_auth: 'login' });
  const response = await client.fetch('/oauth/callback', { method: 'POST', body });
  return { status: response.status, html: await response.text() };
}

describe('the refusal', () => {
  it('is its own type, answered 451, which no fatal page takes', () => {
    expect(ERROR_STATUS.NationalSelfExclusionException).toBe(451);
    expect(fatalActionFor('NationalSelfExclusionException', 451)).toBeUndefined();
  });
});

describe('the seeded excluded@ cannot get in by any way', () => {
  it('password: refused with the end of the listing, before the password matters; no session opens', async () => {
    await expectError(auth.login({ login: SEED_LOGINS.excluded, password: SANDBOX_PASSWORD }), 'NationalSelfExclusionException', { register: ['SELF_EXCLUDED'], until: [seededUntil()] });
    expect(await signedInUid()).toBe(0);
  });

  it('password with a wrong password still answers as a wrong password (the list tells nothing to someone without it)', async () => {
    await expectError(auth.login({ login: SEED_LOGINS.excluded, password: 'Wrong1234' }), 'AuthorizationException', { login: ['WRONG_CREDENTIALS'] });
  });

  it('social sign-in: no session, and the refusal goes back to the app (message to the opener, and in the return address)', async () => {
    const refused = await socialSignIn(SEED_LOGINS.excluded);
    expect(refused.status).toBe(451);
    expect(refused.html).toContain(`data-return="/casino?sign_in_refused=NationalSelfExclusionException&#38;refused_until=${seededUntil()}"`);
    expect(refused.html).toContain(`data-refusal="{&#34;type&#34;:&#34;NationalSelfExclusionException&#34;,&#34;until&#34;:${seededUntil()}}"`);
    expect(await signedInUid()).toBe(0);
  });

  it('Telegram init data: refused, no session', async () => {
    await expectError(telegramSignIn(EXCLUDED_TELEGRAM_ID), 'NationalSelfExclusionException', { register: ['SELF_EXCLUDED'], until: [seededUntil()] });
    expect(await signedInUid()).toBe(0);
  });

  it('registration with the same e-mail, by password or by social sign-in, opens no account', async () => {
    // The listing is of the person's e-mail: the seeded account aside, a new account is refused for it too.
    expect(await list({ login: 'listed.new@sandbox.test', until: null })).toBe(200);
    await expectError(auth.register({ login: 'listed.new@sandbox.test', password: 'Secret12', terms: 1 }), 'NationalSelfExclusionException', { register: ['SELF_EXCLUDED'] });
    expect(client.sandbox.state.accounts.findByLogin('listed.new@sandbox.test')).toBeUndefined();
    expect(await list({ login: 'listed.social@sandbox.test', until: null })).toBe(200);
    const refused = await socialSignIn('listed.social@sandbox.test', '/');
    expect(refused.status).toBe(451);
    expect(refused.html).toContain('data-return="/?sign_in_refused=NationalSelfExclusionException"');
    expect(client.sandbox.state.accounts.findByLogin('listed.social@sandbox.test')).toBeUndefined();
    // Without an end, the refusal carries none.
    await expect(auth.register({ login: 'listed.new@sandbox.test', password: 'Secret12', terms: 1 })).rejects.toMatchObject({ errorData: { register: ['SELF_EXCLUDED'] } });
    await expect(auth.register({ login: 'listed.new@sandbox.test', password: 'Secret12', terms: 1 })).rejects.not.toMatchObject({ errorData: { until: expect.anything() as unknown } });
  });

  it('registration with a listed Telegram id opens no account', async () => {
    expect(await list({ telegram_id: 5_550_001 })).toBe(200);
    await expectError(telegramSignIn(5_550_001), 'NationalSelfExclusionException', { register: ['SELF_EXCLUDED'] });
    expect(client.sandbox.state.accounts.findByTelegramId(5_550_001)).toBeUndefined();
    expect(await list({ telegram_id: 5_550_001, listed: false })).toBe(200);
    await expect(telegramSignIn(5_550_001)).resolves.toMatchObject({ is_new: true });
  });
});

describe('a listing made while the player has an account', () => {
  it('two-factor completion is refused, and no code is sent to a listed player', async () => {
    await expectError(auth.login({ login: SEED_LOGINS.twoFactor, password: SANDBOX_PASSWORD }), 'AuthorizationException');
    expect(await list({ login: SEED_LOGINS.twoFactor })).toBe(200);
    await expectError(auth.login({ login: SEED_LOGINS.twoFactor, password: SANDBOX_PASSWORD, code: '123456' }), 'NationalSelfExclusionException', { register: ['SELF_EXCLUDED'] });
    expect(await signedInUid()).toBe(0);
  });

  it('an open session ends at its next call, which says why; the session is gone for good', async () => {
    await signIn();
    expect(await signedInUid()).toBe(1001);
    // By a confirmed contact of the account (its phone), not its login.
    expect(await list({ login: SEED_LOGINS.playerPhone, until: Math.floor(client.clock.now() / 1000) + 180 * DAY_S })).toBe(200);
    await expectError(account.getInfo({}), 'NationalSelfExclusionException', { register: ['SELF_EXCLUDED'] });
    expect(client.sandbox.state.sessions.countFor(1001)).toBe(0);
    expect(await list({ login: SEED_LOGINS.playerPhone, listed: false })).toBe(200);
    expect(await signedInUid()).toBe(0);
    await signIn();
  });

  it('a listing whose end passed keeps nobody out', async () => {
    expect(await list({ login: SEED_LOGINS.player, until: Math.floor(client.clock.now() / 1000) + 60 })).toBe(200);
    await expectError(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD }), 'NationalSelfExclusionException', { until: [String(Math.floor(client.clock.now() / 1000) + 60)] });
    client.clock.advance(61_000);
    await signIn();
  });

  it('the test-mode hand refuses what names no identity', async () => {
    expect(await list({})).toBe(422);
    expect(await list({ login: 'a@b.c', telegram_id: 1 })).toBe(422);
    expect(await list({ telegram_id: -1 })).toBe(422);
    expect(await list({ login: 'a@b.c', until: 'soon' })).toBe(422);
    expect(await list({ login: 'a@b.c', listed: 'no' })).toBe(422);
  });
});

describe('the register’s payout limit (restricted@)', () => {
  it('withdraw settings carry it; a withdrawal beyond what is left today is refused with it, and it resets the next day', async () => {
    await signIn(SEED_LOGINS.restricted);
    const settings = await cashier.getWithdrawSettings({});
    const limitUzs = RESTRICTED_PAYOUT_PER_DAY_MINOR / 100;
    const register = settings.limits.find((limit) => limit.source === 'register');
    expect(register).toMatchObject({ period: 'day', limit_amount: { amount: limitUzs }, used_amount: { amount: 0 }, available_amount: { amount: limitUzs } });
    expect(settings.limits.filter((limit) => limit.source !== 'register').length).toBeGreaterThan(0);
    const method = settings.methods.find((entry) => entry.sysname === 'uzcard');
    if (!method) throw new Error('the uzcard method exists');
    const requisites = { card_number: '8600 1234 5678 9012', card_holder: 'DILNOZA YUSUPOVA' };
    await expect(cashier.makeWithdrawal({ method: method.sysname, amount: 1_500_000, requisites }, { idempotencyKey: 'register-limit-1' })).resolves.toMatchObject({ status: 'pending' });
    await expectError(cashier.makeWithdrawal({ method: method.sysname, amount: 600_000, requisites }, { idempotencyKey: 'register-limit-2' }), 'WithdrawalLimitsExceededException', {
      source: ['register'],
      period: ['day'],
      available_amount: ['500000'],
      limit_amount: [String(limitUzs)],
    });
    const after = await cashier.getWithdrawSettings({});
    expect(after.limits.find((limit) => limit.source === 'register')).toMatchObject({ used_amount: { amount: 1_500_000 }, available_amount: { amount: 500_000 } });
    await expect(cashier.makeWithdrawal({ method: method.sysname, amount: 500_000, requisites }, { idempotencyKey: 'register-limit-3' })).resolves.toMatchObject({ status: 'pending' });
    client.clock.advance(DAY_S * 1000);
    await expect(cashier.makeWithdrawal({ method: method.sysname, amount: 600_000, requisites }, { idempotencyKey: 'register-limit-4' })).resolves.toMatchObject({ status: 'pending' });
  });

  it('a player the register does not restrict has no register limit', async () => {
    await signIn();
    const settings = await cashier.getWithdrawSettings({});
    expect(settings.limits.some((limit) => limit.source === 'register')).toBe(false);
  });
});
