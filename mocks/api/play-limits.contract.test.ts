/**
 * Contract: playLimits.* (src/api/play-limits.ts; decision 032) answers what the app's own schema accepts and refuses
 * bad input with the catalogue's errors; the limits are enforced on the in-house games' rounds and the sportsbook's
 * bets (main and betting-bonus money) with LossLimitExceededException / StakeLimitExceededException (422) and
 * error_data the app words; a looser limit waits 24 hours on the sandbox clock.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as bettingBonuses from '../../src/api/betting-bonuses.ts';
import * as playLimits from '../../src/api/play-limits.ts';
import { createContractHarness, playRealRound } from '../test-client.ts';
import type { TestClient } from '../test-transport.ts';

const contract = createContractHarness();
const { signIn, expectError } = contract;
const HOUR = 3_600_000;

let client: TestClient;

beforeEach(() => {
  client = contract.start();
});

type Refusal = { status: number; error: { code: string; type?: string; error_data?: Record<string, string[]> } };

/** A dice round that all but always loses (roll under 2): the stake is the loss. */
async function losingRound(roundId: string, bet: number): Promise<Refusal> {
  const answer = await playRealRound(client, 'omad-zar', roundId, bet, { target: 2 });
  return { status: answer.status, error: (answer.body.error ?? { code: '' }) };
}

/** Plays rounds of `bet` until one is refused (a rare win frees its room again); answers the refusal. */
async function playUntilRefused(bet: number): Promise<Refusal> {
  for (let index = 0; index < 40; index++) {
    const answer = await losingRound(`limit-round-${index.toString().padStart(3, '0')}`, bet);
    if (answer.status !== 200) return answer;
  }
  throw new Error('no round was refused');
}

async function sportsLaunch(): Promise<{ token: string; outcomes: { id: string; odds: number }[] }> {
  const launched = (await (await client.fetch('/sandbox-sportsbook/launch?lang=uz')).json()) as { data: { token: string } };
  const token = launched.data.token;
  const feed = (await (await client.fetch(`/sandbox-sportsbook/api/events?token=${token}`, { headers: { Origin: 'null' } })).json()) as {
    data: { upcoming: { markets: { outcomes: { id: string; odds: number }[] }[] }[] };
  };
  return { token, outcomes: feed.data.upcoming.flatMap((event) => event.markets[0]?.outcomes ?? []).filter((outcome) => outcome.odds >= 1.5) };
}

