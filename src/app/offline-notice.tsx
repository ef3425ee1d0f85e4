/**
 * Offline screen for data (issue 4 part 6): the service worker serves the app shell offline, but /api/ and
 * /cms/ are never cached, so while the device is offline the player sees why nothing loads, and one action.
 */
import './host-extras.css';
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/index.ts';
import { Button } from '../ui/button.tsx';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function OfflineNotice() {
  const t = useT();
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  if (online) return null;
  return (
    <section className="offline-notice" role="alert" data-testid="offline-notice">
      <p className="offline-notice__title">{t('platform.offlineTitle')}</p>
      <p className="offline-notice__text">{t('platform.offlineText')}</p>
      <Button size="s" variant="secondary" onClick={() => window.location.reload()}>
        {t('platform.retry')}
      </Button>
    </section>
  );
}
