/**
 * Contract (issue 15): the sandbox sportsbook's frame API and what it does to the platform: the feed (sports, live
 * and upcoming events, markets), bet placement through the wallet ledger once per key, the reasons a slip is
 * refused, settlement on the sandbox clock, cash-out with its acceptance delay, betting-bonus money, and the bets in
 * games.getHistory (validated by the app's own schema in src/api/games.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '../../src/api/account.ts';
import * as auth from '../../src/api/auth.ts';
import * as bettingBonuses from '../../src/api/betting-bonuses.ts';
import * as bonuses from '../../src/api/bonuses.ts';
import { configureApi } from '../../src/api/client.ts';
import * as games from '../../src/api/games.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { createTestClient, type TestClient } from '../test-transport.ts';
import { EXPORT_READY_AFTER_MS } from '../state/games.ts';
import { CASHOUT_DELAY_MS } from './bets.ts';
import { DURATION_MS, ODDS_TICK_MS, planOf, selectionResult } from './feed.ts';
import { MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_LAUNCH } from './routes.ts';

interface Outcome { id: string; name: string; odds: number }
interface Market { key: string; type: string; status: string; outcomes: Outcome[] }
interface SbEvent { id: number; sport: string; home: string; status: string; starts_at: number; markets: Market[] }
type Answer<T> = { status: number; data: T; error: { code: string } & Record<string, unknown> };

let client: TestClient;
let token = '';

async function call<T>(path: string, body?: Record<string, unknown>): Promise<Answer<T>> {
  const url = `/sandbox-sportsbook/api/${path}${path.includes('?') ? '&' : '?'}token=${token}`;
  // The frame runs in an opaque origin: its requests say `Origin: null` and carry no cookie that counts.
  const response = await client.fetch(url, body ? { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'null' }, body: JSON.stringify({ token, ...body }) } : { headers: { Origin: 'null' } });
  const parsed = (await response.json()) as { data: T; error: { code: string } };
  return { status: response.status, data: parsed.data, error: parsed.error };
}

async function launch(): Promise<void> {
  const response = await client.fetch('/sandbox-sportsbook/launch?lang=uz');
  const body = (await response.json()) as { data: { token: string; url: string } };
  token = body.data.token;
  expect(body.data.url).toContain(`token=${token}`);
}

async function signIn(): Promise<void> {
  await expect(auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD })).resolves.toBe(1);
  await launch();
}

async function mainBalance(): Promise<number> {
  return (await account.getBalance({})).balance_main.amount;
}

async function events(): Promise<{ live: SbEvent[]; upcoming: SbEvent[] }> {
  return (await call<{ live: SbEvent[]; upcoming: SbEvent[] }>('events')).data;
}

/** The first outcome of an upcoming event's main market (pre-match odds do not move). */
async function upcomingOutcome(index = 0): Promise<{ event: SbEvent; outcome: Outcome }> {
  const { upcoming } = await events();
  const event = upcoming[index] as SbEvent;
  return { event, outcome: (event.markets[0] as Market).outcomes[0] as Outcome };
}

async function place(body: Record<string, unknown>) {
  return call<{ id: number; status: string; replayed: boolean; stake: { amount: number }; cashout: { value: { amount: number } } | null }>('bet', { accept: 'none', source: 'main', ...body });
}

beforeEach(() => {
  client = createTestClient();
  // Bets settle hours later on the sandbox clock, as time spent with the app open: the inactivity logout is off here.
  client.sandbox.state.settings.timeToForceLogout = 0;
  configureApi({ transport: client.transport, locale: () => 'uz', inFrame: () => false, baseUrl: '' });
});