async function sportsBet(launch: { token: string; outcomes: { id: string; odds: number }[] }, key: string, stake: number, source: 'main' | 'betting_bonus' = 'main'): Promise<Refusal> {
  const outcome = launch.outcomes[0];
  const response = await client.fetch(`/sandbox-sportsbook/api/bet?token=${launch.token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'null' },
    body: JSON.stringify({ token: launch.token, key, type: 'single', stake, accept: 'all', source, selections: [{ id: outcome?.id, odds: outcome?.odds }] }),
  });
  const body = (await response.json()) as { error?: Refusal['error'] };
  return { status: response.status, error: body.error ?? { code: '' } };
}

describe('playLimits.get', () => {
  it('answers no limits for a new player, and guests are refused', async () => {
    await expectError(playLimits.get({}), 'AuthorizationException');
    await signIn();
    await expect(playLimits.get({})).resolves.toEqual({
      loss: { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: 'none', pending_limit_amount: null, pending_period: null, pending_at: null, used_amount: null },
      stake: { limit_amount: null, can_edit: true, pending_limit_amount: null, pending_removal: false, pending_at: null },
    });
  });
});

describe('playLimits.setLoss', () => {
  it('sets a loss limit at once; validates period and amount', async () => {
    await expectError(playLimits.setLoss({ period: 'day', amount: 1000 }), 'AuthorizationException');
    await signIn();
    const set = await playLimits.setLoss({ period: 'week', amount: 100_000 });
    expect(set.loss).toMatchObject({ period: 'week', limit_amount: { amount: 100_000, currency: 'UZS' }, available_amount: { amount: 100_000 }, used_amount: { amount: 0 }, pending_at: null });
    await expectError(playLimits.setLoss({ period: 'day' }), 'InvalidParameterException', { amount: ['REQUIRED'] });
    const leadingZero = new FormData();
    leadingZero.append('period', 'day');
    leadingZero.append('amount', '010000');
    const response = await client.fetch('/api/playLimits.setLoss?v=2.34&locale=uz', { method: 'POST', body: leadingZero });
    contract.record('playLimits.setLoss', response.status);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { error_data: unknown } }).error.error_data).toEqual({ amount: ['WRONG_AMOUNT'] });
    await expectError(playLimits.setLoss({ period: 'year' as 'day', amount: 1000 }), 'InvalidParameterException');
  });

  it('a looser limit, or none, waits 24 hours on the sandbox clock and is shown pending with its moment', async () => {
    await signIn();
    await playLimits.setLoss({ period: 'day', amount: 50_000 });
    const raised = await playLimits.setLoss({ period: 'day', amount: 200_000 });
    const at = Math.floor((client.clock.now() + 24 * HOUR) / 1000);
    expect(raised.loss).toMatchObject({ limit_amount: { amount: 50_000 }, pending_limit_amount: { amount: 200_000 }, pending_period: 'day', pending_at: at });
    // A decrease while an increase waits applies at once and drops the wait.
    const lowered = await playLimits.setLoss({ period: 'day', amount: 20_000 });
    expect(lowered.loss).toMatchObject({ limit_amount: { amount: 20_000 }, pending_at: null });
    const removed = await playLimits.setLoss({ period: 'none' });
    expect(removed.loss).toMatchObject({ limit_amount: { amount: 20_000 }, pending_period: 'none', pending_limit_amount: null, pending_at: expect.any(Number) as unknown });
    client.clock.advance(24 * HOUR);
    expect((await playLimits.get({})).loss).toMatchObject({ period: 'none', limit_amount: null, pending_at: null });
  });
});

describe('playLimits.setStake', () => {
  it('a smaller stake limit at once, a larger one or none after 24 hours; validates the amount', async () => {
    await expectError(playLimits.setStake({ amount: 1000 }), 'AuthorizationException');
    await signIn();
    expect((await playLimits.setStake({ amount: 50_000 })).stake).toMatchObject({ limit_amount: { amount: 50_000, currency: 'UZS' }, pending_at: null });
    const raised = await playLimits.setStake({ amount: 80_000 });
    expect(raised.stake).toMatchObject({ limit_amount: { amount: 50_000 }, pending_limit_amount: { amount: 80_000 }, pending_removal: false, pending_at: Math.floor((client.clock.now() + 24 * HOUR) / 1000) });
    expect((await playLimits.setStake({})).stake).toMatchObject({ limit_amount: { amount: 50_000 }, pending_limit_amount: null, pending_removal: true });
    client.clock.advance(24 * HOUR);
    expect((await playLimits.get({})).stake).toMatchObject({ limit_amount: null, pending_at: null });
    const bad = new FormData();
    bad.append('amount', '-5');
    const response = await client.fetch('/api/playLimits.setStake?v=2.34&locale=uz', { method: 'POST', body: bad });
    contract.record('playLimits.setStake', response.status);
    expect(response.status).toBe(422);
  });
});

describe('the limits on every way to bet', () => {
  it('a casino round past the loss limit is refused in the platform\'s words, and no money moves', async () => {
    await signIn();
    await playLimits.setLoss({ period: 'day', amount: 10_000 });
    const refusal = await playUntilRefused(10_000);
    expect(refusal.status).toBe(422);
    expect(refusal.error).toMatchObject({ code: 'LOSS_LIMIT', type: 'LossLimitExceededException' });
    const data = refusal.error.error_data ?? {};
    expect(data).toMatchObject({ limit: ['10000'], available: ['0'], currency: ['UZS'], period: ['day'] });
    const limits = await playLimits.get({});
    expect(limits.loss).toMatchObject({ used_amount: { amount: 10_000 }, available_amount: { amount: 0 } });
    // Resets when the losing round leaves the rolling day: the same moment the read names.
    expect(Number(data.resets_at?.[0])).toBe(limits.loss.expired_at);
    const before = (await account.getBalance({})).balance_main.amount;
    expect((await losingRound('limit-round-again', 1000)).status).toBe(422);
    expect((await account.getBalance({})).balance_main.amount).toBe(before);
    client.clock.advance(24 * HOUR);
    expect((await losingRound('limit-round-next-day', 1000)).status).toBe(200);
  });

  it('a round above the stake limit is refused with the limit', async () => {
    await signIn();
    await playLimits.setStake({ amount: 5_000 });
    const refused = await losingRound('stake-round-001', 10_000);
    expect(refused.status).toBe(422);
    expect(refused.error).toMatchObject({ code: 'STAKE_LIMIT', type: 'StakeLimitExceededException', error_data: { limit: ['5000'], available: ['5000'], currency: ['UZS'] } });
    expect((await losingRound('stake-round-002', 5_000)).status).toBe(200);
  });

  it('an open sports bet counts as lost: the next bet past the limit is refused, betting-bonus money too, until a raise applies', async () => {
    await signIn();
    await playLimits.setLoss({ period: 'week', amount: 10_000 });
    const launch = await sportsLaunch();
    expect((await sportsBet(launch, 'limit-sport-001', 10_000)).status).toBe(200);
    const refused = await sportsBet(launch, 'limit-sport-002', 1_000);
    expect(refused).toMatchObject({ status: 422, error: { code: 'LOSS_LIMIT', type: 'LossLimitExceededException', error_data: { limit: ['10000'], available: ['0'], period: ['week'] } } });
    const bonusId = (await bettingBonuses.get({})).items[0]?.id ?? 0;
    await bettingBonuses.activateBettingBonus(bonusId);
    expect((await sportsBet(launch, 'limit-bonus-001', 5_000, 'betting_bonus')).error.code).toBe('LOSS_LIMIT');
    // Raised: still refused for 24 hours, then the larger limit applies.
    await playLimits.setLoss({ period: 'week', amount: 50_000 });
    expect((await sportsBet(launch, 'limit-sport-003', 1_000)).error.code).toBe('LOSS_LIMIT');
    client.clock.advance(24 * HOUR);
    const again = await sportsLaunch();
    expect((await sportsBet(again, 'limit-sport-004', 5_000, 'betting_bonus')).status).toBe(200);
    await playLimits.setStake({ amount: 2_000 });
    expect((await sportsBet(again, 'limit-sport-005', 5_000)).error).toMatchObject({ code: 'STAKE_LIMIT', type: 'StakeLimitExceededException' });
  });
});

afterAll(() => {
  expect(contract.missing(/^playLimits\./i)).toEqual([]);
});
