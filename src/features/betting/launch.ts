/**
 * The sportsbook launch (issue 15; docs/decisions/013-betting-wire.md): the provider's frame URL for this session and
 * language, with the launch token the frame authenticates with. Asked of the provider's adapter on the app's origin
 * (`/sandbox-sportsbook/launch` in the sandbox; a deployment proxies that path to its provider) with the session
 * cookie. A read of the server-data primitive, so a change of session or language reads a new launch.
 */
import { boolean, create, string, type } from 'superstruct';
import { ApiError } from '../../api/errors.ts';
import { defineRead } from '../../api/queries.ts';

export const SPORTSBOOK_LAUNCH_PATH = '/sandbox-sportsbook/launch';

const Launch = type({ token: string(), url: string(), signed_in: boolean() });
export type Launch = { token: string; url: string; signed_in: boolean };

export const sportsbookLaunch = defineRead<Record<string, never>, Launch>('betting.launch', [], async (_params, { signal, locale }) => {
  let response: Response;
  try {
    response = await fetch(`${SPORTSBOOK_LAUNCH_PATH}?lang=${encodeURIComponent(locale)}`, { credentials: 'same-origin', headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
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
