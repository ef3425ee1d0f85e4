/**
 * The sandbox platform (ARCHITECTURE.md "The sandbox platform"): one Hono app that answers the API,
 * mounts the sandbox CMS, serves the built app, and in test mode exposes reset and state helpers.
 * `mocks/server.ts` runs it with the built app; `mocks/dev.ts` puts it in front of Vite; tests call
 * `app.fetch` directly (mocks/test-transport.ts).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { chatRoutes } from './chat/routes.ts';
import { kycRoutes } from './kyc/routes.ts';
import { cmsAdminRoutes } from './cms/admin.ts';
import { CmsContent } from './cms/content.ts';
import { cmsRoutes, cmsUploadRoutes } from './cms/routes.ts';
import { createHeadTransform, inlineScriptHashes, parsePublicOrigin, renderSitemap, type HtmlTransform } from '../server/head.ts';
import { oauthRoutes } from './oauth.ts';
import { ledgerAnswer, paymentRoutes } from './payments/routes.ts';
import { createSandboxClock, sandboxClockRoutes } from './sandbox-clock.ts';
import { sandboxConfigRoutes } from './sandbox-config.ts';
import { sandboxFailureRoutes } from './sandbox-failure.ts';
import { sandboxRegisterRoutes } from './sandbox-register.ts';
import { createRegistry } from './api/index.ts';
import { casinoRoutes } from './games/routes.ts';
import { sportsbookRoutes } from './sportsbook/routes.ts';
import { unsubscribeToken } from './api/account.ts';
import type { SandboxConfig } from './api/registry.ts';
import { MAX_BODY_BYTES, apiRoutes } from './http/api-routes.ts';
import { csrfGuard, requestOrigin, securityHeaders } from './http/security.ts';
import { REVALIDATE, staticFiles } from './http/static-files.ts';
import { firstScreenHints, firstScreenTransform, firstScreenVariant } from './http/first-screen.ts';
import { createShellCache } from './http/shell-cache.ts';
import { answerError, errorResponse, fail } from './http/wire.ts';
import { loginKey } from './state/accounts.ts';
import { SandboxState } from './state/index.ts';
import { DEFAULT_SESSION_MAX_LIFETIME_SECONDS } from './state/sessions.ts';
import { devLaunchRoutes } from './telegram/dev-launch.ts';
import { DEFAULT_MAX_AGE_SECONDS, SANDBOX_BOT_TOKEN } from './telegram/init-data.ts';

export interface SandboxOptions {
  /** Exposes POST /__sandbox/reset and GET /__sandbox/state/… (never in a public deployment). */
  testMode?: boolean;
  /** The built app; default `dist`. */
  distDir?: string;
  /** The sandbox clock in unix milliseconds (tests move it). */
  now?: () => number;
  /** Exposes GET /__sandbox/telegram/init-data for the development Telegram mock (`npm run dev` only: it signs anything). */
  devTelegramLaunch?: boolean;
}

export interface Sandbox {
  app: Hono;
  /** Back to the deterministic seed. */
  reset(): void;
  /** The live state, for tests that act as the operator's back office (e.g. a break set outside the app). */
  readonly state: SandboxState;
  /** The app shell cache's counters (mocks/http/shell-cache.ts), read at the time of the call. */
  readonly shellCache: { readonly hits: number; readonly misses: number; readonly size: number };
}

/** STYLE.md "Check inputs at start-up": a bad variable stops the server instead of misbehaving later. */
export function readConfig(env: NodeJS.ProcessEnv, testMode: boolean): SandboxConfig {
  const token = env.TELEGRAM_BOT_TOKEN ?? SANDBOX_BOT_TOKEN;
  if (!/^\d+:[A-Za-z0-9_-]{10,}$/.test(token)) throw new Error('TELEGRAM_BOT_TOKEN must look like <bot id>:<secret>');
  const maxAgeText = env.TELEGRAM_AUTH_MAX_AGE_SECONDS ?? String(DEFAULT_MAX_AGE_SECONDS);
  if (!/^\d{1,9}$/.test(maxAgeText) || Number(maxAgeText) <= 0) throw new Error('TELEGRAM_AUTH_MAX_AGE_SECONDS must be a positive whole number');
  const lifetimeText = env.SESSION_MAX_LIFETIME_SECONDS ?? String(DEFAULT_SESSION_MAX_LIFETIME_SECONDS);
  if (!/^\d{1,10}$/.test(lifetimeText) || Number(lifetimeText) <= 0) throw new Error('SESSION_MAX_LIFETIME_SECONDS must be a positive whole number');
  // The site's public origin (docs/decisions/024-sessions-and-public-origin.md): robots.txt, the sitemap, the served
  // head and the CSRF check use it, never a request's X-Forwarded-Host.
  const origin = env.SANDBOX_PUBLIC_ORIGIN;
  const publicOrigin = origin === undefined || origin === '' ? undefined : parsePublicOrigin(origin, 'SANDBOX_PUBLIC_ORIGIN');
  return { testMode, telegramBotToken: token, telegramMaxAgeSeconds: Number(maxAgeText), sessionMaxLifetimeSeconds: Number(lifetimeText), publicOrigin };
}

