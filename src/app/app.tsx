/** Providers, router, guards and layouts. The route table is src/routes.ts. */
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useSnapshot } from 'valtio';
import { ServerData } from '../server-data/reads.ts';
import { setLocale, useT } from '../i18n/index.ts';
import { localeState } from '../stores/locale-store.ts';
import { href, localePrefix, needsAuth, splitLocale } from '../lib/paths.ts';
import { isRedirect, routes, type Layout, type PageRoute, type RouteDef, type RouteParams } from '../routes.ts';
import { cmsState } from '../stores/cms-store.ts';
import { clearFatal, fatalState } from '../stores/fatal-store.ts';
import { popupState } from '../stores/popup-store.ts';
import { afterStart } from '../services/quiet-start.ts';
import { OnceDrawn, StayAway, useAfterStart } from '../ui/when-idle.tsx';
import { isAuthenticated, sessionState } from '../stores/session-store.ts';
import { AppRoot } from '../ui/app-root.tsx';
import { FormValidation } from '../ui/form-validation.ts';
import { Spinner } from '../ui/spinner.tsx';
import { ErrorBoundary } from './pages/error-boundary.tsx';
import { DefaultLayout, EmptyLayout, GameLayout, SpriteLayout } from './layout/page-layouts.tsx';
import { addressNamesPopup } from './popups/popup-address.ts';
import { ToastHost } from './popups/toast-host.tsx';
import { useCmsRedirects } from './pages/cms-redirects.ts';
import { socialReturnPending } from '../features/auth/social/social-pending.ts';
import { queueLoginPopupsLater, SessionLife } from '../features/session/session-life.tsx';
import { useRouteMeta, useRouteName } from './pages/route-meta.ts';
import { useHostAppearance } from './host/host-appearance.ts';
import { chatWanted } from '../features/support/chat/chat-launch.ts';

// Decision 030: the session's signed-in life, with the tournaments' prize watch, loads only for a signed-in player.
const SignedInLife = lazy(() => import('./signed-in-prize-watch.tsx'));

// Decision 007: only a page load back from a social sign-in (its mark in the tab) downloads the code that finishes it.
const SocialReturn = lazy(async () => ({ default: (await import('../features/auth/social/social-return.tsx')).SocialReturn }));

// Decision 030: the popup host and registry load when the first popup opens or once the start is over, whichever is first.
const loadPopupHost = () => import('./popups/popup-registry.tsx');
const PopupHost = lazy(async () => ({ default: (await loadPopupHost()).PopupHost }));

// Decision 030: the address's popups (popups/popup-query.ts) load once the address names one or a popup is open.
const PopupQuery = lazy(async () => ({ default: (await import('./popups/popup-query.ts')).PopupQuery }));

// Decision 012: the head on client navigation and the SEO text come after the first screen, whose head the HTML carries.
const SeoHead = lazy(() =>
  import('./pages/seo-head.tsx').then(
    (module) => ({ default: module.SeoHead }),
    () => ({ default: () => null }),
  ),
);

function SeoHeadLater({ showText }: { showText: boolean }) {
  // Decision 030: after the start (its CMS reads are not the first screen's).
  const ready = useAfterStart();
  if (!ready) return null;
  // Offline when the start ends (its code not cached yet), the head stays as served: never an error in place of the app.
  return (
    <StayAway>
      <SeoHead showText={showText} />
    </StayAway>
  );
}

// Decision 030: the host's extras (Telegram's chrome, links to other sites, the new-version toast, the install offer)
// draw nothing of the first screen: their code is asked for right after it is drawn (OnceDrawn below).
const HostExtras = lazy(async () => ({ default: (await import('./host/host-extras.tsx')).HostExtras }));

// Decision 021: the chat's code and the vendor's script load only once the tab wants the chat.
const ChatHost = lazy(() => import('../features/support/chat/chat-host.tsx'));