describe('the feed', () => {
  // Under the Uzbek market rule (decision 034) about a fifth of the slots are domestic or youth events left out: over a
  // month of clock at least 4 live and 30 upcoming remain at any moment.
  it('has six sports, at least 30 upcoming and 4 live events at any moment, and markets of each kind', async () => {
    await launch();
    for (const step of [0, 7 * 60_000, 3 * 3600_000 + 123_000]) {
      client.clock.advance(step);
      const { live, upcoming } = await events();
      expect(live.filter((event) => event.status === 'live').length).toBeGreaterThanOrEqual(4);
      expect(upcoming.length).toBeGreaterThanOrEqual(30);
      expect(new Set(upcoming.map((event) => event.sport))).toEqual(new Set(['football', 'tennis', 'basketball', 'ice_hockey', 'volleyball', 'esports']));
    }
    const football = (await events()).upcoming.find((event) => event.sport === 'football') as SbEvent;
    const detail = (await call<SbEvent>(`event/${football.id}`)).data;
    expect(detail.markets.map((market) => market.type)).toEqual(expect.arrayContaining(['1x2', 'dc', 'total', 'hcp', 'btts']));
    const ru = await client.fetch(`/sandbox-sportsbook/api/event/${football.id}?lang=ru&token=${token}`);
    expect(((await ru.json()) as { data: SbEvent }).data.home).not.toBe('');
  });

  it('live odds move on the sandbox clock; pre-match odds do not', async () => {
    await launch();
    const before = await events();
    client.clock.advance(ODDS_TICK_MS * 3);
    const after = await events();
    const liveOdds = (list: SbEvent[]) => list.flatMap((event) => event.markets.flatMap((market) => market.outcomes.map((outcome) => `${outcome.id}=${outcome.odds}`)));
    const common = before.live.filter((event) => after.live.some((other) => other.id === event.id));
    expect(liveOdds(common)).not.toEqual(liveOdds(after.live.filter((event) => common.some((other) => other.id === event.id))));
    const upcomingBefore = before.upcoming.slice(5, 10);
    expect(liveOdds(upcomingBefore)).toEqual(liveOdds(after.upcoming.filter((event) => upcomingBefore.some((other) => other.id === event.id))));
  });

  it('pushes odds over Server-Sent Events', async () => {
    await launch();
    const controller = new AbortController();
    const response = await client.fetch(`/sandbox-sportsbook/api/stream?lang=uz&token=${token}`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const { value } = await reader.read();
    const text = new TextDecoder().decode(value);
    controller.abort();
    expect(text).toContain('event: odds');
    const data = JSON.parse(text.split('data: ')[1]?.split('\n')[0] ?? '{}') as { changes: unknown[] };
    expect(data.changes.length).toBeGreaterThan(0);
  });
});

describe('the odds stream is the frame’s, a few per client', () => {
  /** Opens a stream; answers its status and a way to close it. */
  async function openStream(streamToken: string | undefined): Promise<{ status: number; code: string | undefined; close: () => void }> {
    const controller = new AbortController();
    const query = streamToken === undefined ? 'lang=uz' : `lang=uz&token=${streamToken}`;
    const response = await client.fetch(`/sandbox-sportsbook/api/stream?${query}`, { signal: controller.signal, headers: { Origin: 'null' } });
    if (response.status !== 200) {
      const body = (await response.json()) as { error?: { code?: string } };
      return { status: response.status, code: body.error?.code, close: () => undefined };
    }
    // Closing is what a browser's disconnect does to the answer: its body is cancelled.
    return {
      status: 200,
      code: undefined,
      close: () => {
        void response.body?.cancel();
        controller.abort();
      },
    };
  }

  /** Tries until the server has let go of closed streams (it notices between two pushes). */
  async function openWhenFreed(streamToken: string): Promise<{ status: number; close: () => void }> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const opened = await openStream(streamToken);
      if (opened.status === 200) return opened;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return openStream(streamToken);
  }

  it('needs the frame’s launch token: none or an unknown one opens no stream', async () => {
    expect(await openStream(undefined)).toMatchObject({ status: 401, code: 'SIGN_IN' });
    expect(await openStream('not-a-launch-token-at-all')).toMatchObject({ status: 401, code: 'SIGN_IN' });
  });

  it(`one launch holds ${MAX_STREAMS_PER_LAUNCH} streams at once; another waits until one closes`, { timeout: 30_000 }, async () => {
    await launch();
    const open = [await openStream(token), await openStream(token)];
    expect(open.map((stream) => stream.status)).toEqual([200, 200]);
    expect(await openStream(token)).toMatchObject({ status: 429, code: 'TOO_MANY_STREAMS' });
    open[0]?.close();
    const again = await openWhenFreed(token);
    expect(again.status).toBe(200);
    again.close();
    open[1]?.close();
  });

  it(`one address holds ${MAX_STREAMS_PER_ADDRESS} streams whatever launches it takes; another address is not affected`, { timeout: 30_000 }, async () => {
    client.address = '203.0.113.50';
    const open: { close: () => void }[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_ADDRESS; index++) {
      await launch();
      const stream = await openStream(token);
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    await launch();
    expect(await openStream(token)).toMatchObject({ status: 429, code: 'TOO_MANY_STREAMS' });
    client.address = '198.51.100.50';
    const other = await openStream(token);
    expect(other.status).toBe(200);
    for (const stream of [...open, other]) stream.close();
  });

  it('an open stream does not keep an idle player signed in', { timeout: 30_000 }, async () => {
    client.sandbox.state.settings.timeToForceLogout = 1800;
    await signIn();
    await launch();
    const response = await client.fetch(`/sandbox-sportsbook/api/stream?lang=uz&token=${token}`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    client.clock.advance(1000 * 1000);
    // The stream checks its launch on its next push, at 1000 s of the player's idle time.
    await reader.read();
    client.clock.advance(900 * 1000);
    expect((await account.getInfo({})).uid).toBe(0);
    await reader.cancel();
  });

  it('a player’s stream ends when the player signs out', { timeout: 30_000 }, async () => {
    await signIn();
    await launch();
    const controller = new AbortController();
    const response = await client.fetch(`/sandbox-sportsbook/api/stream?lang=uz&token=${token}`, { signal: controller.signal });
    expect(response.status).toBe(200);
    await auth.logout({});
    // The stream finishes on its own (the reader reaches the end) instead of pushing to a signed-out player.
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    controller.abort();
  });
});

describe('bets', () => {
  it('a guest browses but is asked to sign in to bet', async () => {
    await launch();
    const { outcome } = await upcomingOutcome();
    expect((await call<{ signed_in: boolean }>('session')).data.signed_in).toBe(false);
    const answer = await place({ key: 'guest-key-0001', type: 'single', stake: 5000, selections: [{ id: outcome.id, odds: outcome.odds }] });
    expect(answer.status).toBe(401);
    expect(answer.error.code).toBe('SIGN_IN');
  });

  it('a single debits the main balance once per key; a replay answers the first bet; the key cannot be reused for another bet', async () => {
    await signIn();
    const before = await mainBalance();
    const { outcome } = await upcomingOutcome();
    const body = { key: 'single-key-0001', type: 'single', stake: 10_000, selections: [{ id: outcome.id, odds: outcome.odds }] };
    const first = await place(body);
    expect(first.status).toBe(200);
    expect(first.data.replayed).toBe(false);
    expect(await mainBalance()).toBe(before - 10_000);
    const again = await place(body);
    expect(again.data).toMatchObject({ id: first.data.id, replayed: true });
    expect(await mainBalance()).toBe(before - 10_000);
    expect((await place({ ...body, stake: 20_000 })).error.code).toBe('KEY_CONFLICT');
  });

  it('refuses a slip for each reason the slip shows', async () => {
    await signIn();
    const { event, outcome } = await upcomingOutcome();
    const other = (event.markets[0] as Market).outcomes[1] as Outcome;
    const second = (await upcomingOutcome(1)).outcome;
    const pick = (o: Outcome) => ({ id: o.id, odds: o.odds });
    expect((await place({ key: 'same-event-01', type: 'acca', stake: 5000, selections: [pick(outcome), pick(other)] })).error.code).toBe('SAME_EVENT');
    expect((await place({ key: 'too-high-0001', type: 'single', stake: 6_000_000, selections: [pick(outcome)] })).error.code).toBe('STAKE_TOO_HIGH');
    expect((await place({ key: 'too-low-00001', type: 'single', stake: 10, selections: [pick(outcome)] })).error.code).toBe('STAKE_TOO_LOW');
    expect((await place({ key: 'no-money-0001', type: 'acca', stake: 4_000_000, selections: [pick(outcome), pick(second)] })).error.code).toBe('INSUFFICIENT_FUNDS');
    const moved = await place({ key: 'odds-moved-01', type: 'single', stake: 5000, selections: [{ id: outcome.id, odds: outcome.odds + 0.5 }] });
    expect(moved.error).toMatchObject({ code: 'ODDS_CHANGED', selections: [{ id: outcome.id, odds: outcome.odds }] });
    expect((await place({ key: 'odds-higher-1', type: 'single', stake: 5000, accept: 'higher', selections: [{ id: outcome.id, odds: outcome.odds + 0.5 }] })).error.code).toBe('ODDS_CHANGED');
    expect((await place({ key: 'odds-all-0001', type: 'single', stake: 5000, accept: 'all', selections: [{ id: outcome.id, odds: outcome.odds + 0.5 }] })).status).toBe(200);
    expect((await place({ key: 'bad-select-01', type: 'single', stake: 5000, selections: [{ id: '1:nope:1', odds: 2 }] })).error.code).toBe('SELECTION_UNKNOWN');
  });

  it('an accumulator and a system settle when their events finish, paying what the results say', async () => {
    await signIn();
    const picks = await Promise.all([0, 1, 2].map((index) => upcomingOutcome(index)));
    const selections = picks.map(({ outcome }) => ({ id: outcome.id, odds: outcome.odds }));
    const acca = await place({ key: 'acca-key-0001', type: 'acca', stake: 10_000, selections: selections.slice(0, 2) });
    const system = await place({ key: 'system-key-01', type: 'system', system_size: 2, stake: 30_000, selections });
    expect([acca.status, system.status]).toEqual([200, 200]);
    const afterBets = await mainBalance();
    const lastEnd = Math.max(...picks.map(({ event }) => planOf(event.id).endsAt));
    client.clock.set(lastEnd + 1000);
    const results = selections.map((selection) => selectionResult(selection.id, client.clock.now()));
    const history = await games.getHistory({ kind: 'sport' });
    const sport = history.items.map((item) => item.sport);
    expect(sport.every((bet) => bet && bet.status !== 'open')).toBe(true);
    const accaItem = history.items.find((item) => item.id === acca.data.id);
    const accaWon = results[0] !== 'lost' && results[1] !== 'lost';
    expect(accaItem?.sport?.status).toBe(accaWon ? 'won' : 'lost');
    const paid = history.items.reduce((total, item) => total + (item.win?.amount ?? 0), 0);
    expect(await mainBalance()).toBeCloseTo(afterBets + paid, 2);
    expect(accaItem?.sport?.selections.map((selection) => selection.result)).toEqual(results.slice(0, 2));
  });

  it('games.getHistory lists sports bets beside casino rounds and filters by kind, status and date', async () => {
    await signIn();
    const { outcome } = await upcomingOutcome();
    const bet = await place({ key: 'hist-key-0001', type: 'single', stake: 5000, selections: [{ id: outcome.id, odds: outcome.odds }] });
    const all = await games.getHistory({});
    expect(all.items[0]).toMatchObject({ id: bet.data.id, kind: 'sport', sport: { status: 'open', type: 'single', total_odds: outcome.odds } });
    expect((await games.getHistory({ kind: 'casino' })).items.every((item) => item.kind === 'casino')).toBe(true);
    expect((await games.getHistory({ status: 'open' })).items.map((item) => item.id)).toEqual([bet.data.id]);
    expect((await games.getHistory({ status: 'won', kind: 'sport' })).items).toEqual([]);
    const future = Math.floor(client.clock.now() / 1000) + 3600;
    expect((await games.getHistory({ kind: 'sport', date_from: future })).items).toEqual([]);
  });
});

describe('exports', () => {
  it('a history export lists the sports bets of its range', async () => {
    await signIn();
    const { outcome } = await upcomingOutcome();
    const bet = await place({ key: 'export-key-01', type: 'single', stake: 5000, selections: [{ id: outcome.id, odds: outcome.odds }] });
    const now = Math.floor(client.clock.now() / 1000);
    const request = await games.createHistoryExportRequest({ date_from: now - 3600, date_to: now });
    client.clock.advance(EXPORT_READY_AFTER_MS);
    const csv = await (await client.fetch(`/sandbox-games/history-export/${request.id}.csv`)).text();
    expect(csv.split('\n')[0]).toBe('round_id,created_at,game,bet,win,currency');
    expect(csv).toContain(`S-${bet.data.id},`);
    expect(csv).toContain(',sport:single,5000,0,UZS');
  });
});

describe('cash-out', () => {
  it('full and partial cash-out after the acceptance delay, at the quoted value', async () => {
    await signIn();
    const { outcome } = await upcomingOutcome();
    const bet = await place({ key: 'cash-key-0001', type: 'single', stake: 100_000, selections: [{ id: outcome.id, odds: outcome.odds }] });
    const value = bet.data.cashout?.value.amount ?? 0;
    expect(value).toBeGreaterThan(0);
    const before = await mainBalance();
    const half = Math.floor(value / 2);
    const partial = await call<{ id: number; status: string; wait_ms: number }>('cashout', { key: 'cashout-part-01', bet_id: bet.data.id, amount: half, value });
    expect(partial.data).toMatchObject({ status: 'pending', wait_ms: CASHOUT_DELAY_MS });
    client.clock.advance(CASHOUT_DELAY_MS);
    expect((await call<{ status: string }>(`cashout/${partial.data.id}`)).data.status).toBe('accepted');
    expect(await mainBalance()).toBeCloseTo(before + half, 2);
    const bets = (await call<{ items: { id: number; status: string; stake: { amount: number }; cashout: { value: { amount: number } } | null }[] }>('bets')).data.items;
    const after = bets.find((item) => item.id === bet.data.id);
    expect(after?.status).toBe('open');
    expect(after?.stake.amount).toBeLessThan(100_000);
    const rest = after?.cashout?.value.amount ?? 0;
    const full = await call<{ id: number }>('cashout', { key: 'cashout-full-01', bet_id: bet.data.id, amount: rest, value: rest });
    client.clock.advance(CASHOUT_DELAY_MS);
    expect((await call<{ status: string }>(`cashout/${full.data.id}`)).data.status).toBe('accepted');
    expect((await games.getHistory({ kind: 'sport' })).items[0]?.sport).toMatchObject({ status: 'cashed_out', cashouts: [expect.anything(), expect.anything()] });
    expect(await mainBalance()).toBeCloseTo(before + half + rest, 2);
  });

  it('a quote that is no longer the price is refused, and a price change during the delay refuses the request', async () => {
    await signIn();
    const { live } = await events();
    let betId = 0;
    let value = 0;
    for (const event of live) {
      const market = event.markets[0] as Market;
      if (market.status !== 'active') continue;
      // A price off its floor (1.01) and ceiling, so the live wobble moves it.
      const outcome = market.outcomes.find((candidate) => candidate.odds > 1.5 && candidate.odds < 20);
      if (!outcome) continue;
      const bet = await place({ key: `live-key-${event.id}`, type: 'single', stake: 50_000, selections: [{ id: outcome.id, odds: outcome.odds }] });
      if (bet.status === 200 && bet.data.cashout) {
        betId = bet.data.id;
        value = bet.data.cashout.value.amount;
        break;
      }
    }
    expect(betId).toBeGreaterThan(0);
    const stale = await call('cashout', { key: 'stale-quote-01', bet_id: betId, amount: value + 1, value: value + 1 });
    // The refusal carries the value now, so the frame offers it in one tap.
    expect(stale.error).toMatchObject({ code: 'CASHOUT_PRICE_CHANGED', value });
    const valueOf = async () => (await call<{ items: { id: number; cashout: { value: { amount: number } } | null }[] }>('bets')).data.items.find((item) => item.id === betId)?.cashout?.value.amount ?? 0;
    // Ask just before the next odds tick: the price at the end of the delay is another one.
    let moved = false;
    for (let tries = 0; tries < 12 && !moved; tries++) {
      const now = client.clock.now();
      client.clock.advance(ODDS_TICK_MS - (now % ODDS_TICK_MS) - 1000);
      const quoted = await valueOf();
      const request = await call<{ id: number }>('cashout', { key: `tick-cashout-${tries}`, bet_id: betId, amount: quoted, value: quoted });
      client.clock.advance(CASHOUT_DELAY_MS);
      const answer = (await call<{ status: string; reason: string; value: number | null }>(`cashout/${request.data.id}`)).data;
      // A tick may leave this price where it was (the wobble is deterministic): then it is paid… only once, so stop.
      if (answer.status === 'accepted') break;
      expect(answer).toMatchObject({ status: 'refused', reason: 'CASHOUT_PRICE_CHANGED' });
      expect(answer.value).not.toBe(quoted);
      // The new quote is the bets' value now, and taking it (half of it: a partial cash-out) is paid.
      expect(answer.value).toBe(await valueOf());
      moved = true;
      const before = await mainBalance();
      const half = Math.floor((answer.value ?? 0) * 50) / 100;
      const again = await call<{ id: number }>('cashout', { key: 'tick-cashout-again', bet_id: betId, amount: half, value: answer.value });
      client.clock.advance(CASHOUT_DELAY_MS);
      expect((await call<{ status: string; value: number | null }>(`cashout/${again.data.id}`)).data).toMatchObject({ status: 'accepted', value: null });
      expect(await mainBalance()).toBeCloseTo(before + half, 2);
    }
    expect(moved).toBe(true);
  });
});

describe('betting-bonus money', () => {
  it('with the betting bonus active, a bet may be paid from it, with odds of at least 1.5', async () => {
    await signIn();
    const bonusId = (await bettingBonuses.get({})).items[0]?.id ?? 0;
    await bettingBonuses.activateBettingBonus(bonusId);
    const session = (await call<{ betting_bonus: { min_odds: number } | null; balance: { betting_bonus: number } }>('session')).data;
    expect(session.betting_bonus?.min_odds).toBe(1.5);
    const { upcoming } = await events();
    const outcomes = upcoming.flatMap((event) => event.markets[0]?.outcomes ?? []);
    const high = outcomes.find((outcome) => outcome.odds >= 1.5) as Outcome;
    const low = outcomes.find((outcome) => outcome.odds < 1.5) as Outcome;
    expect((await place({ key: 'bonus-low-001', type: 'single', stake: 5000, source: 'betting_bonus', selections: [{ id: low.id, odds: low.odds }] })).error.code).toBe('BONUS_MIN_ODDS');
    const main = await mainBalance();
    expect((await place({ key: 'bonus-ok-0001', type: 'single', stake: 20_000, source: 'betting_bonus', selections: [{ id: high.id, odds: high.odds }] })).status).toBe(200);
    const balances = await account.getBalance({});
    expect(balances.balance_betting_bonus?.amount).toBe(session.balance.betting_bonus - 20_000);
    expect(balances.balance_main.amount).toBe(main);
    await bettingBonuses.removeBettingBonus(bonusId);
    expect((await place({ key: 'bonus-gone-01', type: 'single', stake: 5000, source: 'betting_bonus', selections: [{ id: high.id, odds: high.odds }] })).error.code).toBe('NO_BETTING_BONUS');
  });
});

describe('betting-bonus wagering (issue 16)', () => {
  interface Entry { kind: string; amount: number; reason: string; ref: string | null }
  async function ledger(): Promise<Entry[]> {
    const response = await client.fetch(`/__sandbox/state/ledger?${new URLSearchParams({ login: SEED_LOGINS.player }).toString()}`);
    return ((await response.json()) as { data: { items: Entry[] } }).data.items;
  }
  async function bettingBonus(id: number) {
    const found = (await bettingBonuses.get({})).items.find((item) => item.id === id);
    if (!found) throw new Error(`betting bonus ${id} not listed`);
    return found;
  }
  /** A pre-match outcome (its odds do not move) at or above the minimum odds and one under it, of two events. */
  async function picks(): Promise<{ high: Outcome; low: Outcome }> {
    const { upcoming } = await events();
    const withEvent = upcoming.flatMap((event) => (event.markets[0]?.outcomes ?? []).map((outcome) => ({ event: event.id, outcome })));
    const high = withEvent.find((entry) => entry.outcome.odds >= 1.5 && entry.outcome.odds < 10);
    const low = withEvent.find((entry) => entry.outcome.odds < 1.5 && entry.event !== high?.event);
    if (!high || !low) throw new Error('the feed has no qualifying and low-odds pre-match pair');
    return { high: high.outcome, low: low.outcome };
  }

  it('a main-money bet wagers the active betting bonus by its stake once per key; a low-odds selection or bonus money counts nothing; at the requirement the bonus money moves to main once', async () => {
    await signIn();
    const bonusId = (await bettingBonuses.get({ status: 'available' })).items[0]?.id ?? 0;
    await bettingBonuses.activateBettingBonus(bonusId);
    expect(await bettingBonus(bonusId)).toMatchObject({ status: 'active', min_odds: 1.5, wager: { wagered: 0, required: 500_000, contribution: [{ game_type: 'sport', percent: 100 }] } });
    const { high, low } = await picks();
    const pick = (outcome: Outcome) => ({ id: outcome.id, odds: outcome.odds });

    const first = { key: 'wager-main-001', type: 'single', stake: 100_000, selections: [pick(high)] };
    expect((await place(first)).data.replayed).toBe(false);
    expect((await bettingBonus(bonusId)).wager).toMatchObject({ wagered: 100_000, to_wager: 400_000, progress: { current: 100_000, max: 500_000 } });
    // A replay of the same key is the same bet: no second stake, no second wagering.
    expect((await place(first)).data.replayed).toBe(true);
    expect((await bettingBonus(bonusId)).wager?.wagered).toBe(100_000);
    // One selection under the minimum odds and the whole bet counts nothing (a single, and an accumulator).
    expect((await place({ key: 'wager-low-0001', type: 'single', stake: 50_000, selections: [pick(low)] })).status).toBe(200);
    expect((await place({ key: 'wager-lowacca-1', type: 'acca', stake: 50_000, selections: [pick(high), pick(low)] })).status).toBe(200);
    expect((await bettingBonus(bonusId)).wager?.wagered).toBe(100_000);
    // A bet staked from the betting-bonus balance is bonus money: it does not wager either.
    expect((await place({ key: 'wager-bonus-001', type: 'single', stake: 20_000, source: 'betting_bonus', selections: [pick(high)] })).status).toBe(200);
    expect(await bettingBonus(bonusId)).toMatchObject({ wager: { wagered: 100_000 }, balance: { amount: 80_000 } });
    expect((await ledger()).filter((entry) => entry.reason === 'bonus_convert')).toEqual([]);

    const main = await mainBalance();
    expect((await place({ key: 'wager-rest-001', type: 'single', stake: 400_000, selections: [pick(high)] })).status).toBe(200);
    expect(await bettingBonus(bonusId)).toMatchObject({ status: 'finished', balance: { amount: 0 }, wager: { wagered: 500_000, to_wager: 0 } });
    expect(await mainBalance()).toBe(main - 400_000 + 80_000);
    expect((await account.getBalance({})).balance_betting_bonus?.amount ?? 0).toBe(0);
    const converted = () => ledger().then((entries) => entries.filter((entry) => entry.reason === 'bonus_convert').map(({ kind, amount }) => ({ kind, amount })));
    expect(await converted()).toEqual([{ kind: 'betting_bonus', amount: -80_000 }, { kind: 'main', amount: 80_000 }]);
    // Once: later bets (and a replay of the completing one) move nothing more.
    expect((await place({ key: 'wager-rest-001', type: 'single', stake: 400_000, selections: [pick(high)] })).data.replayed).toBe(true);
    expect((await place({ key: 'wager-after-01', type: 'single', stake: 10_000, selections: [pick(high)] })).status).toBe(200);
    expect(await converted()).toHaveLength(2);
    expect((await bettingBonus(bonusId)).wager?.wagered).toBe(500_000);
  });

  it('sports bets do not wager the casino bonus, and without an active betting bonus nothing wagers', async () => {
    await signIn();
    const casinoBefore = (await bonuses.get({ status: ['active'] })).items[0];
    const { high } = await picks();
    expect((await place({ key: 'no-bonus-bet-1', type: 'single', stake: 100_000, selections: [{ id: high.id, odds: high.odds }] })).status).toBe(200);
    expect((await bonuses.get({ status: ['active'] })).items[0]?.wager?.wagered).toBe(casinoBefore?.wager?.wagered);
    expect((await bettingBonuses.get({ status: 'available' })).items[0]?.wager?.wagered).toBe(0);
  });
});

it('an event runs DURATION_MS of sandbox clock', () => {
  const plan = planOf(2_000_000);
  expect(plan.endsAt - plan.startsAt).toBe(DURATION_MS);
});
