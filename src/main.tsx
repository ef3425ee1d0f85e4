/**
 * Boot: platform.init (awaited before render) beside the page's locale -> API config -> session and CMS -> the player's
 * locale -> render (ARCHITECTURE.md).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { detect, init as initPlatform, platform as currentHost } from '../platform/index.ts';
import { changeLocale } from './api/account-session.ts';
import { configureApi } from './api/client.ts';
import { detectLocale, saveLocaleCookies, type LocaleSignals } from './i18n/detect.ts';
import { currentLocale, onLocaleChange, setLocale, type Locale } from './i18n/index.ts';
import { pageCookies } from './lib/cookies.ts';
import { storageOf } from './lib/device-storage.ts';
import { nextTask } from './lib/next-task.ts';
import { localizedUrl, splitLocale } from './lib/paths.ts';
import { holdSessionWhile, isAuthenticated, refreshAccount, sessionState } from './stores/session-store.ts';
import { initAnalyticsDebug } from './services/analytics.ts';
import { keepPromoCodeFromUrl } from './services/promo-code.ts';
import { loadCmsBoot } from './cms/boot-settings.ts';
import { afterStart, firstScreenDrawn } from './services/quiet-start.ts';
import { releaseFirstPaint } from './services/first-paint.ts';
import { App } from './app/app.tsx';
import { drawsBeforeSession, firstScreenOf } from './app/boot/first-screens.ts';
import type { HostSignIn } from './app/boot/telegram-sign-in.ts';
import { syncServerClock } from './stores/server-clock.ts';

/**
 * The CMS: the boot reads now (the first screen waits for them), the collections no screen shows yet once the start is
 * over (decision 030; src/cms/secondary-settings.ts: its schemas are not in the first load either).
 */
function loadCms(locale: Locale): Promise<unknown> {
  const booted = loadCmsBoot(locale);
  void booted.then(() =>
    afterStart(() => {
      import('./cms/secondary-settings.ts')
        .then((secondary) => secondary.loadSecondarySettings(locale))
        // Its chunk did not load (offline): those parts keep their defaults, as a failed read leaves them.
        .catch(() => undefined);
    }),
  );
  return booted;
}

/** The longest the served first paint stays once the app has rendered (decision 022: the carousel ends it sooner). */
const FIRST_PAINT_MAX_MS = 4000;

/** How long the first screen waits for the session before rendering as for a guest (the header then fills in). */
const SESSION_WAIT_MS = 2500;
/** The longest the session's answer waits for a first render under way (decision 030 point 20). */
const FIRST_RENDER_HOLD_MS = 3000;