function SupportChat({ hidden }: { hidden: boolean }) {
  // The support page wants the chat; so does every page after it in this tab (chat-launch.ts).
  const support = useRouteName() === 'support';
  if (!support && !chatWanted()) return null;
  return (
    <ErrorBoundary scope="section">
      <Suspense fallback={null}>
        <ChatHost hidden={hidden} />
      </Suspense>
    </ErrorBoundary>
  );
}

function PopupAddress() {
  const search = useSearch();
  // Re-rendered on every path change too: #real comes with the path of a game page.
  const [location] = useLocation();
  const { current } = useSnapshot(popupState);
  const [needed, setNeeded] = useState(false);
  // No popup is `undefined` in the store: `!== null` held on every start and loaded this code with the first screen.
  const now = current !== undefined || addressNamesPopup(search, window.location.hash, location);
  useEffect(() => {
    if (now) setNeeded(true);
  }, [now]);
  if (!needed && !now) return null;
  return (
    <Suspense fallback={null}>
      <PopupQuery />
    </Suspense>
  );
}

function Popups() {
  const { current } = useSnapshot(popupState);
  // Fetched ahead once the start is over (decision 030); offline then, it is asked for again when a popup opens.
  useEffect(() => afterStart(() => void loadPopupHost().catch(() => undefined)), []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost />
    </Suspense>
  );
}

function PageFallback() {
  const t = useT();
  return <Spinner label={t('common.loading')} />;
}

// Decision 007: the fatal pages and the 404 are rare; they load when shown, with their texts.
const loadSystemPages = () => import('./pages/system-page.tsx');
const LazySystemPage = lazy(async () => ({ default: (await loadSystemPages()).SystemPage }));
const LazyNotFoundPage = lazy(async () => ({ default: (await loadSystemPages()).NotFoundPage }));

/** A lazy page with the page's own fallback while its code arrives. */
function withPageFallback<P extends object>(Lazy: ComponentType<P>) {
  return (props: P) => (
    <Suspense fallback={<PageFallback />}>
      <Lazy {...props} />
    </Suspense>
  );
}

const SystemPage = withPageFallback(LazySystemPage);
const NotFoundPage = withPageFallback(LazyNotFoundPage);

/** SPEC §2 layouts, by the route table's name for them. */
const LAYOUTS: Record<Layout, (props: { children: ReactNode }) => ReactNode> = { default: DefaultLayout, empty: EmptyLayout, game: GameLayout, 'svg-sprite': SpriteLayout };

function PageView({ route, params }: { route: PageRoute; params: RouteParams }) {
  const [location] = useLocation();
  const search = useSearch();
  if (route.validate && !route.validate(params)) {
    return <DefaultLayout><NotFoundPage path={location} /></DefaultLayout>;
  }
  const Page = route.page;
  const Frame = LAYOUTS[route.layout];
  return (
    <Frame>
      <ErrorBoundary scope="route" resetKey={`${location}?${search}`}>
        <Suspense fallback={<PageFallback />}>
          <Page params={params} />
        </Suspense>
      </ErrorBoundary>
    </Frame>
  );
}

/**
 * A page a guest may not see (SPEC §2). Only such a page follows the session in the route's frame: the others are not
 * drawn again, in one task that does not yield, when the session arrives after the first screen (decision 030 point 19).
 */
function SignedInOnly({ location, search, children }: { location: string; search: string; children: ReactNode }) {
  const { info, loaded } = useSnapshot(sessionState);
  if (isAuthenticated(info)) return children;
  if (!loaded) return <PageFallback />;
  // SPEC §2: a guest lands on the index with redirectUrl holding the encoded original path.
  const original = search ? `${location}?${search}` : location;
  return <Redirect to={href('home', undefined, { redirectUrl: original })} replace />;
}

function RouteView({ route, params }: { route: RouteDef; params: RouteParams }) {
  const [location] = useLocation();
  const search = useSearch();
  const view = isRedirect(route) ? <Redirect to={route.redirect(params, search)} replace /> : <PageView route={route} params={params} />;
  return needsAuth(location, route.name) ? (
    <SignedInOnly location={location} search={search}>
      {view}
    </SignedInOnly>
  ) : (
    view
  );
}

