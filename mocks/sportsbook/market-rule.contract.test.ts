/**
 * Contract (docs/decisions/034-who-may-not-play.md): the book's feed follows its market rule. Under the Uzbek default it
 * offers no competition held in Uzbekistan and no youth competition, and still six sports; the rule is a setting, so
 * a changed one is honoured; a bet on an event the rule leaves out is refused whoever knows its id.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as auth from '../../src/api/auth.ts';
import { configureApi } from '../../src/api/client.ts';
import { SANDBOX_PASSWORD, SEED_LOGINS } from '../fixtures/accounts.ts';
import { createTestClient, type TestClient } from '../test-transport.ts';
import { SPORTS, SPORT_KEYS } from './fixtures.ts';
import { DURATION_MS, SLOT_MS, UZ_MARKET_RULE, listedEventIds, offers, planOf, statusAt, type MarketRule } from './feed.ts';

interface SbEvent {
  id: number;
  sport: string;
  league: string;
  home: string;
  away: string;
  status: string;
  markets: { outcomes: { id: string; odds: number }[] }[];
}

let client: TestClient;
let token = '';

beforeEach(async () => {
  client = createTestClient();
  client.sandbox.state.settings.timeToForceLogout = 0;
  configureApi({ transport: client.transport, locale: () => 'uz', inFrame: () => false, baseUrl: '' });
  await auth.login({ login: SEED_LOGINS.player, password: SANDBOX_PASSWORD });
  const launched = (await (await client.fetch('/sandbox-sportsbook/launch?lang=ru')).json()) as { data: { token: string; url: string } };
  token = launched.data.token;
});

async function feed(lang: 'uz' | 'ru' = 'uz'): Promise<SbEvent[]> {
  const answer = (await (await client.fetch(`/sandbox-sportsbook/api/events?lang=${lang}&token=${token}`, { headers: { Origin: 'null' } })).json()) as { data: { live: SbEvent[]; upcoming: SbEvent[] } };
  return [...answer.data.live, ...answer.data.upcoming];
}

async function setRule(rule: { excluded_countries: string[]; exclude_youth: boolean } | string): Promise<number> {
  const response = await client.fetch('/__sandbox/config', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sportsbook_market: rule }) });
  return response.status;
}

const LEAGUES = SPORT_KEYS.flatMap((sport) => SPORTS[sport].leagues);
const EXCLUDED_NAMES = new Set(LEAGUES.filter((league) => league.heldIn === 'UZ' || league.youth === true).flatMap((league) => [league.name.uz, league.name.ru]));

/** The first event numbers from `now` on whose league breaks the Uzbek rule (domestic and youth). */
function excludedUpcoming(now: number): { domestic: number; youth: number } {
  const found: { domestic?: number; youth?: number } = {};
  for (let id = Math.floor(now / SLOT_MS) + 2; found.domestic === undefined || found.youth === undefined; id++) {
    const plan = planOf(id);
    if (plan.league.heldIn === 'UZ') found.domestic ??= id;
    if (plan.league.youth === true) found.youth ??= id;
  }
  return { domestic: found.domestic, youth: found.youth };
}

