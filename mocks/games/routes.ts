/**
 * The sandbox's stand-ins for a game studio and a media CDN, mounted by mocks/app.ts:
 *
 * - `/sandbox-media/{games,providers,categories,banners,jackpots,offers,tournaments}/…svg`: generated artwork, cacheable
 *   (a day, with an ETag).
 * - `/sandbox-games/slot/`, `/sandbox-games/dice/`, `/sandbox-games/crash/`: the in-house games (launched by games.get with a
 *   token), `/sandbox-games/verify`: the provably-fair check, `/sandbox-games/assets/*.js`: their scripts.
 * - `/sandbox-games/api/session` and `/sandbox-games/api/round`: the game server (mocks/games/rounds.ts).
 * - `/sandbox-games/history-export/{id}.csv`: a games.createhistoryexportrequest file, for its owner only.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { exportCsv } from '../api/games.ts';
import { BANNER_SIZES, GAME_TILE, artworkSvg, bannerArtwork, gameArtwork, initials, isBannerSize, providerArtwork } from '../fixtures/games/artwork.ts';
import { CAMPAIGNS } from '../fixtures/campaigns.ts';
import { BANNERS } from '../fixtures/games/banners.ts';
import { catalogue } from '../fixtures/games/catalogue.ts';
import { JACKPOTS } from '../fixtures/games/jackpots.ts';
import { TOURNAMENT_SEEDS } from '../fixtures/tournaments.ts';
import { SESSION_COOKIE } from '../http/api-routes.ts';
import { EXPORT_READY_AFTER_MS } from '../state/games.ts';
import type { SandboxState } from '../state/index.ts';
import { clientScripts, servePage, serveScript } from '../sandbox-page.ts';
import { webpOf } from './raster.ts';
import { crashPage, dicePage, slotPage, verifyPage } from './pages.ts';
import { GameApiError, playRound, requireLaunch, sessionAnswer, type RoundRequest } from './rounds.ts';
import { gameLang } from './texts.ts';

export interface CasinoRoutesDeps {
  /** The sandbox state object (its fields are replaced on reset, the object stays). */
  readonly state: SandboxState;
  readonly now: () => number;
}

/** The game pages' scripts (mocks/games/client/): the verification page runs the very same fair.ts the server uses. */
const GAME_SCRIPTS = clientScripts(['slot', 'dice', 'crash', 'verify'], new URL('./client/', import.meta.url));

/** Artwork is a pure function of its name, so a day of caching plus revalidation by ETag is safe. */
const MEDIA_CACHE = 'public, max-age=86400';
const MAX_ROUND_BODY = 4 * 1024;

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
}

function svg(c: Context, body: string | undefined): Response {
  if (body === undefined) return c.text('Not found', 404);
  const etag = etagOf(body);
  c.header('Cache-Control', MEDIA_CACHE);
  c.header('ETag', etag);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  return c.body(body);
}

/** `name.svg` -> `name`, or undefined for any other file name. */
function svgName(file: string): string | undefined {
  return /^[A-Za-z0-9-]{1,160}\.svg$/.test(file) ? file.slice(0, -4) : undefined;
}

function gameError(c: Context, error: GameApiError): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ error: { ...error.details, code: error.code, message: error.message } }, error.status as 400);
}

/**
 * The games run in the app's sandboxed frame in an opaque origin (src/lib/frame-sandbox.ts; decision 013):
 * their module scripts and their calls to this game server are cross-origin requests with `Origin: null`. Those
 * get CORS answers for that origin only, without credentials (the launch token is the credential).
 */
function allowOpaqueFrame(origin: string | undefined, headers: Headers): void {
  headers.append('Vary', 'Origin');
  if (origin === 'null') headers.set('Access-Control-Allow-Origin', 'null');
}

