/** Providers, router and layouts. The route table is src/routes.ts. */
import { Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useSnapshot } from 'valtio';
import { localeState, setLocale, useT } from '../i18n/index.ts';
import { href, localePrefix, splitLocale } from '../lib/paths.ts';
import { routes, type RouteDef } from '../routes.ts';
import { clearFatal, fatalState } from '../stores/fatal-store.ts';
import { isAuthenticated, sessionState } from '../stores/session-store.ts';
import { AppRoot } from '../ui/app-root.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { DefaultLayout, EmptyLayout } from './layout.tsx';
import { SystemPage } from './system-page.tsx';

function PageFallback() {
  const t = useT();
  return <Spinner label={t('common.loading')} />;
}

function withLayout(layout: RouteDef['layout'], content: ReactNode): ReactNode {
  return layout === 'empty' ? <EmptyLayout>{content}</EmptyLayout> : <DefaultLayout>{content}</DefaultLayout>;
}

function GuardedPage({ route }: { route: RouteDef }) {
  const { info, loaded } = useSnapshot(sessionState);
  const [location] = useLocation();
  const Page = route.page;
  if (route.guard === 'auth' && loaded && !isAuthenticated(info)) {
    // SPEC §2: a guest lands on the index with redirectUrl holding the encoded original path.
    return <Redirect to={href('home', undefined, { redirectUrl: location })} replace />;
  }
  return (
    <ErrorBoundary scope="section" resetKey={location}>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
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
    const empty = action === 'maintenance' || action === 'forbidden';
    return empty ? <SystemPage action={action} /> : <DefaultLayout><SystemPage action={action} /></DefaultLayout>;
  }
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.name} path={route.path}>
          {withLayout(route.layout, <GuardedPage route={route} />)}
        </Route>
      ))}
      <Route>
        <DefaultLayout>
          <SystemPage action="not-found" />
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
  return (
    <AppRoot>
      <ErrorBoundary scope="page">
        <Router base={localePrefix(locale)}>
          <Screens />
        </Router>
      </ErrorBoundary>
    </AppRoot>
  );
}
