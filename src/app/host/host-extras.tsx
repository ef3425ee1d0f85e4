/**
 * Everything host-specific the app shows or wires (SPEC §1: a Telegram mini-app, an installable web app, a web-view app), mounted once inside the router:
 * Telegram chrome (back button, swipes, full-screen), links to other sites opened through the host, the
 * new-version toast, the install offer and the offline notice.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { installOffer, onInstallOfferChange, onNewBuild, reloadIntoNewBuild, routeExternalLinks } from '../../../platform/index.ts';
import { t } from '../../i18n/index.ts';
import { localeState } from '../../stores/locale-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { useHostChrome } from './host-chrome.ts';
import { whenDrawn } from '../../services/quiet-start.ts';

/** The install card loads when the browser offers an install (most visits have no offer). */
const InstallPrompt = lazy(async () => ({ default: (await import('./install-prompt.tsx')).InstallPrompt }));
/**
 * The offline notice is not in the first load: its code is asked for right after the first page is drawn, so that it is
 * at hand when the network goes (before the service worker has cached anything too). Should it still be missing then,
 * nothing shows (logged), never an error in place of the page.
 */
const loadOfflineNotice = () => import('./offline-notice.tsx');
const OfflineNotice = lazy(() =>
  loadOfflineNotice().then(
    (module): { default: () => ReactNode } => ({ default: module.OfflineNotice }),
    () => {
      console.warn('[omad] the offline notice could not load');
      return { default: () => null };
    },
  ),
);

function onConnectionChange(listener: () => void): () => void {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

function useNewBuildToast(): void {
  useEffect(
    () =>
      onNewBuild(() => {
        // Stays until the player acts: a reload must not surprise someone mid-game (duration 0 = no timer). What the
        // build changed (SPEC §7 builds/meta) is read only now, with its code.
        const locale = localeState.locale;
        void import('./build-notes.ts')
          .then((notes) => notes.loadBuildNotes(locale))
          .catch(() => [] as string[])
          .then((changes) => {
            const text = changes.length > 0 ? t('platform.newVersionChanges', { changes: changes.join('; ') }) : t('platform.newVersion');
            showToast(text, { kind: 'info', duration: 0, action: { label: t('platform.reload'), run: reloadIntoNewBuild } });
          });
      }),
    [],
  );
}

/** An app installed from a Russian page gets the Russian name and start page (vite.config.ts emits both manifests). */
function useManifestLocale(): void {
  const { locale } = useSnapshot(localeState);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = locale === 'ru' ? '/manifest.ru.webmanifest' : '/manifest.webmanifest';
  }, [locale]);
}

export function HostExtras() {
  useHostChrome();
  // SPEC §2 external navigation: a tap on any link to another site (CMS text, banners) opens it through the host, never in place of the app.
  useEffect(() => routeExternalLinks(), []);
  useNewBuildToast();
  useManifestLocale();
  // Once the first page is drawn (decision 030), not before. Offline already: it is asked for again when shown (from the
  // service worker's cache when there is one).
  useEffect(() => whenDrawn(() => void loadOfflineNotice().catch(() => undefined)), []);
  const offer = useSyncExternalStore(onInstallOfferChange, installOffer, () => 'none' as const);
  const online = useSyncExternalStore(onConnectionChange, () => navigator.onLine, () => true);
  return (
    <>
      {/* Each card waits for its own code: one arriving never hides the other. */}
      <Suspense fallback={null}>{online ? null : <OfflineNotice />}</Suspense>
      <Suspense fallback={null}>{offer === 'none' ? null : <InstallPrompt />}</Suspense>
    </>
  );
}