export function casinoRoutes({ state, now }: CasinoRoutesDeps): Hono {
  const app = new Hono();

  for (const path of ['/sandbox-games/assets/*', '/sandbox-games/api/*']) {
    app.use(path, async (c, next) => {
      await next();
      allowOpaqueFrame(c.req.header('origin'), c.res.headers);
    });
  }
  app.options('/sandbox-games/api/*', (c) => {
    if (c.req.header('origin') !== 'null') return c.body(null, 204);
    c.header('Access-Control-Allow-Methods', 'GET, POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type, Accept');
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  });

  app.get('/sandbox-media/games/:file', async (c) => {
    const file = c.req.param('file');
    // Decision 022: the catalogue names raster WebP at the tile's size (mocks/api/games.ts gameImage); the SVG stays addressable.
    const raster = /^([A-Za-z0-9-]{1,160})\.webp$/.exec(file)?.[1];
    const name = raster ?? svgName(file);
    const game = name === undefined ? undefined : catalogue().bySysname.get(name);
    const art = game && gameArtwork(game.sysname, game.name.uz, game.provider.name);
    if (raster === undefined || art === undefined) return svg(c, art);
    const etag = etagOf(`webp:${art}`);
    c.header('Cache-Control', MEDIA_CACHE);
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'image/webp');
    return c.body(new Uint8Array(await webpOf(raster, art, GAME_TILE.width, GAME_TILE.height)));
  });

  app.get('/sandbox-media/providers/:file', (c) => {
    const name = svgName(c.req.param('file'));
    const provider = name === undefined ? undefined : catalogue().providerBySysname.get(name);
    return svg(c, provider && providerArtwork(provider.sysname, provider.name));
  });

  app.get('/sandbox-media/categories/:file', (c) => {
    const name = svgName(c.req.param('file'));
    const category = catalogue().categories.find((item) => item.sysname === name);
    return svg(c, category && artworkSvg({ key: `category:${category.sysname}`, title: initials(category.uz), width: 96, height: 96, label: category.uz }));
  });

  app.get('/sandbox-media/banners/:file', async (c) => {
    const match = /^(\d{1,6})-(\d+x\d+)\.(svg|webp)$/.exec(c.req.param('file'));
    const banner = match ? BANNERS.find((item) => item.id === Number(match[1])) : undefined;
    const size = match?.[2] ?? '';
    const art = banner && isBannerSize(size) ? bannerArtwork(`banner:${banner.id}`, banner.badge, size) : undefined;
    // Decision 022: banners.get names raster WebP, as an operator's CMS uploads are (the home hero is the page's largest
    // paint, and Chrome does not take a near-empty vector image for one); the SVG stays addressable.
    if (match?.[3] !== 'webp' || art === undefined || !isBannerSize(size)) return svg(c, art);
    const etag = etagOf(`webp:${art}`);
    c.header('Cache-Control', MEDIA_CACHE);
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'image/webp');
    const [width, height] = BANNER_SIZES[size];
    return c.body(new Uint8Array(await webpOf(`banner:${match[1]}-${size}`, art, width, height)));
  });

  app.get('/sandbox-media/offers/:file', (c) => {
    const match = /^(\d{1,6})-(\d+x\d+)\.svg$/.exec(c.req.param('file'));
    const offer = match ? CAMPAIGNS.find((item) => item.id === Number(match[1])) : undefined;
    const size = match?.[2] ?? '';
    return svg(c, offer && isBannerSize(size) ? bannerArtwork(`offer:${offer.id}`, offer.badge, size) : undefined);
  });

  app.get('/sandbox-media/tournaments/:file', (c) => {
    const match = /^(\d{1,6})-(\d+x\d+)\.svg$/.exec(c.req.param('file'));
    const tournament = match ? TOURNAMENT_SEEDS.find((item) => item.id === Number(match[1])) : undefined;
    const size = match?.[2] ?? '';
    return svg(c, tournament && isBannerSize(size) ? bannerArtwork(`tournament:${tournament.id}`, tournament.title.uz, size) : undefined);
  });

  app.get('/sandbox-media/jackpots/:file', (c) => {
    const match = /^(\d{1,6})-(\d+x\d+)\.svg$/.exec(c.req.param('file'));
    const jackpot = match ? JACKPOTS.find((item) => item.id === Number(match[1])) : undefined;
    const size = match?.[2] ?? '';
    return svg(c, jackpot && isBannerSize(size) ? bannerArtwork(`jackpot:${jackpot.id}`, 'JP', size) : undefined);
  });

  for (const path of ['/sandbox-games/slot', '/sandbox-games/slot/']) app.get(path, (c) => servePage(c, slotPage(gameLang(c.req.query('lang')))));
  for (const path of ['/sandbox-games/dice', '/sandbox-games/dice/']) app.get(path, (c) => servePage(c, dicePage(gameLang(c.req.query('lang')))));
  for (const path of ['/sandbox-games/crash', '/sandbox-games/crash/']) app.get(path, (c) => servePage(c, crashPage(gameLang(c.req.query('lang')))));
  for (const path of ['/sandbox-games/verify', '/sandbox-games/verify/']) app.get(path, (c) => servePage(c, verifyPage(gameLang(c.req.query('lang')))));

  app.get('/sandbox-games/assets/:file', (c) => serveScript(c, GAME_SCRIPTS(c.req.param('file'))));

  app.get('/sandbox-games/api/session', (c) => {
    try {
      // A deposit or withdrawal due on the sandbox clock settles before the game reads the balance.
      state.settleDue();
      const at = now();
      const launch = requireLaunch(state, c.req.query('token'), at);
      const game = catalogue().bySysname.get(launch.sysname);
      const name = game ? game.name[gameLang(c.req.query('lang'))] : launch.sysname;
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { ...sessionAnswer(state, launch, at), name } });
    } catch (error) {
      if (error instanceof GameApiError) return gameError(c, error);
      throw error;
    }
  });

  app.post(
    '/sandbox-games/api/round',
    bodyLimit({ maxSize: MAX_ROUND_BODY, onError: (c) => gameError(c, new GameApiError('INVALID_REQUEST', 'Request body is too large')) }),
    async (c) => {
      try {
        state.settleDue();
        if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
          throw new GameApiError('INVALID_REQUEST', 'The round is a JSON body');
        }
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          throw new GameApiError('INVALID_REQUEST', 'Malformed JSON');
        }
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new GameApiError('INVALID_REQUEST', 'The round is a JSON object');
        const request = body as RoundRequest & { token?: unknown };
        const answer = playRound(state, request.token, request, now());
        c.header('Cache-Control', 'no-store');
        return c.json({ data: answer });
      } catch (error) {
        if (error instanceof GameApiError) return gameError(c, error);
        throw error;
      }
    },
  );

  app.get('/sandbox-games/history-export/:file', (c) => {
    const match = /^(\d{1,9})\.csv$/.exec(c.req.param('file'));
    const session = state.signedIn(getCookie(c, SESSION_COOKIE), now())?.session;
    const record = match ? state.games.exports.find((item) => item.id === Number(match[1])) : undefined;
    // Someone else's export is "not found", never "forbidden": ids do not leak.
    if (!record || !session || session.uid !== record.uid || now() - record.createdAt < EXPORT_READY_AFTER_MS) return c.text('Not found', 404);
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="game-history-${record.id}.csv"`);
    return c.body(exportCsv(record, state.games.historyOf(record.uid).reverse(), state.sportsbook.betsOf(record.uid).reverse()));
  });

  return app;
}
