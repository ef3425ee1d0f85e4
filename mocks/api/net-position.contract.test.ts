/**
 * Contract: account.getNetPosition (src/api/net-position.ts; decision 035) answers what the app's schema accepts, and
 * its figures follow the ledger: a deposit, lost and won rounds, a sports bet, a paid-out and a cancelled withdrawal,
 * over Tashkent's calendar periods on the sandbox clock.
 */
import { describe, expect, it } from 'vitest';
import * as cashier from '../../src/api/cashier.ts';
import { getNetPosition, NET_PERIODS, type NetPosition } from '../../src/api/net-position.ts';
import { SEED_LOGINS } from '../fixtures/accounts.ts';
import { createContractHarness, placeSportsBet, playRealRound } from '../test-client.ts';

const contract = createContractHarness();
const client = contract.suite(/^account\.getNetPosition$/i);
const { signIn, expectError } = contract;

const DAY_S = 86_400;
const TASHKENT_S = 5 * 3600;
const REQUISITES = { card_number: '8600 1234 5678 9012', card_holder: 'AZIZ KARIMOV' };

/** A payme deposit paid at the sandbox provider's page. */
async function deposit(amount: number): Promise<void> {
  const result = await cashier.makeDeposit({ method: 'payme', amount });
  const paid = await client().fetch(result.redirect_url ?? '', { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
  expect(paid.status).toBe(303);
}

/** What the seeded player's sports bets paid back since `from` (unix seconds), in UZS: the ledger's own entries. */
async function sportsPaidBackSince(from: number): Promise<number> {
  const answer = await client().fetch(`/__sandbox/state/ledger?login=${encodeURIComponent(SEED_LOGINS.player)}`);
  const { data } = (await answer.json()) as { data: { items: { amount: number; reason: string; at: number }[] } };
  return data.items.filter((entry) => entry.at >= from && ['sport_win', 'sport_void', 'sport_cashout'].includes(entry.reason)).reduce((sum, entry) => sum + entry.amount, 0);
}

type Figures = Record<'deposits' | 'withdrawals' | 'pending_withdrawals' | 'net_result', number>;

function figures(position: NetPosition, period: (typeof NET_PERIODS)[number] | 'session'): Figures {
  const of = position[period];
  if (!of) throw new Error(`no ${period} figures`);
  for (const money of [of.deposits, of.withdrawals, of.pending_withdrawals, of.net_result]) expect(money.currency).toBe('UZS');
  return { deposits: of.deposits.amount, withdrawals: of.withdrawals.amount, pending_withdrawals: of.pending_withdrawals.amount, net_result: of.net_result.amount };
}

function change(before: Figures, after: Figures): Figures {
  return {
    deposits: after.deposits - before.deposits,
    withdrawals: after.withdrawals - before.withdrawals,
    pending_withdrawals: after.pending_withdrawals - before.pending_withdrawals,
    net_result: after.net_result - before.net_result,
  };
}

describe('account.getNetPosition', () => {
  it('guests are refused', async () => {
    await expectError(getNetPosition({}), 'AuthorizationException');
  });

  it('periods begin at Tashkent midnight, Monday and the 1st; the session at its sign-in', async () => {
    await signIn();
    const signedInAt = Math.floor(client().clock.now() / 1000);
    const position = await getNetPosition({});
    expect(position.timezone).toBe('Asia/Tashkent');
    // The test clock: Wednesday 2025-01-15 12:00 UTC, 17:00 in Tashkent.
    expect(position.today.from).toBe(Date.UTC(2025, 0, 14, 19) / 1000);
    expect(position.week.from).toBe(Date.UTC(2025, 0, 12, 19) / 1000);
    expect(position.month.from).toBe(Date.UTC(2024, 11, 31, 19) / 1000);
    expect((position.today.from + TASHKENT_S) % DAY_S).toBe(0);
    expect(position.all.from).toBeLessThan(position.month.from);
    expect(position.session?.from).toBe(signedInAt);
  });

  it('a deposit, lost and won rounds, a sports bet and withdrawals move the figures as the ledger does', async () => {
    // The seed's own entries are dated at the sandbox's start: the session starts a minute later.
    client().clock.advance(60_000);
    await signIn();
    const before = await getNetPosition({});
    expect(figures(before, 'session')).toEqual({ deposits: 0, withdrawals: 0, pending_withdrawals: 0, net_result: 0 });

    await deposit(50_000);
    // Rounds until at least one was lost and one won: the net result is their wins minus their bets.
    let net = 0;
    let lost = 0;
    let won = 0;
    for (let round = 1; round <= 40 && (lost === 0 || won === 0); round++) {
      const answer = await playRealRound(client(), 'omad-zar', `net-round-${round}`, 1000, { target: 50 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { bet = 0, win = 0 } = answer.body.data ?? {};
      net += win - bet;
      if (win < bet) lost++;
      else won++;
    }
    expect(lost).toBeGreaterThan(0);
    expect(won).toBeGreaterThan(0);
    // An open sports bet has staked its money: it counts when placed.
    expect(await placeSportsBet(client(), 'net-sport-1', 2000)).toBe(200);
    net -= 2000;

    await expect(cashier.makeWithdrawal({ method: 'uzcard', amount: 100_000, requisites: REQUISITES })).resolves.toMatchObject({ status: 'pending' });
    const cancelled = await cashier.makeWithdrawal({ method: 'uzcard', amount: 40_000, requisites: REQUISITES });
    await expect(cashier.cancelWithdrawal({ id: cancelled.id })).resolves.toBe(1);

    const after = await getNetPosition({});
    const expected = { deposits: 50_000, withdrawals: 100_000, pending_withdrawals: 100_000, net_result: net };
    for (const period of NET_PERIODS) expect(change(figures(before, period), figures(after, period)), period).toEqual(expected);
    expect(figures(after, 'session')).toEqual(expected);

    // Paid out ten minutes later: no longer pending, still withdrawn. Forty days on, today, this week and this month
    // hold none of it; since registration keeps it all.
    client().clock.advance(40 * DAY_S * 1000);
    // The session has lapsed meanwhile (unused for 30 days): the figures are the account's, whichever session asks.
    await signIn();
    const later = await getNetPosition({});
    const all = change(figures(before, 'all'), figures(later, 'all'));
    // The sports bet has settled meanwhile: what it paid back (a win or a void; nothing when lost) joins the result.
    const settled = await sportsPaidBackSince(Math.floor(before.session?.from ?? 0));
    expect({ ...all, pending_withdrawals: 0 }).toEqual({ ...expected, pending_withdrawals: 0, net_result: expected.net_result + settled });
    // Every withdrawal has been processed by now, the seed's pending one too.
    expect(figures(later, 'all').pending_withdrawals).toBe(0);
    for (const period of ['today', 'week', 'month'] as const) {
      expect(figures(later, period), period).toEqual({ deposits: 0, withdrawals: 0, pending_withdrawals: 0, net_result: 0 });
    }
  });
});