function Overlays() {
  useCmsRedirects();
  // SPEC §2: game pages are marked in the route table's meta (the balance poll pauses there).
  const meta = useRouteMeta();
  const gamePage = meta.gamePage === true;
  // Read once: only a page that leaves for the provider sets the mark, so a return is always a new page load.
  const [socialReturning] = useState(socialReturnPending);
  return (
    <>
      <Popups />
      <PopupAddress />
      <ToastHost />
      {/* Once the first page is in the document (src/main.tsx marks it; the shell commits before the page). Should their
          code not arrive (offline), the app goes on without them, never an error in place of the page. */}
      <OnceDrawn>
        <StayAway>
          <HostExtras />
        </StayAway>
      </OnceDrawn>
      <SessionLife gamePage={gamePage} life={SignedInLife} />
      {/* SPEC §4: the chat badge is hidden on betting and game pages. */}
      <SupportChat hidden={gamePage || meta.bettingPage === true} />
      <SeoHeadLater showText={!gamePage} />
      {/* A social sign-in that came back to the page is a login too: the login popups follow it. */}
      {socialReturning ? (
        <Suspense fallback={null}>
          <SocialReturn onSignedIn={queueLoginPopupsLater} />
        </Suspense>
      ) : null}
    </>
  );
}

function Screens() {
  const { action } = useSnapshot(fatalState);
  const [location] = useLocation();
  useEffect(() => {
    // A fatal page stays until the player goes somewhere else.
    return () => clearFatal();
  }, [location]);
  if (action) {
    // SPEC §2: maintenance and forbidden use the empty layout; the others the default one. A banned player can only
    // turn to support (every call answers UserBannedException): without the menu column, the page's support button
    // is the first support link on the page and in focus order.
    const empty = action === 'maintenance' || action === 'forbidden';
    return empty ? (
      <EmptyLayout>
        <SystemPage action={action} />
      </EmptyLayout>
    ) : (
      <DefaultLayout menu={action !== 'user-blocked'}>
        <SystemPage action={action} />
      </DefaultLayout>
    );
  }
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.name} path={route.path}>
          {(params: RouteParams) => <RouteView route={route} params={params} />}
        </Route>
      ))}
      <Route>
        <DefaultLayout>
          <NotFoundPage />
        </DefaultLayout>
      </Route>
    </Switch>
  );
}

export function App() {
  const [pathname] = useBrowserLocation();
  const { locale } = splitLocale(pathname);
  const current = useSnapshot(localeState).locale;
  useEffect(() => {
    if (locale !== current) void setLocale(locale);
  }, [locale, current]);
  const { info } = useSnapshot(sessionState);
  const uid = isAuthenticated(info) ? (info?.uid ?? 0) : 0;
  const appearance = useHostAppearance();
  // SPEC §5: the CMS's validation strategy and messages, and forms-config's field settings by view, reach every form
  // (the design system reads no CMS).
  const cms = useSnapshot(cmsState);
  const { validation } = cms.settings;
  const { forms } = cms;
  // The app's frame is drawn again only for what it shows (the locale, the host's appearance, the forms' settings): the
  // session arriving moves the reads to the player's key (ServerData's context) and draws what follows the player, not
  // every page and overlay again in one task that does not yield (decision 030 point 19).
  const frame = useMemo(
    () => (
      <AppRoot appearance={appearance}>
        <FormValidation.Provider value={{ ...validation, forms }}>
          <ErrorBoundary scope="page">
            <Router base={localePrefix(locale)}>
              <Screens />
              <Overlays />
            </Router>
          </ErrorBoundary>
        </FormValidation.Provider>
      </AppRoot>
    ),
    [appearance, validation, forms, locale],
  );
  return (
    <ServerData locale={current} session={uid}>
      {frame}
    </ServerData>
  );
}
