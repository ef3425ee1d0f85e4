/**
 * Offline screen for data (issue 4 part 6): the service worker serves the app shell offline, but /api/ and
 * /cms/ are never cached, so while the device is offline the player sees why nothing loads, and one action. Its code
 * comes from the service worker's cache like the rest of the shell.
 */
import './host-extras.css';
import { useT } from '../i18n/index.ts';
import '../i18n/texts/platform.offline.ts';
import { Button } from '../ui/button.tsx';

/** Shown while the device is offline (host-extras.tsx loads it then: its code is not in the first load). */
export function OfflineNotice() {
  const t = useT();
  return (
    <section className="offline-notice" role="alert" data-testid="offline-notice">
      <p className="offline-notice__title">{t('platform.offline.title')}</p>
      <p className="offline-notice__text">{t('platform.offline.text')}</p>
      <Button size="s" variant="secondary" onClick={() => window.location.reload()}>
        {t('platform.offline.retry')}
      </Button>
    </section>
  );
}
