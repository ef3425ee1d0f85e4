/**
 * Offline screen for data (SPEC §8: a failed load is said, not hidden): the service worker serves the app shell offline, but /api/ and
 * /cms/ are never cached, so while the device is offline the player sees why nothing loads, and one action. Its code
 * comes from the service worker's cache like the rest of the shell.
 */
import './host-card.css';
import { useT } from '../../i18n/index.ts';
import '../../i18n/texts/platform.offline.ts';
import { Button } from '../../ui/button.tsx';

/** Shown while the device is offline (host-extras.tsx loads it then: its code is not in the first load). */
export function OfflineNotice() {
  const t = useT();
  return (
    <section className="host-card host-card--alert" role="alert" data-testid="offline-notice">
      <p className="host-card__title">{t('platform.offline.title')}</p>
      <p className="host-card__text">{t('platform.offline.text')}</p>
      <Button size="s" variant="secondary" onClick={() => window.location.reload()}>
        {t('platform.offline.retry')}
      </Button>
    </section>
  );
}