/** 1x1 transparent GIF, the answer to the /hit beacon (SPEC §7 infrastructure calls). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A beacon's query as kept: at most 50 parameters, each name and value cut to 200 characters. */
function hitParameters(query: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of [...query].slice(0, 50)) kept[name.slice(0, 200)] = value.slice(0, 200);
  return kept;
}

const ROBOTS = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /cms/', 'Disallow: /__sandbox/', 'Disallow: /hit', ''].join('\n');


/** The build id the app polls for (SPEC §7 builds/latest.json): the build's own file, or one derived from index.html. */
async function latestBuild(distDir: string): Promise<{ id: string; timestamp: number }> {
  try {
    const parsed = JSON.parse(await readFile(resolve(distDir, 'builds/latest.json'), 'utf8')) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed && typeof parsed.id === 'string') {
      const timestamp = 'timestamp' in parsed && typeof parsed.timestamp === 'number' ? parsed.timestamp : 0;
      return { id: parsed.id, timestamp };
    }
  } catch {
    // No build file: fall through to a stable derived id.
  }
  try {
    const index = resolve(distDir, 'index.html');
    const [content, stats] = await Promise.all([readFile(index), stat(index)]);
    return { id: createHash('sha256').update(content).digest('hex').slice(0, 12), timestamp: Math.floor(stats.mtimeMs) };
  } catch {
    return { id: 'sandbox', timestamp: 0 };
  }
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const testMode = options.testMode ?? false;
  const distDir = resolve(options.distDir ?? 'dist');
  // One clock for every timed rule; test mode moves it forward (POST /__sandbox/clock) and reset rewinds it.
  const clock = createSandboxClock(options.now ?? Date.now);
  const now = clock.now;
  const config = readConfig(process.env, testMode);
  /** The origin pages are built for: the configured one, else (local runs) the one the server was addressed at. */
  const publicOrigin = (c: Context): string => config.publicOrigin ?? requestOrigin(c);
  const state = new SandboxState(now, { sessionMaxLifetimeMs: config.sessionMaxLifetimeSeconds * 1000 });
  const registry = createRegistry();

  const app = new Hono();
  // The configured sportsbook frame's origin when it is not the app's (sportsbook_frame_origin, mocks/sandbox-config.ts):
  // a deployment's CSP lists its providers' frame origins the same way.
  app.use('*', securityHeaders(() => (state.settings.sportsbookFrameOrigin ? [state.settings.sportsbookFrameOrigin] : [])));
  // Before any route: a cross-site POST never reaches state (CSRF).
  app.use('*', csrfGuard(config.publicOrigin));

  app.route('/api', apiRoutes({ registry, state, config, now }));
  const cmsContent = new CmsContent();
  const cms = cmsRoutes(cmsContent);
  app.route('/cms/api', cms);
  // Media at the CMS's root, as Strapi serves `/uploads/…` (the CMS's root is `/cms/` on this origin).
  app.route('/cms/uploads', cmsUploadRoutes());
  // The served head (decision 012; server/head.ts) reads this CMS and the platform's public reads (a game's name, the
  // sitemap's games, promotions and tournaments) in-process, as a deployment's edge reads its origin.
  const headOptions = { cms: (path: string) => cms.request(path.replace(/^\/cms\/api/, '')), api: (path: string) => app.request(path) };
  app.route('/oauth', oauthRoutes({ state, now }));
  // Sumsub's servers as the sandbox plays them: the WebSDK loads its frame from the host its access token names, this
  // origin for the sandbox's tokens (mocks/api/sumsub.ts, mocks/kyc/routes.ts).
  app.route('/websdk', kycRoutes({ state, now }));
  // The sandbox payment provider's pages (decision 009; mocks/payments/routes.ts).
  app.route('/sandbox-pay', paymentRoutes({ state, now }));
  // Game artwork, the in-house games and their server (mocks/games/routes.ts).
  app.route('/', casinoRoutes({ state, now }));
  // The sandbox sportsbook the /betting page frames (decision 017; mocks/sportsbook/routes.ts).
  app.route('/sandbox-sportsbook', sportsbookRoutes({ state, now, publicOrigin }));
  // The sandbox chat: a stand-in script per chat vendor and its automatic operator (decision 021; mocks/chat/routes.ts).
  app.route('/sandbox-chat', chatRoutes());

  app.get('/robots.txt', async (c) => {
    let body = ROBOTS;
    try {
      body = await readFile(resolve(distDir, 'robots.txt'), 'utf8');
    } catch {
      // The build has no robots.txt: the sandbox default keeps crawlers out of the API.
    }
    c.header('Cache-Control', 'public, max-age=3600');
    // Crawlers find the sitemap (decision 012) from here; it needs the absolute address.
    if (!/^sitemap:/im.test(body)) body = `${body.trimEnd()}\nSitemap: ${publicOrigin(c)}/sitemap.xml\n`;
    return c.text(body);
  });

  // The analytics beacon (SPEC §7): counted with its query (referer and landing parameters, decision 014); nothing
  // else about the visitor (cookie, address, headers) is kept.
  app.get('/hit', (c) => {
    state.support.hit(hitParameters(new URL(c.req.url).searchParams));
    return c.body(PIXEL, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
  });

  // SPEC §7 SEO: the public pages, the CMS content pages, the games, promotions and tournaments in both languages (server/head.ts).
  app.get('/sitemap.xml', async (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(await renderSitemap(headOptions, publicOrigin(c)));
  });

  app.get('/builds/latest.json', async (c) => {
    c.header('Cache-Control', REVALIDATE);
    return c.json(await latestBuild(distDir));
  });

  if (options.devTelegramLaunch) app.route('/__sandbox/telegram', devLaunchRoutes({ token: config.telegramBotToken, now }));

  if (testMode) {
    const sandbox = new Hono();
    sandbox.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES }));
    sandbox.post('/reset', (c) => {
      clock.reset();
      state.reset();
      cmsContent.reset();
      return c.json({ data: 1 });
    });
    // The last code "sent" to a contact or for a two-factor/restore step (the codes are fixed; this shows one was sent).
    sandbox.get('/state/codes', (c) => {
      const login = c.req.query('login') ?? '';
      const account = state.accounts.findByLogin(login);
      if (!account) throw fail.invalidParameter({ login: ['NOT_FOUND'] });
      const subject = String(account.uid);
      const contactCodes = account.contacts.map((contact) => ({
        contact: contact.contact,
        code: state.codes.get('contact', `${account.uid}:${loginKey(contact.contact)}`)?.code ?? null,
      }));
      return c.json({
        data: {
          contacts: contactCodes,
          login_2fa: state.codes.get('login-2fa', subject)?.code ?? null,
          change_2fa: state.codes.get('change-2fa', subject)?.code ?? null,
          restore: state.codes.get('restore', subject)?.code ?? null,
        },
      });
    });
    sandbox.get('/state/unsubscribe-token', (c) => c.json({ data: unsubscribeToken(c.req.query('contact') ?? '') }));
    sandbox.get('/state/hits', (c) => c.json({ data: state.support.hits }));
    sandbox.get('/state/ledger', (c) => ledgerAnswer(c, state));
    sandbox.route('/clock', sandboxClockRoutes(clock));
    sandbox.route('/config', sandboxConfigRoutes(state));
    sandbox.route('/failure', sandboxFailureRoutes(state));
    sandbox.route('/register', sandboxRegisterRoutes(state));
    // Content changes an operator or a test publishes (decision 028; mocks/cms/admin.ts).
    sandbox.route('/cms', cmsAdminRoutes(cmsContent));
    app.route('/__sandbox', sandbox);
  } else {
    // Not the app shell either: these paths simply do not exist outside test mode.
    app.all('/__sandbox/*', (c) => c.text('Not found', 404));
  }

  // The app shell (index.html) as each request gets it: every shell transform `(html, request) => html` composes
  // here, in order; then the CSP allows exactly the inline scripts of the final page, by hash (custom code).
  const shellTransforms: HtmlTransform[] = [
    createHeadTransform(headOptions),
    // The first screen's boot data and hero preload (decision 015; mocks/http/first-screen.ts), read in-process.
    firstScreenTransform({ fetch: async (path) => app.request(path) }),
  ];
  // The finished shell answer (body per encoding, headers, CSP hashes) kept per origin, path and encoding for one CMS
  // revision and a few seconds of the sandbox clock, at most 500 answers (decision 023: the sandbox's memory stays bounded; mocks/http/shell-cache.ts).
  const shellCache = createShellCache({
    revision: () => String(cmsContent.revision),
    now,
    origin: publicOrigin,
    variant: (c) => firstScreenVariant(c.req.path, new URL(c.req.url).search),
  });
  app.use('*', shellCache.middleware);
  // The shell answer's Link preloads and compression (decision 022).
  app.use('*', firstScreenHints(distDir));
  app.use(
    '*',
    staticFiles({
      root: distDir,
      shell: async (html, c) => {
        const address = new URL(c.req.url);
        // Shared by every visitor of this page (the cache above): built from the origin and path only, without the
        // visitor's cookie, so nothing of a player's session shapes it (the boot data's reads are public: the CMS and
        // the guest banners).
        const request = { url: `${publicOrigin(c)}${address.pathname}`, search: address.search };
        let page = html;
        for (const transform of shellTransforms) page = await transform(page, request);
        shellCache.markShell(c, inlineScriptHashes(page));
        return page;
      },
    }),
  );

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return errorResponse(c, fail.methodNotFound(c.req.path.slice(5)));
    return c.text('Not found', 404);
  });

  app.onError(answerError);

  return {
    app,
    state,
    reset: () => {
      clock.reset();
      state.reset();
      cmsContent.reset();
    },
    get shellCache() {
      return shellCache.stats;
    },
  };
}
