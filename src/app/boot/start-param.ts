/**
 * Telegram `start_param` deep links (the format is documented in README.md "Telegram deep links").
 *
 * A start_param is at most 512 characters of [A-Za-z0-9_-] (Telegram's own limit on the alphabet), so it
 * cannot hold a URL. It is a list of tokens joined by `__`; each token is `<kind>-<value>`:
 *   r-<route>            opens a route by its name in src/lib/paths.ts, e.g. `r-promotions`, `r-cashierDeposit`
 *   r-<route>-<param>    a route with one parameter, e.g. `r-game-book_of_dead`, `r-tournament-12`
 *   promo-<code>         keeps a promo code, as one from the URL query is kept (SPEC §4), and sends it with a Telegram registration
 *   ref-<id>             records who referred the player
 * Unknown kinds and routes are ignored; a bad token never stops the others.
 */
import { validStartParam } from '../../../platform/telegram/launch-basics.ts';
import { paths, type RouteName } from '../../lib/paths.ts';

export interface DeepLink {
  /** Path without the locale prefix. */
  path?: string;
  promoCode?: string;
  referrer?: string;
}

/** Routes that a link may not open: internal pages and catch-alls. */
const NOT_LINKABLE: ReadonlySet<string> = new Set(['icons', 'slug', 'betsPlaceholder']);
const VALUE = /^[A-Za-z0-9_-]{1,64}$/;

function isRouteName(name: string): name is RouteName {
  return Object.prototype.hasOwnProperty.call(paths, name) && !NOT_LINKABLE.has(name);
}

/** The path for `name` or `name-param`, or undefined when it names no linkable route. */
export function routeFromToken(value: string): string | undefined {
  const dash = value.indexOf('-');
  const name = dash === -1 ? value : value.slice(0, dash);
  const param = dash === -1 ? undefined : value.slice(dash + 1);
  if (!isRouteName(name)) return undefined;
  const pattern: string = paths[name];
  const names = pattern.match(/:[A-Za-z]+/g) ?? [];
  if (names.length === 0) return param === undefined ? pattern : undefined;
  const [only] = names;
  if (names.length !== 1 || only === undefined || !param || !VALUE.test(param)) return undefined;
  return pattern.replace(only, encodeURIComponent(param));
}

export function parseStartParam(raw: string | undefined): DeepLink {
  const value = validStartParam(raw);
  if (!value) return {};
  const link: DeepLink = {};
  for (const token of value.split('__')) {
    const dash = token.indexOf('-');
    if (dash <= 0) continue;
    const kind = token.slice(0, dash);
    const rest = token.slice(dash + 1);
    if (kind === 'r' && link.path === undefined) {
      const path = routeFromToken(rest);
      if (path) link.path = path;
    } else if (kind === 'promo' && VALUE.test(rest)) {
      link.promoCode ??= rest;
    } else if (kind === 'ref' && VALUE.test(rest)) {
      link.referrer ??= rest;
    }
  }
  return link;
}
