/**
 * Test-mode platform settings (`POST /__sandbox/config`, JSON): lets a test shorten the inactivity logout
 * (`time_to_force_logout`, seconds, SPEC §3 general info; the platform ends sessions idle longer, 0 turns it off) so
 * its journey is quick, and switch the operator's
 * login campaign popup on or off (`login_campaign`, mocks/api/popups.ts), and pick the chat vendor that
 * support.getsettings names (`chat`, one of SPEC §9's vendors; mocks/api/support.ts), and serve the sandbox book's frame
 * from another origin (`sportsbook_frame_origin`, e.g. `http://127.0.0.1:<port>`, or null), and change the book's market
 * rule (`sportsbook_market`: `{excluded_countries: ["UZ"], exclude_youth: true}`, decision 034). Turn identification before
 * real-money play off or on (`identification_for_play`, decision 033; on by default). Reset restores defaults.
 */
import { Hono } from 'hono';
import type { SandboxState } from './state/index.ts';
import { CHAT_VENDORS, isChatVendor } from './state/support.ts';
import type { MarketRule } from './sportsbook/feed.ts';

/** `{excluded_countries: [two capital letters…], exclude_youth: boolean}` as a market rule, or undefined. */
function marketRule(value: unknown): MarketRule | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { excluded_countries: countries, exclude_youth: youth } = value as Record<string, unknown>;
  if (!Array.isArray(countries) || countries.length > 50 || !countries.every((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code))) return undefined;
  if (typeof youth !== 'boolean') return undefined;
  return { excludedCountries: countries as string[], excludeYouth: youth };
}

/** `value` when it is exactly an http(s) origin (scheme, host, port; no path). */
function httpOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

export function sandboxConfigRoutes(state: SandboxState): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const value = typeof body === 'object' && body !== null && 'time_to_force_logout' in body ? body.time_to_force_logout : undefined;
    if (value !== undefined) {
      // 0: the operator runs no inactivity logout (the app's timer never fires; sessions idle up to 30 days).
      if (typeof value !== 'number' || !Number.isInteger(value) || (value !== 0 && value < 5) || value > 86_400) return c.json({ error: { type: 'InvalidParameterException', message: 'time_to_force_logout: 0 (off) or 5-86400 seconds' } }, 422);
      state.settings.timeToForceLogout = value;
    }
    const campaign = typeof body === 'object' && body !== null && 'login_campaign' in body ? body.login_campaign : undefined;
    if (campaign !== undefined) {
      if (typeof campaign !== 'boolean') return c.json({ error: { type: 'InvalidParameterException', message: 'login_campaign: true or false' } }, 422);
      state.settings.loginCampaign = campaign;
    }
    const chat = typeof body === 'object' && body !== null && 'chat' in body ? body.chat : undefined;
    if (chat !== undefined) {
      if (!isChatVendor(chat)) return c.json({ error: { type: 'InvalidParameterException', message: `chat: one of ${CHAT_VENDORS.join(', ')}` } }, 422);
      state.support.chat = chat;
    }
    const frameOrigin = typeof body === 'object' && body !== null && 'sportsbook_frame_origin' in body ? body.sportsbook_frame_origin : undefined;
    if (frameOrigin !== undefined) {
      const origin = frameOrigin === null ? null : httpOrigin(frameOrigin);
      if (origin === undefined) return c.json({ error: { type: 'InvalidParameterException', message: 'sportsbook_frame_origin: an http(s) origin or null' } }, 422);
      state.settings.sportsbookFrameOrigin = origin;
    }
    const market = typeof body === 'object' && body !== null && 'sportsbook_market' in body ? body.sportsbook_market : undefined;
    if (market !== undefined) {
      const rule = marketRule(market);
      if (!rule) return c.json({ error: { type: 'InvalidParameterException', message: 'sportsbook_market: {excluded_countries: ISO codes, exclude_youth: true or false}' } }, 422);
      state.settings.sportsbookMarket = rule;
    }
    const identification = typeof body === 'object' && body !== null && 'identification_for_play' in body ? body.identification_for_play : undefined;
    if (identification !== undefined) {
      if (typeof identification !== 'boolean') return c.json({ error: { type: 'InvalidParameterException', message: 'identification_for_play: true or false' } }, 422);
      state.settings.identificationForPlay = identification;
    }
    const { sportsbookMarket } = state.settings;
    return c.json({
      data: { identification_for_play: state.settings.identificationForPlay, sportsbook_market: { excluded_countries: sportsbookMarket.excludedCountries, exclude_youth: sportsbookMarket.excludeYouth }, time_to_force_logout: state.settings.timeToForceLogout, login_campaign: state.settings.loginCampaign, chat: state.support.chat, sportsbook_frame_origin: state.settings.sportsbookFrameOrigin },
    });
  });
  return app;
}