describe('the market rule of the feed', () => {
  it('the catalogue holds domestic Uzbek and youth competitions, so the rule has something to leave out', () => {
    expect(LEAGUES.filter((league) => league.heldIn === 'UZ').map((league) => league.key)).toEqual(['uz-superliga', 'tashkent-open']);
    expect(LEAGUES.filter((league) => league.youth === true).length).toBeGreaterThanOrEqual(2);
    // Each sport keeps an international, adult competition under the Uzbek rule.
    for (const sport of SPORT_KEYS) expect(SPORTS[sport].leagues.some((league) => offers(UZ_MARKET_RULE, { league })), sport).toBe(true);
  });

  it('under the Uzbek default the feed has no domestic or youth event and still six sports, in uz and ru, at any moment', async () => {
    for (const step of [0, 7 * 60_000, 3 * 3600_000 + 123_000, 26 * 3600_000]) {
      client.clock.advance(step);
      for (const lang of ['uz', 'ru'] as const) {
        const events = await feed(lang);
        expect(events.filter((event) => EXCLUDED_NAMES.has(event.league))).toEqual([]);
        expect(new Set(events.map((event) => event.sport))).toEqual(new Set(SPORT_KEYS));
        expect(events.filter((event) => event.status === 'live').length).toBeGreaterThanOrEqual(4);
        expect(events.every((event) => event.league !== '' && event.home !== '' && event.away !== '')).toBe(true);
      }
    }
  });

  it('the rule is applied where the feed is built: every event it lists passes it, and every event it leaves out breaks it', () => {
    const now = client.clock.now();
    const listed = new Set(listedEventIds(now, UZ_MARKET_RULE));
    for (let id = Math.floor((now - DURATION_MS) / SLOT_MS) + 1; id <= Math.floor(now / SLOT_MS) + 48; id++) {
      const plan = planOf(id);
      const open = ['live', 'upcoming'].includes(statusAt(plan, now));
      const domesticOrYouth = plan.league.heldIn === 'UZ' || plan.league.youth === true;
      expect(listed.has(id), `event ${id}`).toBe(open && !domesticOrYouth);
    }
  });

  it('a changed rule is honoured: without it the book offers the Superliga and youth sport, with youth only out it keeps domestic events', async () => {
    const names = async () => new Set((await feed()).map((event) => event.league));
    expect(await setRule({ excluded_countries: [], exclude_youth: false })).toBe(200);
    const all = await names();
    expect([...all].some((name) => EXCLUDED_NAMES.has(name))).toBe(true);
    const youthOnly: MarketRule = { excludedCountries: [], excludeYouth: true };
    expect(await setRule({ excluded_countries: [], exclude_youth: true })).toBe(200);
    const withoutYouth = await names();
    expect([...withoutYouth].filter((name) => LEAGUES.some((league) => league.youth === true && league.name.uz === name))).toEqual([]);
    expect(listedEventIds(client.clock.now(), youthOnly).some((id) => planOf(id).league.heldIn === 'UZ')).toBe(true);
    expect(await setRule('UZ')).toBe(422);
    expect(await setRule({ excluded_countries: ['uz'], exclude_youth: true })).toBe(422);
    await client.fetch('/__sandbox/reset', { method: 'POST' });
    expect(client.sandbox.state.settings.sportsbookMarket).toEqual(UZ_MARKET_RULE);
  });

  it('a bet on an event the rule leaves out is refused, and its event cannot be read; allowed again once the rule allows it', async () => {
    const { domestic, youth } = excludedUpcoming(client.clock.now());
    for (const id of [domestic, youth]) {
      const detail = await client.fetch(`/sandbox-sportsbook/api/event/${id}?token=${token}`, { headers: { Origin: 'null' } });
      expect(detail.status).toBe(404);
    }
    await setRule({ excluded_countries: [], exclude_youth: false });
    const event = ((await (await client.fetch(`/sandbox-sportsbook/api/event/${domestic}?token=${token}`, { headers: { Origin: 'null' } })).json()) as { data: SbEvent }).data;
    const outcome = event.markets[0]?.outcomes[0];
    if (!outcome) throw new Error('the event has a market');
    await setRule({ excluded_countries: ['UZ'], exclude_youth: true });
    const bet = (key: string) =>
      client.fetch(`/sandbox-sportsbook/api/bet?token=${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'null' },
        body: JSON.stringify({ token, key, type: 'single', stake: 10_000, accept: 'none', source: 'main', selections: [{ id: outcome.id, odds: outcome.odds }] }),
      });
    const refused = await bet('market-rule-1');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('EVENT_NOT_OFFERED');
    await setRule({ excluded_countries: [], exclude_youth: false });
    expect((await bet('market-rule-2')).status).toBe(200);
  });

  it('the launch names the rule the provider applies', async () => {
    const launched = (await (await client.fetch('/sandbox-sportsbook/launch?lang=uz')).json()) as { data: { url: string } };
    const query = new URL(launched.data.url, 'http://x').searchParams;
    expect([query.get('excluded_countries'), query.get('exclude_youth')]).toEqual(['UZ', '1']);
  });
});
