/**
 * The install offer (SPEC §1: the app is also an installable web app): a small card above the bottom navigation when the browser says the
 * app can be installed, or a short add-to-home-screen hint on iOS Safari. platform/ never offers it in
 * Telegram, web-views or the installed app, and remembers a dismissal for a month.
 */
import './host-card.css';
import { useSyncExternalStore } from 'react';
import { acceptInstall, dismissInstall, installOffer, onInstallOfferChange, platform } from '../../../platform/index.ts';
import { useT } from '../../i18n/index.ts';
import '../../i18n/texts/platform.install.ts';
import { Button } from '../../ui/button.tsx';

export function InstallPrompt() {
  const t = useT();
  const offer = useSyncExternalStore(onInstallOfferChange, installOffer, () => 'none' as const);
  if (offer === 'none' || !platform().canOfferInstall) return null;
  return (
    <aside className="host-card" aria-labelledby="install-prompt-title" data-testid="install-prompt">
      <p id="install-prompt-title" className="host-card__title">
        {t('platform.install.title')}
      </p>
      <p className="host-card__text">{offer === 'ios-hint' ? t('platform.install.iosHint') : t('platform.install.text')}</p>
      <div className="host-card__actions">
        {offer === 'prompt' ? (
          <Button size="s" onClick={() => void acceptInstall()}>
            {t('platform.install.accept')}
          </Button>
        ) : null}
        <Button size="s" variant="plain" onClick={dismissInstall}>
          {t('platform.install.later')}
        </Button>
      </div>
    </aside>
  );
}
