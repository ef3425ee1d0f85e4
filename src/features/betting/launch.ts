/**
 * The sportsbook launch (decision 029 for the configuration, decision 017 for the launch's wire): the operator
 * configures their provider in the CMS (common `sportsbook`): `launchUrl`, the session token exchange (a path on the
 * app's origin that the deployment proxies to its provider adapter, or an absolute URL that answers CORS for the app's
 * origin with credentials), and the odds format. The app asks it, with the player's session cookie, for this session's launch:
 * `GET <launchUrl>?lang=<uz|ru>&theme=<light|dark>&odds_format=<…>` answering `{data: {token, url, signed_in}}`, where
 * `url` is the provider's frame (any origin: the frame's messages are accepted from that origin only). A read of the
 * server-data primitive keyed by the configuration, theme and language, so a change of any reads a new launch.
 */
import { boolean, create, string, type } from 'superstruct';
import { ApiError } from '../../api/errors.ts';
import { defineRead } from '../../server-data/reads.ts';

const Launch = type({ token: string(), url: string(), signed_in: boolean() });
export type Launch = { token: string; url: string; signed_in: boolean };

export interface LaunchParams {
  /** The CMS's `sportsbook.launchUrl`. */
  launchUrl: string;
  oddsFormat: string;
  theme: 'light' | 'dark';
}

/** The exchange's address for this language and theme, or undefined when the configured one is not an http(s) URL. */
export function launchRequestUrl(params: LaunchParams, locale: string, appOrigin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(params.launchUrl, appOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.searchParams.set('lang', locale);
  url.searchParams.set('theme', params.theme);
  url.searchParams.set('odds_format', params.oddsFormat);
  return url.origin === appOrigin ? `${url.pathname}${url.search}` : url.href;
}

export const sportsbookLaunch = defineRead<LaunchParams, Launch>('betting.launch', [], async (params, { signal, locale }) => {
  const address = launchRequestUrl(params, locale, window.location.origin);
  if (!address) throw new ApiError({ kind: 'http', operation: 'betting.launch', status: 502, message: `The sportsbook launch URL is not http(s): ${params.launchUrl}` });
  let response: Response;
  try {
    // `include`: the session cookie rides along to the app's own origin and, for an exchange on another origin, to
    // that origin as its CORS answer allows.
    response = await fetch(address, { credentials: 'include', headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: 'network', operation: 'betting.launch', message: 'The sportsbook launch did not answer' });
  }
  // Not the platform's API: a refusal here is "the sportsbook did not open", never one of SPEC §8's fatal pages.
  if (!response.ok) throw new ApiError({ kind: 'http', operation: 'betting.launch', status: 502, message: `Sportsbook launch answered ${response.status}` });
  const body: unknown = await response.json().catch(() => undefined);
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  return create(data, Launch);
});
