/**
 * The sandbox sportsbook (decision 017), mounted by mocks/app.ts under /sandbox-sportsbook/: the provider a real
 * deployment frames on /betting. It runs in the app's sandboxed frame in an opaque origin (src/lib/frame-sandbox.ts),
 * so its calls are cross-origin with `Origin: null`, authenticated by the launch token (no cookie counts there).
 *
 * - `GET /sandbox-sportsbook/launch` (the app, with its session cookie): a launch token and the frame's URL; a guest
 *   gets a guest launch (browse and build a slip, no bets).
 * - `GET /sandbox-sportsbook/frame` the frame page, `GET /sandbox-sportsbook/assets/sportsbook.js` its script.
 * - `GET api/session`, `api/events`, `api/event/:id`, `api/bets`, `api/cashout/:id`; `POST api/bet`, `api/cashout`.
 * - `GET api/stream?token=…`: Server-Sent Events: `odds` (live outcomes whose odds or status changed), `events` (the
 *   listed events changed: read them again), pushed each second of real time from the sandbox clock. It needs the
 *   frame's launch token, ends when that launch does (its player signed out), and one client holds a few at once
 *   (MAX_STREAMS_PER_LAUNCH per token, MAX_STREAMS_PER_ADDRESS per address): each open stream costs the server a
 *   pass over the live feed every second, so an unbounded number from one client would take the machine.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { SESSION_COOKIE, clientAddress } from '../http/api-routes.ts';
import { allowFrameAncestors, requestOrigin } from '../http/security.ts';
import type { SandboxState } from '../state/index.ts';
import { isAmountText, toMajor, toMinor, type Currency } from '../state/money.ts';
import { BONUS_MIN_ODDS, SPORT_LIMITS, SportError, isKey, type SportLaunch } from './bets.ts';
import { eventView, listedEventIds, marketsAt, offers, planOf, statusAt } from './feed.ts';
import { SPORT_KEYS, type SbLang } from './fixtures.ts';
import { sportsbookPage } from './page.ts';
import { clientScript, servePage, serveScript } from '../sandbox-page.ts';
import { betOut } from './views.ts';

/** The sportsbook frame's script. */
const sportsbookScript = clientScript(new URL('./client/sportsbook.ts', import.meta.url));

export interface SportsbookRoutesDeps {
  readonly state: SandboxState;
  readonly now: () => number;
  /** Real-time interval of the odds stream (tests shorten it). */
  readonly streamIntervalMs?: number;
  /** The app's public origin for a request (the configured one, else where the server was addressed; decision 024). */
  readonly publicOrigin?: (c: Context) => string;
}

const MAX_BODY = 8 * 1024;

/** Odds streams one launch token may hold open at once: the frame needs one, a reload briefly two. */
export const MAX_STREAMS_PER_LAUNCH = 2;
/** Odds streams one client address may hold open at once, whatever tokens it has (a guest launch costs nothing). */
export const MAX_STREAMS_PER_ADDRESS = 6;

/** Open streams per key; `take` answers false (and counts nothing) when the key is at `max`. */
class OpenCounts {
  private readonly counts = new Map<string, number>();
  constructor(readonly max: number) {}
  full(key: string): boolean {
    return (this.counts.get(key) ?? 0) >= this.max;
  }
  add(key: string): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }
  remove(key: string): void {
    const left = (this.counts.get(key) ?? 0) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

export function sbLang(value: string | undefined): SbLang {
  return value === 'ru' ? 'ru' : 'uz';
}

function allowOpaqueFrame(origin: string | undefined, headers: Headers): void {
  headers.append('Vary', 'Origin');
  if (origin === 'null') headers.set('Access-Control-Allow-Origin', 'null');
}

function sportError(c: Context, error: SportError): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: { code: error.code, message: error.message, ...error.details } }, error.status as 400);
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) throw new SportError('INVALID_REQUEST', 'The body is JSON');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new SportError('INVALID_REQUEST', 'Malformed JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SportError('INVALID_REQUEST', 'The body is a JSON object');
  return body as Record<string, unknown>;
}

/** A positive amount in major units with at most two decimals, as minor units. */
function amountMinor(value: unknown, currency: Currency, field: string): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!isAmountText(text, 10)) throw new SportError('INVALID_REQUEST', `${field} must be a positive amount`);
  return toMinor(Number(text), currency);
}

