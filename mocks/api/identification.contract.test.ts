/**
 * Contract: identification before real-money play (decision 033, mocks/api/identification.ts). With the rule on (the
 * sandbox's default) a player who is not identified is refused a deposit (cashier.makeDeposit), a real-money launch
 * and round (games.get, the game API) and a sports bet (the book's API), with KycUserProfileException while the
 * profile lacks what the check needs, SumsubVerificationRequiredException otherwise, `identification: PENDING` while
 * documents are under review; an approval lets them play at once. The stand-in for Sumsub refuses an applicant under
 * 18 on the sandbox clock (AGE_REQUIREMENT_MISMATCH), so minor@ never plays for money. Off, today's rules stay.
 */
import { describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as cashier from '../../src/api/cashier.ts';
import * as games from '../../src/api/games.ts';
import * as sumsub from '../../src/api/sumsub.ts';
import { SEED_LOGINS, SEED_UIDS } from '../fixtures/accounts.ts';
import { isUnderAge, MANUAL_REVIEW_MS } from '../kyc/routes.ts';
import { createContractHarness, placeSportsBet, playRealRound } from '../test-client.ts';
import { TEST_ORIGIN, type TestClient } from '../test-transport.ts';
import { REVIEW_MS } from './sumsub.ts';

const contract = createContractHarness();
/** Each test starts its own sandbox with the rule as it needs it (the harness turns the rule off unless asked). */
let current: TestClient | undefined;
function client(): TestClient {
  if (!current) throw new Error('start a sandbox first');
  return current;
}
function start(identificationForPlay: boolean): TestClient {
  current = contract.start({ identificationForPlay });
  return current;
}
const json = { 'Content-Type': 'application/json', Origin: TEST_ORIGIN };
const SLOT = 'golden-lynx-quvnoq-ajdar-respin';
const CARD = { card_number: '8600123456789012' };

function fund(uid: number, major: number): void {
  client().sandbox.state.wallet.post(uid, 'main', major * 100, 'deposit', client().clock.now(), `test-fund-${uid}-${major}`);
}

async function config(body: Record<string, unknown>): Promise<{ status: number; data?: Record<string, unknown> }> {
  const response = await client().fetch('/__sandbox/config', { method: 'POST', headers: json, body: JSON.stringify(body) });
  return { status: response.status, ...((await response.json()) as { data?: Record<string, unknown> }) };
}

/** Sends the stand-in `number` as a passport with a selfie; answers the applicant's status after the review. */
async function identify(number: string): Promise<Record<string, unknown> | undefined> {
  await sumsub.createApplicant({});
  const { token } = await sumsub.getAccessToken({});
  const sent = await client().fetch('/websdk/api/submit', { method: 'POST', headers: json, body: JSON.stringify({ token, doc_type: 'PASSPORT', number, selfie: true }) });
  expect(sent.status).toBe(200);
  client().clock.advance(REVIEW_MS);
  const status = await client().fetch(`/websdk/api/applicant?token=${encodeURIComponent(token)}`);
  return ((await status.json()) as { data?: Record<string, unknown> }).data;
}

const deposit = () => cashier.makeDeposit({ method: 'uzcard', amount: 50_000, requisites: CARD });

/** A deposit, a real-money round and a sports bet all go through (`tag` keeps the round and bet keys apart). */
async function playsForMoney(tag: string): Promise<void> {
  await expect(deposit()).resolves.toMatchObject({ status: 'new' });
  expect((await playRealRound(client(), SLOT, `${tag}-round`, 10_000)).status).toBe(200);
  expect(await placeSportsBet(client(), `${tag}-bet`, 10_000)).toBe(200);
}

describe('identification before real-money play', () => {
  it('is on by default: the config says so, a bad value is refused, reset restores it', async () => {
    const fresh = start(true);
    expect(fresh.sandbox.state.settings.identificationForPlay).toBe(true);
    expect(await config({})).toMatchObject({ status: 200, data: { identification_for_play: true } });
    expect((await config({ identification_for_play: 'no' })).status).toBe(422);
    expect(await config({ identification_for_play: false })).toMatchObject({ data: { identification_for_play: false } });
    expect((await client().fetch('/__sandbox/reset', { method: 'POST' })).status).toBeLessThan(300);
    expect(await config({})).toMatchObject({ data: { identification_for_play: true } });
  });

  it('refuses an unidentified player a deposit, a real launch and round, and a bet; the profile first; pending; then plays', async () => {
    start(true);
    await contract.signIn(SEED_LOGINS.fresh);
    fund(SEED_UIDS.fresh, 100_000);
    // The profile lacks the names and birth date: the platform asks for them first.
    await contract.expectError(deposit(), 'KycUserProfileException', { first_name: ['REQUIRED'], birth_date: ['REQUIRED'], identification: ['REQUIRED'] });
    expect(await account.saveProfileInfo({ first_name: 'Yangi', last_name: 'Oyunchi', birth_date: '1995-03-02' })).toBe(1);
    await contract.expectError(deposit(), 'SumsubVerificationRequiredException', { identification: ['REQUIRED'] });
    // Browsing and demo play stay open; real money does not.
    const game = await games.getGame(SLOT);
    expect(game?.demo_url).toEqual(expect.any(String));
    expect(game?.url).toBeNull();
    const bet = await placeSportsBet(client(), 'identify-bet-1', 10_000);
    expect(bet).toBe(403);

    // Documents sent: while the review runs the refusal says so.
    await sumsub.createApplicant({});
    const { token } = await sumsub.getAccessToken({});
    await client().fetch('/websdk/api/submit', { method: 'POST', headers: json, body: JSON.stringify({ token, doc_type: 'PASSPORT', number: 'AA1234567', selfie: true }) });
    await contract.expectError(deposit(), 'SumsubVerificationRequiredException', { identification: ['PENDING'] });

    // Approved on the sandbox clock: everything goes through at once, before any account read.
    client().clock.advance(REVIEW_MS);
    await playsForMoney('identified');
  });

  it('the book says which step the platform asks for and whether a review runs', async () => {
    start(true);
    await contract.signIn(SEED_LOGINS.cashback);
    const launched = (await (await client().fetch('/sandbox-sportsbook/launch?lang=uz')).json()) as { data: { token: string } };
    const feed = (await (await client().fetch(`/sandbox-sportsbook/api/events?token=${launched.data.token}`, { headers: { Origin: 'null' } })).json()) as {
      data: { upcoming: { markets: { outcomes: { id: string; odds: number }[] }[] }[] };
    };
    const outcome = feed.data.upcoming[0]?.markets[0]?.outcomes[0];
    const answer = await client().fetch(`/sandbox-sportsbook/api/bet?token=${launched.data.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'null' },
      body: JSON.stringify({ token: launched.data.token, key: 'identify-step-1', type: 'single', stake: 10_000, accept: 'none', source: 'main', selections: [outcome] }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: { code: 'VERIFICATION_REQUIRED', step: 'profile', pending: false } });
  });

  it('a real launch made while the rule was off plays no round once it is on', async () => {
    start(false);
    await contract.signIn(SEED_LOGINS.cashback);
    const game = await games.getGame(SLOT);
    expect(game?.url).toEqual(expect.any(String));
    const token = new URL(game?.url ?? 'http://x/', 'http://x').searchParams.get('token');
    expect((await config({ identification_for_play: true })).status).toBe(200);
    const round = await client().fetch('/sandbox-games/api/round', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'null' }, body: JSON.stringify({ token, round_id: 'identify-round-1', bet: 1000 }) });
    expect(round.status).toBe(403);
    expect(await round.json()).toMatchObject({ error: { code: 'VERIFICATION_REQUIRED' } });
  });

  it('off, an unidentified player deposits and plays as before', async () => {
    start(false);
    await contract.signIn(SEED_LOGINS.cashback);
    await playsForMoney('unidentified');
  });

  it('minor@ is refused as under 18 on the sandbox clock and never plays for money', async () => {
    start(true);
    await contract.signIn(SEED_LOGINS.minor);
    await contract.expectError(deposit(), 'SumsubVerificationRequiredException', { identification: ['REQUIRED'] });
    expect(await identify('AA1234567')).toMatchObject({ review_status: 'completed', review_answer: 'RED', reject_type: 'FINAL', reject_labels: ['AGE_REQUIREMENT_MISMATCH'] });
    expect(await account.getInfo({})).toMatchObject({ is_verified: false, is_on_verification: false });
    await contract.expectError(deposit(), 'SumsubVerificationRequiredException', { identification: ['REQUIRED'] });
    // The review is final: nothing can be sent again.
    const { token } = await sumsub.getAccessToken({});
    const again = await client().fetch('/websdk/api/submit', { method: 'POST', headers: json, body: JSON.stringify({ token, doc_type: 'PASSPORT', number: 'AB7654321', selfie: true }) });
    expect(again.status).toBe(409);
  });

  it('a HOLD… document is reviewed by hand: pending for an hour of the sandbox clock, then approved', async () => {
    start(true);
    await contract.signIn(SEED_LOGINS.fresh);
    await sumsub.createApplicant({});
    const { token } = await sumsub.getAccessToken({});
    const sent = await client().fetch('/websdk/api/submit', { method: 'POST', headers: json, body: JSON.stringify({ token, doc_type: 'PASSPORT', number: 'HOLD1234567', selfie: true }) });
    expect(sent.status).toBe(200);
    client().clock.advance(REVIEW_MS);
    expect(await account.getInfo({})).toMatchObject({ is_on_verification: true, is_verified: false });
    await contract.expectError(deposit(), 'SumsubVerificationRequiredException', { identification: ['PENDING'] });
    client().clock.advance(MANUAL_REVIEW_MS);
    expect(await account.getInfo({})).toMatchObject({ is_on_verification: false, is_verified: true });
  });

  it('an adult whose 18th birthday is today on the sandbox clock is approved', async () => {
    start(true);
    await contract.signIn(SEED_LOGINS.fresh);
    const today = new Date(client().clock.now());
    const birth = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
    expect(await account.saveProfileInfo({ first_name: 'Yangi', last_name: 'Oyunchi', birth_date: birth })).toBe(1);
    expect(await identify('AA1234567')).toMatchObject({ review_answer: 'GREEN' });
  });
});

describe('isUnderAge', () => {
  const at = Date.UTC(2026, 5, 15);
  it('counts whole years on the UTC calendar', () => {
    expect(isUnderAge('2008-06-15', at)).toBe(false);
    expect(isUnderAge('2008-06-16', at)).toBe(true);
    expect(isUnderAge('2008-07-01', at)).toBe(true);
    expect(isUnderAge('2007-12-31', at)).toBe(false);
    expect(isUnderAge('1990-05-14', at)).toBe(false);
    expect(isUnderAge('not a date', at)).toBe(false);
  });
});
