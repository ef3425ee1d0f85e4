/**
 * Pure readers of Telegram's launch data (no SDK here, so they are unit-tested and usable before the SDK
 * loads). STYLE.md "Check inputs at start-up": launch params come from the URL and are validated.
 */
import { STORED_LAUNCH_PARAMS_KEY, validStartParam } from './launch-basics.ts';

export { STORED_LAUNCH_PARAMS_KEY, validStartParam } from './launch-basics.ts';

/** The fields auth.register takes for a Telegram sign-in (SPEC §7 auth.register). */
export interface TelegramSignIn {
  is_tg: 1;
  id: number;
  username?: string;
  hash: string;
  language_code?: string;
  /** The raw init data exactly as Telegram gave it: the platform checks its signature. */
  payload: string;
}

/** Where a tab's launch params can be found: the SDK's own sources, in its order (@tma.js/bridge retrieveRawLaunchParams). */
export interface LaunchSources {
  /** window.location.href: Telegram opens the mini-app with its launch params in the hash. */
  href: string;
  /** The page's navigation entry (performance.getEntriesByType('navigation')[0].name): the URL it was opened with. */
  navigation: string | undefined;
  /** sessionStorage `tapps/launchParams`: a JSON string, what an earlier page of the tab kept. */
  stored: string | null;
}

/** The query part of a URL with its search and hash joined, as the SDK reads launch params from one. */
function launchQueryOf(url: string): string {
  return url.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
}

function storedQuery(stored: string | null): string | undefined {
  if (stored === null) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The launch params query of this tab, read by the host layer itself (STYLE.md "Check inputs at start-up"): the
 * first source that names Telegram's platform and version. Unlike the SDK's parser, it does not require the init
 * data's `signature` field, which some clients still leave out (the platform checks `hash`).
 */
export function findLaunchParams(sources: LaunchSources): string | undefined {
  for (const query of [launchQueryOf(sources.href), sources.navigation === undefined ? undefined : launchQueryOf(sources.navigation), storedQuery(sources.stored)]) {
    if (query === undefined) continue;
    const params = new URLSearchParams(query);
    if (params.get('tgWebAppPlatform') && params.get('tgWebAppVersion')) return query;
  }
  return undefined;
}

/** The raw init data of a launch params query, exactly as Telegram sent it. */
export function initDataOf(launchParams: string): string | undefined {
  return new URLSearchParams(launchParams).get('tgWebAppData') ?? undefined;
}

/** Telegram caps init data far below this; anything longer is not Telegram's. */
const MAX_INIT_DATA = 8192;

/**
 * Reads the sign-in fields from raw init data. Nothing is trusted here: the platform verifies the
 * signature; this only refuses data that cannot be a sign-in at all (no hash, no user id).
 */
export function readTelegramSignIn(raw: string | undefined): TelegramSignIn | undefined {
  if (!raw || raw.length > MAX_INIT_DATA) return undefined;
  const fields = new URLSearchParams(raw);
  const hash = fields.get('hash');
  const userText = fields.get('user');
  if (!hash || !userText) return undefined;
  let user: unknown;
  try {
    user = JSON.parse(userText) as unknown;
  } catch {
    return undefined;
  }
  if (typeof user !== 'object' || user === null) return undefined;
  const record = user as Record<string, unknown>;
  if (typeof record.id !== 'number' || !Number.isSafeInteger(record.id) || record.id <= 0) return undefined;
  const username = typeof record.username === 'string' && record.username.length > 0 ? record.username : undefined;
  const languageCode = typeof record.language_code === 'string' && record.language_code.length > 0 ? record.language_code : undefined;
  return {
    is_tg: 1,
    id: record.id,
    ...(username ? { username } : {}),
    hash,
    ...(languageCode ? { language_code: languageCode } : {}),
    payload: raw,
  };
}

/** The start_param of raw init data (Telegram puts it there and in tgWebAppStartParam). */
export function startParamOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  return validStartParam(new URLSearchParams(raw).get('start_param'));
}

/** The launch's start_param: Telegram names it in the launch params and inside the init data. */
export function startParamOfLaunch(launchParams: string): string | undefined {
  return validStartParam(new URLSearchParams(launchParams).get('tgWebAppStartParam')) ?? startParamOf(initDataOf(launchParams));
}

/** This page's launch sources, read where the SDK reads them (`href`: the address as it was, when the page kept it). */
export function pageLaunchSources(href: string = window.location.href): LaunchSources {
  const entry = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(STORED_LAUNCH_PARAMS_KEY);
  } catch {
    // Storage disabled by the client: the address and the navigation entry remain.
  }
  return { href, navigation: entry?.name, stored };
}

/** What the boot needs of a Telegram launch before the SDK is set up. */
export interface HostLaunch {
  signIn: TelegramSignIn | undefined;
  startParam: string | undefined;
  languageCode: string | undefined;
}

/**
 * The launch as the page's address carried it when the page started (`href`), read without the SDK (decision 030): the
 * sign-in needs only the init data, so it need not wait for the SDK's download and setup, which meanwhile takes the
 * init data out of the address. `undefined` when the page has no Telegram launch.
 */
export function readHostLaunch(href: string): HostLaunch | undefined {
  return hostLaunchOf(pageLaunchSources(href));
}

/** The launch of these sources (readHostLaunch's reading, for any sources). */
export function hostLaunchOf(sources: LaunchSources): HostLaunch | undefined {
  const launchParams = findLaunchParams(sources);
  if (!launchParams) return undefined;
  const signIn = readTelegramSignIn(initDataOf(launchParams));
  return { signIn, startParam: startParamOfLaunch(launchParams), languageCode: signIn?.language_code };
}

/** `t.me` and `telegram.me` links open inside Telegram (openTelegramLink); every other link leaves it (openLink). */
export function isTelegramLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && /^(?:t\.me|telegram\.me)$/i.test(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * The init data is a credential, kept off the device: the SDK keeps the launch params in sessionStorage so a reload inside Telegram still
 * finds them, and they include the raw init data (the player's Telegram identity and its signature). What a
 * reload needs is the platform, version and theme; the init data is used once, to sign in, and kept only in
 * memory. Returns the launch params query without `tgWebAppData`.
 */
export function withoutInitData(launchParams: string): string {
  const params = new URLSearchParams(launchParams);
  params.delete('tgWebAppData');
  return params.toString();
}

/**
 * Telegram launches the app with its launch params in the URL hash. Once read, they leave the address bar (so
 * the init data is not copied with a link, kept in history entries, or carried along by a redirect); other
 * hash fragments stay. Returns the hash to keep, '' when nothing is left.
 */
export function hashWithoutLaunchParams(hash: string): string {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!/(?:^|&)tgWebApp[A-Za-z]*=/.test(body)) return hash;
  const kept = body.split('&').filter((part) => part !== '' && !/^tgWebApp[A-Za-z]*=/.test(part));
  return kept.length > 0 ? `#${kept.join('&')}` : '';
}
