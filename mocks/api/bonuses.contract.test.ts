/**
 * Contract (issue 16): every bonuses.* and BettingBonuses.* operation, and cashbacks.payout / cashbacks.remove,
 * answers what src/api/bonuses.ts, betting-bonuses.ts and cashbacks.ts accept, and refuses with its own key.
 * Wagering moves with real rounds of the in-house games (slots 100 %, live 10 %, others 50 %), a bet above the
 * max bet moves no money, completion converts the bonus money to the main balance, removal and expiry burn it,
 * a cashback is received once — all through the ledger, on the sandbox clock.
 */
import { describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as bettingBonuses from '../../src/api/betting-bonuses.ts';
import * as bonuses from '../../src/api/bonuses.ts';
import * as cashbacks from '../../src/api/cashbacks.ts';
import { SEED_LOGINS } from '../fixtures/accounts.ts';
import { BONUS_MAX_BET, SEED_RECEIVABLE_CASHBACK } from '../fixtures/cashier-history.ts';
import { createContractHarness, playRealRound } from '../test-client.ts';

const contract = createContractHarness();
const client = contract.suite(/^(bonuses|bettingbonuses)\.|^cashbacks\.(payout|remove)$/i);
const { signIn, expectError } = contract;

/** The seeded active casino bonus (mocks/fixtures/cashier-history.ts SEED_BONUSES, newest last). */
const ACTIVE_ID = 5;
const FINISHED_ID = 4;
const BETTING_ID = 6;
/** A slot without free spins for the seeded player, a live table and a fast game (all in-house engines). */
const SLOT = 'golden-lynx-quvnoq-ajdar-respin';
const LIVE = 'arena-live-bakkara-andijon-live';
const DICE = 'omad-zar';

interface LedgerEntry {
  amount: number;
  reason: string;
  ref: string | null;
}

async function ledger(): Promise<LedgerEntry[]> {
  const response = await client().fetch(`/__sandbox/state/ledger?${new URLSearchParams({ login: SEED_LOGINS.player }).toString()}`);
  return ((await response.json()) as { data: { items: LedgerEntry[] } }).data.items;
}

async function balances(): Promise<{ main: number; bonus: number; betting: number }> {
  const balance = await account.getBalance({});
  return { main: balance.balance_main.amount, bonus: balance.balance_bonus?.amount ?? 0, betting: balance.balance_betting_bonus?.amount ?? 0 };
}

async function casinoBonus(id: number): Promise<bonuses.Bonus> {
  const found = (await bonuses.get({ count: 100 })).items.find((item) => item.id === id);
  if (!found) throw new Error(`bonus ${id} not listed`);
  return found;
}

describe('bonuses.get', () => {
  it('answers the seeded active bonus with its wagering (20–60 %), contribution, max bet and expiry; guests and bad filters are refused', async () => {
    await expectError(bonuses.get({}), 'AuthorizationException');
    await signIn();
    const active = await bonuses.get({ status: 'active' });
    expect(active.items).toHaveLength(1);
    const bonus = active.items[0];
    expect(bonus).toMatchObject({
      id: ACTIVE_ID,
      status: 'active',
      amount: { amount: 50_000, currency: 'UZS' },
      balance: { amount: 50_000, currency: 'UZS' },
      max_bet: { amount: BONUS_MAX_BET, currency: 'UZS' },
      wager: { multiplier: 30, required: 1_500_000, wagered: 420_000, to_wager: 1_080_000, progress: { current: 420_000, min: 0, max: 1_500_000 } },
    });
    expect(bonus?.wager?.contribution).toEqual([
      { game_type: 'slots', percent: 100 },
      { game_type: 'live', percent: 10 },
      { game_type: 'other', percent: 50 },
    ]);
    const percent = ((bonus?.wager?.wagered ?? 0) / (bonus?.wager?.required ?? 1)) * 100;
    expect(percent).toBeGreaterThanOrEqual(20);
    expect(percent).toBeLessThanOrEqual(60);
    expect(bonus?.expired_at ?? 0).toBeGreaterThan(Math.floor(client().clock.now() / 1000));
    await expectError(bonuses.get({ status: 'lost' as 'active' }), 'InvalidParameterException', { status: ['INVALID'] });
  });
});

describe('wagering from real rounds', () => {
  it('slots count 100 %, live 10 %, others 50 % of the bet, through the bet entries of the ledger', async () => {
    await signIn();
    const before = (await casinoBonus(ACTIVE_ID)).wager?.wagered ?? 0;
    expect((await playRealRound(client(), SLOT, 'wager-slot-1', 10_000)).status).toBe(200);
    expect((await casinoBonus(ACTIVE_ID)).wager?.wagered).toBe(before + 10_000);
    expect((await playRealRound(client(), LIVE, 'wager-live-1', 10_000, { target: 50 })).status).toBe(200);
    expect((await casinoBonus(ACTIVE_ID)).wager?.wagered).toBe(before + 11_000);
    expect((await playRealRound(client(), DICE, 'wager-dice-1', 10_000, { target: 50 })).status).toBe(200);
    expect((await casinoBonus(ACTIVE_ID)).wager?.wagered).toBe(before + 16_000);
    // A replayed round moves neither money nor wagering.
    expect((await playRealRound(client(), SLOT, 'wager-slot-1', 10_000)).body.data).toMatchObject({ round_id: 'wager-slot-1' });
    expect((await casinoBonus(ACTIVE_ID)).wager?.wagered).toBe(before + 16_000);
  });

  it('a real-money bet above the max bet is refused with a clear error and no money moves', async () => {
    await signIn();
    const money = await balances();
    const entries = (await ledger()).length;
    const refused = await playRealRound(client(), SLOT, 'wager-too-big', BONUS_MAX_BET + 1000);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('BONUS_MAX_BET');
    expect(await balances()).toEqual(money);
    expect(await ledger()).toHaveLength(entries);
    expect((await casinoBonus(ACTIVE_ID)).wager?.wagered).toBe(420_000);
  });

  it('when wagering completes the bonus money converts to the main balance, once', async () => {
    await signIn();
    let round = 0;
    while ((await casinoBonus(ACTIVE_ID)).status === 'active') {
      expect((await playRealRound(client(), SLOT, `wager-complete-${round++}`, BONUS_MAX_BET)).status).toBe(200);
      expect(round).toBeLessThan(40);
    }
    expect(round).toBe(22); // 1,080,000 left at 50,000 a round
    const done = await casinoBonus(ACTIVE_ID);
    expect(done).toMatchObject({ status: 'finished', balance: { amount: 0 }, wager: { to_wager: 0, wagered: 1_500_000 } });
    const converted = (await ledger()).filter((entry) => entry.reason === 'bonus_convert');
    expect(converted.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-50_000, 50_000]);
    expect((await balances()).bonus).toBe(0);
    // No max bet once nothing wagers.
    expect((await playRealRound(client(), SLOT, 'after-bonus', BONUS_MAX_BET * 2)).status).toBe(200);
  });
});

