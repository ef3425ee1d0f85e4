/**
 * Decision 015: what a route's first screen needs, started at boot (src/main.tsx) beside the session and the CMS
 * boot instead of after the first render: the page's code (the same modules src/routes.ts renders for it) and the
 * reads its first screen shows (src/server-data/first-screen.ts). Features do not import each other: the app joins them here.
 */
import type { FirstScreenBoot } from '../../server-data/first-screen.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Loads the route's page and starts its first screen's reads; resolves once they are started (each read's filing is
 * then in `boot.filings`). The answers are the pages' own: a read that fails shows its failure where it is drawn.
 */
type Start = (boot: FirstScreenBoot) => Promise<void>;

const FIRST_SCREENS: Readonly<Record<string, Start>> = {
  // Home with the casino's rails (src/routes.ts homeWithRails).
  [paths.home]: (boot) =>
    Promise.all([import('../../features/home/home-page.tsx'), import('../../features/casino/lobby/lobby-rails.tsx')]).then(([home, rails]) => {
      void Promise.all([home.startHomeReads(boot), rails.startLobbyReads(boot)]).catch(() => undefined);
    }),
  [paths.gamehall]: (boot) =>
    import('../../features/casino/hall/game-hall-page.tsx').then((hall) => {
      void hall.startHallReads(boot).catch(() => undefined);
    }),
};

/**
 * Routes whose first screen is the same for guests and players (the game hall's tiles and chips, home's banners): they
 * render once the CMS has settled, without waiting for the session (their reads are filed under the player's key once
 * known), while the header holds the account's place. What differs by player waits for the session in the page itself
 * (home's greeting, balances and rails: src/features/home/home-page.tsx).
 */
export function drawsBeforeSession(path: string): boolean {
  return path === paths.gamehall || path === paths.home;
}

/** The first-screen start of the route at `path` (without its locale prefix), if it has one. */
export function firstScreenOf(path: string): Start | undefined {
  return FIRST_SCREENS[path];
}
