/**
 * Contract: the session-time limit (src/api/session-limit.ts; decision 035). A stricter limit applies at once, a looser
 * one or its removal after 24 hours; the sandbox ends the session at the limit with SessionTimeLimitException and
 * refuses every way in (password, social, Telegram) until the break is over.
 */
import { describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as auth from '../../src/api/auth.ts';
import { getSessionLimit, setSessionLimit } from '../../src/api/session-limit.ts';
import { SEED_LOGINS } from '../fixtures/accounts.ts';
import { SANDBOX_BOT_TOKEN, signInitData } from '../telegram/init-data.ts';
import { createContractHarness } from '../test-client.ts';

const contract = createContractHarness();
const client = contract.suite(/^account\.(get|set)SessionLimit$/i);
const { signIn, expectError } = contract;

const MINUTE = 60_000;
const nowSeconds = () => Math.floor(client().clock.now() / 1000);

function telegramSignIn(id: number): Promise<auth.RegisterResult> {
  const payload = signInitData({ user: { id, first_name: 'Ali' } }, { token: SANDBOX_BOT_TOKEN, authDate: new Date(client().clock.now()) });
  return auth.register({ is_tg: 1, payload, hash: new URLSearchParams(payload).get('hash') ?? '', id });
}

async function socialSignIn(email: string): Promise<{ status: number; html: string }> {
  const body = new URLSearchParams({ service: 'google', email, redirect_url: '/', type_auth: 'login' });
  const response = await client().fetch('/oauth/callback', { method: 'POST', body });
  return { status: response.status, html: await response.text() };
}

describe('account.getSessionLimit and account.setSessionLimit', () => {
  it('guests are refused; none is set at first; the lists are the only values', async () => {
    await expectError(getSessionLimit({}), 'AuthorizationException');
    await expectError(setSessionLimit({ minutes: 60, break_minutes: 30 }), 'AuthorizationException');
    await signIn();
    await expect(getSessionLimit({})).resolves.toEqual({ minutes: null, break_minutes: null, pending: null, session_started_at: nowSeconds(), session_ends_at: null });
    await expectError(setSessionLimit({ minutes: 61, break_minutes: 30 }), 'InvalidParameterException', { minutes: ['INVALID'] });
    await expectError(setSessionLimit({ minutes: 60, break_minutes: 7 }), 'InvalidParameterException', { break_minutes: ['INVALID'] });
    await expectError(setSessionLimit({ minutes: 60 }), 'InvalidParameterException', { break_minutes: ['REQUIRED'] });
  });

  it('a stricter limit applies at once; a looser one and a removal wait 24 hours', async () => {
    await signIn();
    const started = nowSeconds();
    await expect(setSessionLimit({ minutes: 240, break_minutes: 60 })).resolves.toMatchObject({ minutes: 240, break_minutes: 60, pending: null, session_ends_at: started + 240 * 60 });
    await expect(setSessionLimit({ minutes: 180, break_minutes: 120 })).resolves.toMatchObject({ minutes: 180, break_minutes: 120, pending: null });
    // A shorter break is looser, as is a longer session.
    const at = nowSeconds() + 86_400;
    await expect(setSessionLimit({ minutes: 180, break_minutes: 60 })).resolves.toMatchObject({ minutes: 180, break_minutes: 120, pending: { minutes: 180, break_minutes: 60, at } });
    await expect(setSessionLimit({ minutes: 0 })).resolves.toMatchObject({ minutes: 180, break_minutes: 120, pending: { minutes: null, break_minutes: null, at } });
    // Asking for the limit in force again withdraws the change waiting.
    await expect(setSessionLimit({ minutes: 180, break_minutes: 120 })).resolves.toMatchObject({ minutes: 180, pending: null });
    await setSessionLimit({ minutes: 0 });
    // Signed out meanwhile: the session would have reached its limit.
    await auth.logout({});
    client().clock.advance(24 * 60 * MINUTE);
    await signIn();
    await expect(getSessionLimit({})).resolves.toMatchObject({ minutes: null, break_minutes: null, pending: null, session_ends_at: null });
  });

  it('ends the session at the limit and refuses password and social sign-in until the break is over', async () => {
    await signIn();
    const started = client().clock.now();
    await setSessionLimit({ minutes: 30, break_minutes: 60 });
    client().clock.advance(29 * MINUTE);
    await expect(account.getBalance({})).resolves.toBeDefined();
    client().clock.advance(MINUTE);
    const breakUntil = String((started + 90 * MINUTE) / 1000);
    await expectError(account.getBalance({}), 'SessionTimeLimitException', { session_break_until: [breakUntil] });
    await expectError(getSessionLimit({}), 'SessionTimeLimitException', { session_break_until: [breakUntil] });

    client().clock.advance(59 * MINUTE);
    await expectError(auth.login({ login: SEED_LOGINS.player, password: 'Sandbox123' }), 'SessionTimeLimitException', { session_break_until: [breakUntil] });
    const social = await socialSignIn(SEED_LOGINS.player);
    expect(social.status).toBe(403);
    // 13:30 UTC on the test clock is 18:30 in Tashkent.
    expect(social.html).toContain('a new session can start at 18:30 15.01.2025');

    client().clock.advance(MINUTE);
    await signIn();
    await expect(getSessionLimit({})).resolves.toMatchObject({ minutes: 30, session_started_at: nowSeconds(), session_ends_at: nowSeconds() + 30 * 60 });
  });

  it('the account read of the ended session tells the break (a page reloaded meanwhile), and a guest after it', async () => {
    await signIn();
    const started = client().clock.now();
    await setSessionLimit({ minutes: 15, break_minutes: 60 });
    client().clock.advance(15 * MINUTE);
    const breakUntil = String((started + 75 * MINUTE) / 1000);
    await expectError(account.getInfo({}), 'SessionTimeLimitException', { session_break_until: [breakUntil] });
    await expectError(account.getInfo({}), 'SessionTimeLimitException', { session_break_until: [breakUntil] });
    client().clock.advance(60 * MINUTE);
    await expect(account.getInfo({})).resolves.toEqual({ uid: 0 });
  });

  it('a session left open past the limit is ended at the next sign-in, and a Telegram sign-in is refused too', async () => {
    await telegramSignIn(777_001);
    const started = client().clock.now();
    await setSessionLimit({ minutes: 15, break_minutes: 15 });
    // The player closed the app without signing out; a new launch comes after the limit.
    client().jar.clear();
    client().clock.advance(20 * MINUTE);
    await expectError(telegramSignIn(777_001), 'SessionTimeLimitException', { session_break_until: [String((started + 30 * MINUTE) / 1000)] });
    client().clock.advance(10 * MINUTE);
    await expect(telegramSignIn(777_001)).resolves.toMatchObject({ is_new: false });
  });
});