describe('bonuses.activate, bonuses.deactivate, bonuses.remove', () => {
  it('deactivate pauses (money and progress kept), activate resumes; wrong states are refused by key', async () => {
    await expectError(bonuses.activate({ bonus_id: ACTIVE_ID }), 'AuthorizationException');
    await signIn();
    await expect(bonuses.deactivate({ bonus_id: ACTIVE_ID })).resolves.toBe(1);
    expect(await casinoBonus(ACTIVE_ID)).toMatchObject({ status: 'available', balance: { amount: 50_000 }, wager: { wagered: 420_000 } });
    await expectError(bonuses.deactivate({ bonus_id: ACTIVE_ID }), 'InvalidParameterException', { bonus_id: ['NOT_ACTIVE'] });
    // A paused bonus neither wagers nor limits the bet.
    expect((await playRealRound(client(), SLOT, 'paused-1', BONUS_MAX_BET * 2)).status).toBe(200);
    expect((await casinoBonus(ACTIVE_ID)).wager?.wagered).toBe(420_000);
    await expect(bonuses.activate({ bonus_id: ACTIVE_ID })).resolves.toBe(1);
    expect((await casinoBonus(ACTIVE_ID)).status).toBe('active');
    expect((await balances()).bonus).toBe(50_000);
    await expectError(bonuses.activate({ bonus_id: FINISHED_ID }), 'InvalidParameterException', { bonus_id: ['NOT_AVAILABLE'] });
    await expectError(bonuses.activate({ bonus_id: 999 }), 'InvalidParameterException', { bonus_id: ['NOT_FOUND'] });
    await expectError(bonuses.activate({ bonus_id: BETTING_ID }), 'InvalidParameterException', { bonus_id: ['NOT_FOUND'] });
  });

  it('remove burns the bonus money (a ledger entry on the bonus balance) and cannot be repeated', async () => {
    await signIn();
    const before = await balances();
    await expect(bonuses.removeBonus(ACTIVE_ID)).resolves.toBeUndefined();
    expect(await casinoBonus(ACTIVE_ID)).toMatchObject({ status: 'canceled', balance: { amount: 0 } });
    expect(await balances()).toEqual({ ...before, bonus: 0 });
    expect((await ledger()).filter((entry) => entry.reason === 'bonus_remove')).toEqual([expect.objectContaining({ amount: -50_000, ref: `bonus:${ACTIVE_ID}` })]);
    await expectError(bonuses.remove({ bonus_id: ACTIVE_ID }), 'InvalidParameterException', { bonus_id: ['ALREADY_ENDED'] });
    await expectError(bonuses.remove({ bonus_id: 'x' as unknown as number }), 'InvalidParameterException');
  });

  it('a bonus expires on the sandbox clock and its money is burnt', async () => {
    await signIn();
    const bonus = await casinoBonus(ACTIVE_ID);
    client().clock.advance(((bonus.expired_at ?? 0) - Math.floor(client().clock.now() / 1000) + 1) * 1000);
    expect(await casinoBonus(ACTIVE_ID)).toMatchObject({ status: 'expired', balance: { amount: 0 } });
    expect((await balances()).bonus).toBe(0);
    expect((await ledger()).filter((entry) => entry.reason === 'bonus_expire')).toEqual([expect.objectContaining({ amount: -50_000 })]);
    expect((await playRealRound(client(), SLOT, 'after-expiry', BONUS_MAX_BET * 2)).status).toBe(200);
  });
});