/** `/platform/game/…` (and `/ru/platform/game/…`): a game's canonical address (SPEC §9). */
const PLATFORM_GAME = /^([^?#]*?\/\/[^/]+(?:\/ru)?)\/platform\/game\//;

/** SPEC §7: the /hit beacon goes 3 s after start (src/services/hit-beacon.ts HIT_DELAY_MS; its code loads only then). */
const HIT_DELAY_MS = 3000;

async function boot(): Promise<void> {
  // Decision 030: the entry's evaluation stands alone in its task; the boot's first steps (the reads it starts, storage,
  // the locale) ran in the same task after it and made it one of the start's longest.
  await nextTask();
  // The landing address as the visitor arrived, before the app rewrites it (locale prefix, deep link, popups).
  // Telegram's launch params ride in its hash until the host's start takes them out (platform/telegram/host.ts).
  const address = window.location.href;
  const landing = { search: window.location.search, referrer: document.referrer };
  // SPEC §9: a game's canonical address inserts /platform (search results and the sitemap lead there); the app's own
  // route is /game/… (src/seo/pages.ts matches both).
  if (PLATFORM_GAME.test(window.location.href)) window.history.replaceState(null, '', window.location.href.replace(PLATFORM_GAME, '$1/game/'));
  setTimeout(() => {
    import('./services/analytics-start.ts')
      .then((analytics) => analytics.startAnalytics(landing))
      // Its chunk did not arrive (offline): no beacon this visit, as with any failed analytics load (SPEC §8).
      .catch(() => undefined);
  }, HIT_DELAY_MS);
  // Telegram's own boot steps (its start_param deep link, the sign-in with init data) come with the host's code: they
  // load beside the SDK, only in Telegram (src/app/boot/telegram-sign-in.ts; scripts/first-load.ts counts them there).
  const telegramSteps = detect() === 'telegram' ? import('./app/boot/telegram-sign-in.ts') : undefined;
  // SPEC §1 Telegram mini-app: this loads the SDK and applies its theme and viewport; the first render waits for it.
  const hostStarted = initPlatform();
  // Decision 030: the sign-in needs only the launch's init data, which the page's address carries, so it and the
  // reads beside it do not wait for the SDK's download and setup. Should the steps' chunk not arrive, the app starts
  // as a guest without the deep link, as after a refused sign-in.
  const telegram = await telegramSteps?.catch(() => undefined);
  const launch = telegram?.readHostLaunch(address);
  // Before the sign-in: a deep link's promo code goes with a new player's registration.
  const deepLink = telegram?.applyStartParam(launch?.startParam) ?? {};
  // storageOf: a web-view with storage disabled throws on the mere read of `sessionStorage`, which must not stop the start.
  initAnalyticsDebug(window.location.search, storageOf('tab'));
  keepPromoCodeFromUrl(window.location.search);

  // SPEC §2: path, then the user's locale, then the cookie, then the browser, then uz. A URL names its language
  // (/ru/… is Russian, any other path Uzbek) except the bare root, where a player lands without choosing: only
  // there do the later rules apply (the i18n_redirected "redirect on root" behaviour).
  const { locale: prefixed, path } = splitLocale(window.location.pathname);
  const signals: LocaleSignals = {
    pathLocale: prefixed === 'ru' || path !== '/' ? prefixed : undefined,
    userLocale: undefined,
    strategy: 'platform',
    signedIn: false,
    cookies: pageCookies(),
    browserLanguages: navigator.languages,
    telegramLanguage: launch?.languageCode,
  };
  // Every call carries the locale of the page it serves (wire contract), the first account.getInfo too: the
  // page's locale is settled from what is known before any call (all but the signed-in player's own locale).
  const pageLocale = detectLocale(signals);
  // Decision 030: the calls, the CMS and the first screen's reads start in a task of their own (the texts' load aside,
  // one for both); with the launch and the locale before them, the boot was one long task.
  await Promise.all([setLocale(pageLocale), nextTask()]);
  configureApi({
    locale: currentLocale,
    inFrame: () => currentHost().inFrame,
    // SPEC §8 fatal pages and a session the platform ended (SPEC §4), whichever call meets them; the handler's code
    // comes with the first failure, so no first load carries it (decision 007).
    onError: (error) => {
      import('./app/boot/api-failures.ts')
        .then(({ onApiFailure }) => onApiFailure(error))
        .catch(() => console.warn(`[omad] ${error.operation} failed: ${error.kind} ${error.status} ${error.type ?? ''}`));
    },
  });
  // SPEC §7 auth.register (Telegram): inside Telegram the player is signed in with init data before the first screen settles.
  const hostSignIn: Promise<HostSignIn> = telegram && launch ? telegram.signInWithHost({ telegramSignIn: launch.signIn }) : refreshAccount().then(
    () => 'none' as const,
    () => 'none' as const,
  );
  const session = hostSignIn.catch(() => undefined);
  // CMS settings load beside the session; failures keep defaults (SPEC §8).
  const cms = loadCms(pageLocale);
  // Decision 015: the route's code and its first screen's reads start now, beside the session and the CMS, not after render.
  const filings: Promise<unknown>[] = [];
  const started = firstScreenOf(path)?.({
    locale: pageLocale,
    session: session.then(() => (isAuthenticated(sessionState.info) ? (sessionState.info?.uid ?? 0) : 0)),
    cms,
    filings,
  });
  // The page renders once its first-screen reads are filed where it reads them (decision 030), not before: it would
  // read them again. A start that fails (its code did not load) leaves the page to load and read them itself.
  const filed = (started ?? Promise.resolve())
    .then(() => Promise.all(filings))
    .catch(() => undefined);
  const drawsEarly = drawsBeforeSession(path);
  const waited = new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS)).then(() => {
    sessionState.waited = true;
  });
  // Decision 030: what follows (the locale settled, the render begun) in a task of its own, not in the one whose
  // answer ended the wait (its check and filing).
  await Promise.race([Promise.all([drawsEarly || session, cms, filed]), waited]).then(nextTask);
  const platform = await hostStarted;

  // A signed-in player's own locale may still move the bare root to /ru (or back); a prefixed path keeps its own.
  const settledLocale = () => detectLocale({ ...signals, userLocale: sessionState.info?.locale, signedIn: isAuthenticated(sessionState.info) });
  const locale = settledLocale();
  if (locale !== prefixed) {
    window.history.replaceState(null, '', localizedUrl(locale, window.location));
  }
  // SPEC §9 cookies, and SPEC §4: changing language calls account.changeLocale when logged in.
  const rememberLocale = (next: Locale) => {
    saveLocaleCookies(next);
    if (isAuthenticated(sessionState.info) && sessionState.info?.locale !== next) {
      changeLocale({ locale: next })
        .then(() => {
          if (sessionState.info) sessionState.info.locale = next;
        })
        // The API client's onError has logged the failure; the page keeps the language the player sees.
        .catch(() => undefined);
    }
  };
  onLocaleChange((next) => {
    rememberLocale(next);
    void loadCms(next);
  });
  if (locale !== pageLocale) await setLocale(locale);
  else rememberLocale(locale);
  if (drawsEarly) {
    // Decision 030 point 10: this page rendered before the session was known. Once it is, a signed-in player's own
    // locale applies as it would have before the render (SPEC §2: the bare root follows it; the app follows the address,
    // src/app/app.tsx), and the player's account follows the page's language (SPEC §4).
    void session.then(() => {
      const known = settledLocale();
      if (known === locale) rememberLocale(known);
      else window.history.replaceState(null, '', localizedUrl(known, window.location));
    });
  }
  if (deepLink.path) window.history.replaceState(null, '', localizedUrl(locale, { pathname: deepLink.path, search: '', hash: '' }));
  // SPEC §7 metadata.get: the platform's clock, read once, so countdowns do not follow a wrong device clock
  // (src/stores/server-clock.ts). A failed read keeps the device clock (SPEC §8: defaults remain). It waits for the
  // start to be over (decision 030): no first screen shows a countdown.
  afterStart(() => {
    import('./api/metadata.ts')
      .then(({ get }) => syncServerClock(() => get({})))
      .catch(() => undefined);
  });
  // Telegram's boot steps tell the player why (src/app/boot/telegram-sign-in.ts); the host adds its buzz.
  void hostSignIn.then((outcome) => outcome === 'refused' && platform.haptic('error'));

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  // Decision 022: the first render is a transition, so React renders it in short tasks that yield to the browser
  // (input, the hero image's paint) instead of one long task.
  const root = createRoot(container);
  // Decision 030 point 20: a page drawn before the session is known keeps the session out of the store until it is in
  // the document and painted (at most FIRST_RENDER_HOLD_MS: a page opened hidden paints no frame), so that React does
  // not draw it again whole in one task.
  let drawnNow: () => void = () => undefined;
  if (!sessionState.loaded) {
    holdSessionWhile(
      new Promise((resolve) => {
        drawnNow = resolve;
        setTimeout(resolve, FIRST_RENDER_HOLD_MS);
      }),
    );
  }
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // Decision 030: the start can be quiet once a page of the app is in the document (what waits for the start must not
  // come while the first render is still under way in its short slices).
  const drawn = new MutationObserver(() => {
    if (!container.querySelector('main')) return;
    drawn.disconnect();
    // The session lands after the frame that paints the page, not in the task that committed it: its render (the
    // page's reads moving to the player's key) would otherwise hold back the first paint (decision 030 point 20).
    requestAnimationFrame(() => setTimeout(drawnNow, 0));
    firstScreenDrawn();
  });
  drawn.observe(container, { childList: true, subtree: true });
  // The served first paint stands only for home's first banner (the carousel ends it): elsewhere it goes at once.
  if (splitLocale(window.location.pathname).path !== '/') releaseFirstPaint();
  else setTimeout(releaseFirstPaint, FIRST_PAINT_MAX_MS);
  // Decision 022: Telegram's loading screen goes away once the first screen is painted (two frames after render).
  requestAnimationFrame(() => requestAnimationFrame(() => platform.ready()));
}

void boot();
