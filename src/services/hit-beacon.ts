/**
 * The /hit beacon (SPEC §7 "Infrastructure calls", decision 014): one image request 3 s after start, carrying the
 * referer and the landing page's URL parameters, with track_id values of the `td_` form rewritten, or the SEON
 * session when SEON is on. Decision 014 says how the rewrite reads the spec. Pure, so that it is tested without a page.
 */

/** SPEC §7: the beacon fires 3 seconds after start. */
export const HIT_DELAY_MS = 3000;

/** Parameters that could carry personal data or a credential are never forwarded. */
const PRIVATE = /^(email|phone|login|password|pass|code|token|access_token|id_token|hash|init_?data|tgWebAppData|first_name|last_name|username)$/i;

/** At most this many parameters, each value cut to VALUE_MAX characters (a URL can be anything). */
const MAX_PARAMS = 30;
const VALUE_MAX = 200;

/**
 * Decision 014: a track id handed out by a traffic distributor arrives as `td_<id>`; the platform counts it by the
 * bare id, so `track_id=td_abc` is sent as `track_id=abc` and `td=1` says where it came from. Other values are kept.
 */
export function rewriteTrackId(value: string): { track_id: string; td?: '1' } {
  const match = /^td_(.+)$/i.exec(value.trim());
  return match?.[1] ? { track_id: match[1], td: '1' } : { track_id: value };
}

export interface HitInput {
  /** The landing page's query (`location.search` at start, before the app rewrote the address). */
  search: string;
  /** `document.referrer` at start: the page the visitor came from. */
  referrer: string;
  /** SEON's session string when general info says `is_seon_enabled` and the SEON script gave one. */
  seonSession?: string;
}

/** The beacon's query: `referer` and the landing parameters (track_id rewritten), or `referer` and `seon_session`. */
export function hitParameters(input: HitInput): URLSearchParams {
  const out = new URLSearchParams();
  if (input.referrer) out.set('referer', input.referrer.slice(0, 500));
  if (input.seonSession) {
    out.set('seon_session', input.seonSession.slice(0, 4096));
    return out;
  }
  let count = 0;
  for (const [name, value] of new URLSearchParams(input.search)) {
    if (count >= MAX_PARAMS) break;
    if (PRIVATE.test(name) || name === 'referer' || name === 'td' || name === 'ANALYTICS_DEBUG') continue;
    if (name === 'track_id') {
      const rewritten = rewriteTrackId(value);
      out.set('track_id', rewritten.track_id.slice(0, VALUE_MAX));
      if (rewritten.td) out.set('td', rewritten.td);
    } else {
      out.append(name, value.slice(0, VALUE_MAX));
    }
    count += 1;
  }
  return out;
}

/** Sends the beacon as an image request (SPEC §7): no script, no cookie read, nothing waits for its answer. */
export function sendHit(input: HitInput, makeImage: () => HTMLImageElement = () => new Image()): string {
  const query = hitParameters(input).toString();
  const url = query ? `/hit?${query}` : '/hit';
  const image = makeImage();
  image.referrerPolicy = 'strict-origin-when-cross-origin';
  image.src = url;
  return url;
}