describe('BettingBonuses', () => {
  it('get lists the available betting bonus; activate credits the betting bonus balance; remove burns it', async () => {
    await expectError(bettingBonuses.get({}), 'AuthorizationException');
    await signIn();
    const list = await bettingBonuses.get({});
    expect(list.items).toEqual([expect.objectContaining({ id: BETTING_ID, status: 'available', amount: { amount: 100_000, currency: 'UZS' }, min_odds: 1.5 })]);
    expect(list.items[0]?.wager).toMatchObject({ multiplier: 5, required: 500_000, wagered: 0 });
    await expectError(bettingBonuses.activate({ bonus_id: ACTIVE_ID }), 'InvalidParameterException', { bonus_id: ['NOT_FOUND'] });
    await expect(bettingBonuses.activateBettingBonus(BETTING_ID)).resolves.toBeUndefined();
    const active = (await bettingBonuses.get({ status: 'active' })).items[0];
    expect(active).toMatchObject({ id: BETTING_ID, status: 'active', balance: { amount: 100_000 } });
    expect(active?.expired_at ?? 0).toBeGreaterThan(Math.floor(client().clock.now() / 1000));
    expect((await balances()).betting).toBe(100_000);
    await expect(bettingBonuses.activate({ bonus_id: BETTING_ID })).resolves.toBe(1);
    expect((await balances()).betting).toBe(100_000);
    await expect(bettingBonuses.removeBettingBonus(BETTING_ID)).resolves.toBeUndefined();
    expect((await balances()).betting).toBe(0);
    expect((await bettingBonuses.get({})).items[0]).toMatchObject({ status: 'canceled' });
    await expectError(bettingBonuses.remove({ bonus_id: BETTING_ID }), 'InvalidParameterException', { bonus_id: ['ALREADY_ENDED'] });
    await expectError(bettingBonuses.get({ count: 0 }), 'InvalidParameterException', { count: ['MIN_VALUE'] });
  });
});

