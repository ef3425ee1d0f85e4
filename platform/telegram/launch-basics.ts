/**
 * The two facts about a Telegram launch that every host needs at start, without the SDK and without the readers of
 * launch-data.ts: where the SDK keeps the launch params (host detection looks there) and the start_param rule (the
 * app's deep links). launch-data.ts, which only the Telegram host's chunk loads, builds on them.
 */

/** Where the SDK keeps the launch params for reloads (@tma.js/toolkit storage: "tapps/" + "launchParams"). */
export const STORED_LAUNCH_PARAMS_KEY = 'tapps/launchParams';

/** Telegram's rule: a start_param is only [A-Za-z0-9_-], up to 512 characters; anything else is ignored. */
const START_PARAM_PATTERN = /^[A-Za-z0-9_-]{1,512}$/;

export function validStartParam(value: unknown): string | undefined {
  return typeof value === 'string' && START_PARAM_PATTERN.test(value) ? value : undefined;
}