export function sportsbookRoutes({ state, now, streamIntervalMs = 1000, publicOrigin = requestOrigin }: SportsbookRoutesDeps): Hono {
  const app = new Hono();

  for (const path of ['/assets/*', '/api/*']) {
    app.use(path, async (c, next) => {
      await next();
      allowOpaqueFrame(c.req.header('origin'), c.res.headers);
    });
  }
  app.options('/api/*', (c) => {
    if (c.req.header('origin') !== 'null') return c.body(null, 204);
    c.header('Access-Control-Allow-Methods', 'GET, POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type, Accept');
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  });

  /** The launch of a token; a player's launch needs its platform session alive and the player not banned. */
  const launchOf = (token: unknown, touch = true): SportLaunch => {
    const launch = typeof token === 'string' ? state.sportsbook.launches.get(token) : undefined;
    if (!launch) throw new SportError('SIGN_IN', 'The sportsbook session is unknown; reopen the page');
    if (launch.uid !== null) {
      const signedIn = launch.sid === null ? undefined : state.signedIn(launch.sid, now(), touch);
      if (!signedIn || signedIn.session.uid !== launch.uid || signedIn.account.banned) throw new SportError('SIGN_IN', 'The player signed out');
    }
    return launch;
  };
  const playerOf = (token: unknown): { uid: number; currency: Currency } => {
    const launch = launchOf(token);
    if (launch.uid === null) throw new SportError('SIGN_IN', 'Sign in to bet');
    const account = state.accounts.get(launch.uid);
    if (!account) throw new SportError('SIGN_IN', 'Sign in to bet');
    return { uid: launch.uid, currency: account.currency };
  };
  const guarded = (handler: (c: Context) => Response | Promise<Response>) => async (c: Context) => {
    try {
      state.settleDue();
      c.header('Cache-Control', 'no-store');
      return await handler(c);
    } catch (error) {
      if (error instanceof SportError) return sportError(c, error);
      throw error;
    }
  };

  // The app that launched each token (its public origin), which may frame the book when the book runs on another origin.
  const launchedBy = new Map<string, string>();
  app.get('/launch', (c) => {
    const lang = sbLang(c.req.query('lang'));
    // The app passes the host's theme and the operator's odds format (CMS common `sportsbook`); the sandbox book draws
    // decimal odds whatever is asked, and takes the theme.
    const theme = c.req.query('theme') === 'light' ? 'light' : 'dark';
    const sid = getCookie(c, SESSION_COOKIE);
    const signedIn = state.signedIn(sid, now());
    const token = randomBytes(24).toString('base64url');
    state.sportsbook.addLaunch(token, { uid: signedIn?.session.uid ?? null, sid: signedIn ? (sid ?? null) : null, at: now() });
    if (launchedBy.size >= 10_000) launchedBy.clear();
    launchedBy.set(token, publicOrigin(c));
    c.header('Cache-Control', 'no-store');
    // Decision 034: the operator's launch door names the market rule the provider applies (a provider that takes it as
    // a launch parameter; one that keeps it in its back office ignores these). The player's browser never chooses it.
    const rule = state.settings.sportsbookMarket;
    const query = new URLSearchParams({ token, lang, theme, excluded_countries: rule.excludedCountries.join(','), exclude_youth: rule.excludeYouth ? '1' : '0' });
    return c.json({ data: { token, url: `${state.settings.sportsbookFrameOrigin ?? ''}/sandbox-sportsbook/frame?${query.toString()}`, signed_in: signedIn !== undefined } });
  });

  // A named page, not the folder's index: mounted under /sandbox-sportsbook, `/` would merge into the bare prefix.
  app.get('/frame', (c) => {
    // Served on another origin than the app's, the book lets the app that launched it frame it (as providers list
    // their operators' origins).
    const parent = launchedBy.get(c.req.query('token') ?? '');
    if (parent && parent !== publicOrigin(c)) allowFrameAncestors(c, [parent]);
    return servePage(c, sportsbookPage(sbLang(c.req.query('lang')), c.req.query('theme') === 'light' ? 'light' : 'dark'));
  });

  app.get('/assets/sportsbook.js', (c) => serveScript(c, sportsbookScript));

  app.get(
    '/api/session',
    guarded((c) => {
      const launch = launchOf(c.req.query('token'));
      if (launch.uid === null) return c.json({ data: { signed_in: false, currency: 'UZS', limits: SPORT_LIMITS.UZS, balance: null, betting_bonus: null } });
      const { uid, currency } = playerOf(c.req.query('token'));
      const bonus = state.bonuses.active(uid, 'betting');
      const bettingMinor = state.wallet.balance(uid, 'betting_bonus');
      return c.json({
        data: {
          signed_in: true,
          currency,
          limits: SPORT_LIMITS[currency],
          balance: { main: toMajor(state.wallet.balance(uid, 'main'), currency), betting_bonus: toMajor(bettingMinor, currency) },
          betting_bonus: bonus ? { id: bonus.id, min_odds: BONUS_MIN_ODDS } : null,
        },
      });
    }),
  );

  app.get(
    '/api/events',
    guarded((c) => {
      const lang = sbLang(c.req.query('lang'));
      const sport = c.req.query('sport');
      const at = now();
      const events = listedEventIds(at, state.settings.sportsbookMarket)
        .map((id) => planOf(id))
        .filter((plan) => sport === undefined || sport === '' || plan.sport === sport)
        .map((plan) => eventView(plan, at, lang, 'main'));
      const live = events.filter((event) => event.status === 'live');
      const upcoming = events.filter((event) => event.status === 'upcoming');
      return c.json({ data: { now: Math.floor(at / 1000), sports: SPORT_KEYS, live, upcoming } });
    }),
  );

  app.get(
    '/api/event/:id',
    guarded((c) => {
      const id = c.req.param('id') ?? '';
      if (!/^[1-9]\d{0,8}$/.test(id)) throw new SportError('NOT_FOUND', 'No such event');
      const plan = planOf(Number(id));
      const at = now();
      if (Math.abs(plan.startsAt - at) > 7 * 24 * 3600_000 || !offers(state.settings.sportsbookMarket, plan)) throw new SportError('NOT_FOUND', 'No such event');
      return c.json({ data: eventView(plan, at, sbLang(c.req.query('lang')), 'all') });
    }),
  );

  app.post(
    '/api/bet',
    bodyLimit({ maxSize: MAX_BODY, onError: (c) => sportError(c, new SportError('INVALID_REQUEST', 'Body too large')) }),
    guarded(async (c) => {
      const body = await jsonBody(c);
      const { uid, currency } = playerOf(body.token);
      if (!isKey(body.key)) throw new SportError('INVALID_REQUEST', 'key: 8-64 letters, digits, _ or -');
      const type = body.type;
      if (type !== 'single' && type !== 'acca' && type !== 'system') throw new SportError('INVALID_REQUEST', 'type: single, acca or system');
      const source = body.source ?? 'main';
      if (source !== 'main' && source !== 'betting_bonus') throw new SportError('INVALID_REQUEST', 'source: main or betting_bonus');
      const policy = body.accept ?? 'none';
      if (policy !== 'none' && policy !== 'higher' && policy !== 'all') throw new SportError('INVALID_REQUEST', 'accept: none, higher or all');
      if (!Array.isArray(body.selections)) throw new SportError('INVALID_REQUEST', 'selections: a list');
      const selections = body.selections.map((item: unknown) => {
        const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
        if (typeof entry.id !== 'string' || typeof entry.odds !== 'number' || !Number.isFinite(entry.odds) || entry.odds < 1) {
          throw new SportError('INVALID_REQUEST', 'selections: {id, odds}');
        }
        return { id: entry.id, odds: entry.odds };
      });
      const systemSize = type === 'system' ? (typeof body.system_size === 'number' && Number.isInteger(body.system_size) ? body.system_size : null) : null;
      const { bet, replayed } = state.sportsbook.place(
        state,
        uid,
        currency,
        { key: body.key, type: type, systemSize, selections, stakeMinor: amountMinor(body.stake, currency, 'stake'), source: source, policy: policy },
        now(),
      );
      return c.json({ data: { ...betOut(state.sportsbook, bet, now(), sbLang(c.req.query('lang'))), replayed, balance: toMajor(state.wallet.balance(uid, bet.source), currency) } });
    }),
  );

  app.get(
    '/api/bets',
    guarded((c) => {
      const { uid } = playerOf(c.req.query('token'));
      const lang = sbLang(c.req.query('lang'));
      const at = now();
      const bets = state.sportsbook.betsOf(uid).slice(0, 50);
      return c.json({ data: { items: bets.map((bet) => betOut(state.sportsbook, bet, at, lang)) } });
    }),
  );

  app.post(
    '/api/cashout',
    bodyLimit({ maxSize: MAX_BODY, onError: (c) => sportError(c, new SportError('INVALID_REQUEST', 'Body too large')) }),
    guarded(async (c) => {
      const body = await jsonBody(c);
      const { uid, currency } = playerOf(body.token);
      if (!isKey(body.key)) throw new SportError('INVALID_REQUEST', 'key: 8-64 letters, digits, _ or -');
      if (typeof body.bet_id !== 'number' || !Number.isInteger(body.bet_id)) throw new SportError('INVALID_REQUEST', 'bet_id: a bet id');
      const { request, replayed } = state.sportsbook.requestCashout(
        state,
        uid,
        { key: body.key, betId: body.bet_id, amountMinor: amountMinor(body.amount, currency, 'amount'), quotedMinor: amountMinor(body.value, currency, 'value') },
        now(),
      );
      return c.json({ data: cashoutOut(request, currency, now(), replayed) });
    }),
  );

  app.get(
    '/api/cashout/:id',
    guarded((c) => {
      const { uid, currency } = playerOf(c.req.query('token'));
      const id = c.req.param('id') ?? '';
      if (!/^[1-9]\d{0,8}$/.test(id)) throw new SportError('NOT_FOUND', 'No such cash-out');
      return c.json({ data: cashoutOut(state.sportsbook.cashoutRequest(uid, Number(id)), currency, now(), false) });
    }),
  );

  const streamsByLaunch = new OpenCounts(MAX_STREAMS_PER_LAUNCH);
  const streamsByAddress = new OpenCounts(MAX_STREAMS_PER_ADDRESS);
  /**
   * Whether the launch of this token still stands (its player, if any, still signed in). Checked each second by the
   * stream without counting as activity: an open stream does not keep an idle player's session alive.
   */
  const launchStands = (token: string): boolean => {
    try {
      launchOf(token, false);
      return true;
    } catch (error) {
      if (error instanceof SportError) return false;
      throw error;
    }
  };

  app.get(
    '/api/stream',
    guarded((c) => {
      const lang = sbLang(c.req.query('lang'));
      const token = c.req.query('token') ?? '';
      launchOf(token);
      const address = clientAddress(c);
      if (streamsByLaunch.full(token) || streamsByAddress.full(address)) {
        throw new SportError('TOO_MANY_STREAMS', 'Too many odds streams are open; close one', { max_per_launch: MAX_STREAMS_PER_LAUNCH, max_per_address: MAX_STREAMS_PER_ADDRESS });
      }
      streamsByLaunch.add(token);
      streamsByAddress.add(address);
      return streamSSE(c, async (stream) => {
        try {
          await pushOdds(stream, lang, () => launchStands(token));
        } finally {
          streamsByLaunch.remove(token);
          streamsByAddress.remove(address);
        }
      });
    }),
  );

  /** Pushes the odds each interval while the stream is open and its launch stands. */
  async function pushOdds(stream: SSEStreamingApi, lang: SbLang, stands: () => boolean): Promise<void> {
    let sent = new Map<string, string>();
    let listed = '';
    let open = true;
    stream.onAbort(() => {
      open = false;
    });
    while (open && stands()) {
      const at = now();
      const ids = listedEventIds(at, state.settings.sportsbookMarket);
      const key = ids.join(',');
      if (listed !== '' && key !== listed) await stream.writeSSE({ event: 'events', data: '{}' });
      listed = key;
      const next = new Map<string, string>();
      const changes: { id: string; odds: number; status: string }[] = [];
      const scores: { id: number; home: number; away: number; time: string; status: string }[] = [];
      for (const id of ids) {
        const plan = planOf(id);
        if (statusAt(plan, at) !== 'live') continue;
        const view = eventView(plan, at, lang, 'main');
        if (view.score) scores.push({ id, home: view.score.home, away: view.score.away, time: view.time, status: view.status });
        for (const market of marketsAt(plan, at, lang)) {
          for (const outcome of market.outcomes) {
            const value = `${outcome.odds}|${market.status}`;
            next.set(outcome.id, value);
            if (sent.get(outcome.id) !== value) changes.push({ id: outcome.id, odds: outcome.odds, status: market.status });
          }
        }
      }
      sent = next;
      await stream.writeSSE({ event: 'odds', data: JSON.stringify({ now: Math.floor(at / 1000), changes, scores }) });
      await stream.sleep(streamIntervalMs);
    }
  }

  return app;
}

function cashoutOut(
  request: { id: number; betId: number; status: string; reason: string | null; amountMinor: number; acceptAt: number; valueNowMinor: number | null },
  currency: Currency,
  at: number,
  replayed: boolean,
) {
  return {
    id: request.id,
    bet_id: request.betId,
    status: request.status,
    reason: request.reason,
    amount: toMajor(request.amountMinor, currency),
    /** Refused for a changed price: the whole bet's value at that moment (the new quote), else null. */
    value: request.valueNowMinor === null ? null : toMajor(request.valueNowMinor, currency),
    /** Milliseconds of sandbox clock until the answer. */
    wait_ms: Math.max(0, request.acceptAt - at),
    replayed,
  };
}