describe('cashbacks.payout and cashbacks.remove', () => {
  it('payout receives the paid-out, receivable cashback into the main balance once', async () => {
    await expectError(cashbacks.payout({ cashback_id: 1 }), 'AuthorizationException');
    await signIn();
    const latest = await cashbacks.getLatestCashback();
    expect(latest).toMatchObject({ status: 'paid_out', is_receivable: true, received_at: null });
    const before = (await balances()).main;
    await expect(cashbacks.payoutCashback(latest?.id ?? 0)).resolves.toBeUndefined();
    expect((await balances()).main).toBe(before + SEED_RECEIVABLE_CASHBACK);
    expect(await cashbacks.getLatestCashback()).toMatchObject({ id: latest?.id, is_receivable: false, received_at: Math.floor(client().clock.now() / 1000) });
    await expectError(cashbacks.payout({ cashback_id: latest?.id ?? 0 }), 'InvalidParameterException', { cashback_id: ['NOT_RECEIVABLE'] });
    expect((await balances()).main).toBe(before + SEED_RECEIVABLE_CASHBACK);
    expect((await ledger()).filter((entry) => entry.reason === 'cashback')).toEqual([expect.objectContaining({ amount: SEED_RECEIVABLE_CASHBACK, ref: `cashback:${latest?.id}` })]);
    // An old week's receiving has ended; an unknown id is not found.
    await expectError(cashbacks.payout({ cashback_id: 1 }), 'InvalidParameterException', { cashback_id: ['NOT_RECEIVABLE'] });
    await expectError(cashbacks.payout({ cashback_id: 999 }), 'InvalidParameterException', { cashback_id: ['NOT_FOUND'] });
  });

  it('remove declines it: nothing moves and it can no longer be received; its receiving time also ends on the clock', async () => {
    await signIn();
    const latest = await cashbacks.getLatestCashback();
    const before = await balances();
    await expect(cashbacks.remove({ cashback_id: latest?.id ?? 0 })).resolves.toBe(1);
    expect(await cashbacks.getLatestCashback()).toMatchObject({ is_receivable: false, declined_at: expect.any(Number) as number });
    await expectError(cashbacks.payout({ cashback_id: latest?.id ?? 0 }), 'InvalidParameterException', { cashback_id: ['NOT_RECEIVABLE'] });
    await expectError(cashbacks.remove({ cashback_id: latest?.id ?? 0 }), 'InvalidParameterException', { cashback_id: ['NOT_RECEIVABLE'] });
    expect(await balances()).toEqual(before);
  });

  it('a receivable cashback can no longer be received once receiving_expired_at passes', async () => {
    await signIn();
    const latest = await cashbacks.getLatestCashback();
    client().clock.advance(((latest?.receiving_expired_at ?? 0) - Math.floor(client().clock.now() / 1000)) * 1000);
    await expectError(cashbacks.payout({ cashback_id: latest?.id ?? 0 }), 'InvalidParameterException', { cashback_id: ['NOT_RECEIVABLE'] });
  });
});
