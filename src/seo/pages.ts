/**
 * Which page a path is, for its head (SPEC §2, §3 "SEO data", §9): the route it matches with its params, the second
 * CMS SEO url a route's meta names (the SEO URL pattern of SPEC §2: a name in place of the id or sysname), whether it
 * is a game page (canonical with /platform), and the public pages a sitemap lists. Pure: the app and the server
 * module (server/head.ts) use the same answers.
 */
import { paths, type RouteName } from '../lib/paths.ts';

/**
 * SPEC §2 "SEO URL patterns use a name in place of the id or sysname": the CMS `seos` entry a page falls back to when
 * its own url has none, `{name}` standing for the page's name (a replacement the head fills from the url).
 */
export const SEO_URLS: Partial<Record<RouteName, string>> = {
  cashierDepositMethod: '/cashier/deposit/{name}',
  game: '/game/{name}',
  jackpot: '/jackpots/{name}',
  offer: '/offers/{name}',
  promotion: '/promotions/{name}',
  tournament: '/tournaments/{name}',
  tournamentGamehall: '/tournaments/{name}/gamehall',
  slug: '/{slug}',
};

/** The route param the `{name}` of a SEO url stands for. */
const NAME_PARAM: Partial<Record<RouteName, string>> = {
  cashierDepositMethod: 'sysname',
  game: 'sysname',
  jackpot: 'id',
  offer: 'id',
  promotion: 'id',
  tournament: 'id',
  tournamentGamehall: 'id',
  slug: 'slug',
};

/** Pages with no params that anyone may open: the sitemap lists them (CMS content pages are added from the CMS). */
export const PUBLIC_PAGES: readonly RouteName[] = [
  'home',
  'betting',
  'gamehall',
  'jackpots',
  'loyalty',
  'offers',
  'promotions',
  'providers',
  'support',
  'tournaments',
  'winners',
];

export interface MatchedPage {
  route: RouteName;
  params: Record<string, string>;
  /** The second url to look up in the CMS `seos` (SPEC §7), with `{name}` (or `{slug}`) unfilled. */
  seoUrl: string | undefined;
  /** The value of `{name}` / `{slug}` on this page. */
  name: string | undefined;
  /** SPEC §9: canonical URLs of game paths insert /platform. */
  isGame: boolean;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Matches one pattern of src/lib/paths.ts (`:param` is one segment, a trailing `*` the rest). */
function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index++) {
    const part = want[index] ?? '';
    if (part === '*') return have.length > index ? params : undefined;
    const segment = have[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) {
      const value = decode(segment);
      if (value === undefined || value === '') return undefined;
      params[part.slice(1)] = value;
    } else if (part !== segment) return undefined;
  }
  return have.length === want.length ? params : undefined;
}

/** The page a path (without the locale prefix) is, in the route table's order (the catch-all slug last); undefined when none. */
export function matchPage(path: string): MatchedPage | undefined {
  // SPEC §9: a game's canonical address inserts /platform; it is the game page (the app moves to /game/… on start).
  const clean = (path.split(/[?#]/)[0] ?? '/').replace(/^\/platform(?=\/game\/)/, '');
  for (const [route, pattern] of Object.entries(paths) as [RouteName, string][]) {
    const params = matchPattern(pattern, clean);
    if (!params) continue;
    const param = NAME_PARAM[route];
    return { route, params, seoUrl: SEO_URLS[route], name: param ? params[param] : undefined, isGame: route === 'game' };
  }
  return undefined;
}
