/**
 * SPEC §4/§9 inactivity warning: the countdown of the last 20 % of time_to_force_logout, stay or leave.
 * Staying is closing the popup: session-life.tsx takes any close of this popup as the player's answer.
 */
import { useLocation } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { trackLogoutError } from '../../services/analytics-events.ts';
import { href } from '../../lib/paths.ts';
import type { PopupContentProps } from '../../stores/popup-store.ts';
import { signOut } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import './session.css';
import '../../i18n/texts/auth.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    /** `deadline`: when the logout happens (ms since the epoch). */
    'inactivity-warning': { deadline: number };
  }
}

export default function InactivityWarningPopup({ props, close }: PopupContentProps<'inactivity-warning'>) {
  const t = useT();
  const [, navigate] = useLocation();
  const left = useCountdown(props.deadline);
  return (
    <div className="session-popup">
      <p className="session-popup__text" aria-live="polite">
        {t('auth.inactivity.text', { seconds: left })}
      </p>
      <p className="session-popup__countdown" aria-hidden="true">
        {`${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`}
      </p>
      <div className="session-popup__actions">
        <Button stretched size="l" onClick={close}>
          {t('auth.inactivity.stay')}
        </Button>
        <Button
          variant="plain"
          stretched
          onClick={() => {
            close();
            void signOut()
              .catch(trackLogoutError)
              .finally(() => navigate(href('home')));
          }}
        >
          {t('auth.inactivity.logout')}
        </Button>
      </div>
    </div>
  );
}
