/** SPEC §2 "demo mode" popup: what demo play is (fun balance, no real winnings) and the way to real play. */
import { useSnapshot } from 'valtio';
import { useT } from '../../../i18n/index.ts';
import { openPopup, type NoProps, type PopupContentProps } from '../../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../../stores/session-store.ts';
import '../../../ui/controls.css';
import '../../../ui/lists.css';
import '../casino.css';
import '../hall/provider-filter.css';
import '../../../i18n/texts/casino.ts';
import '../../../i18n/texts/casino.game.ts';
import '../../../i18n/texts/casino.demo-popup.ts';

declare module '../../../stores/popup-store.ts' {
  interface PopupPropsMap {
    'demo-mode': NoProps;
  }
}

export default function DemoModePopup({ close }: PopupContentProps<'demo-mode'>) {
  const t = useT();
  const { info } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  return (
    <div className="demo-mode">
      <p>{t('casino.demoPopup.text')}</p>
      <p>{t(signedIn ? 'casino.demoPopup.player' : 'casino.demoPopup.guest')}</p>
      <div className="provider-filter__actions">
        <button type="button" className="omad-action" onClick={close}>
          {t('casino.demoPopup.stay')}
        </button>
        <button
          type="button"
          className="omad-action omad-action--primary"
          onClick={() => {
            close();
            if (signedIn) window.location.hash = 'real';
            else openPopup('registration');
          }}
        >
          {t('casino.game.playReal')}
        </button>
      </div>
    </div>
  );
}
