/** SPEC §4/§9 inactivity warning: the countdown of the last 20 % of time_to_force_logout, stay or leave. */
import { useT } from '../../i18n/index.ts';
import { trackLogoutError } from '../../lib/analytics.ts';
import { extendSession } from '../../stores/session-life.ts';
import { signOut } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import './auth.css';

export function InactivityWarning({ deadline, onClose, onLoggedOut }: { deadline: number; onClose: () => void; onLoggedOut: () => void }) {
  const t = useT();
  const left = useCountdown(deadline);
  return (
    <div className="auth__form">
      <p className="auth__text" aria-live="polite">
        {t('auth.inactivity.text', { seconds: left })}
      </p>
      <p className="auth__countdown" aria-hidden="true">
        {`${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`}
      </p>
      <div className="auth__actions">
        <Button
          stretched
          size="l"
          onClick={() => {
            extendSession();
            onClose();
          }}
        >
          {t('auth.inactivity.stay')}
        </Button>
        <Button
          variant="plain"
          stretched
          onClick={() => {
            onClose();
            void signOut().catch(trackLogoutError).finally(onLoggedOut);
          }}
        >
          {t('auth.inactivity.logout')}
        </Button>
      </div>
    </div>
  );
}
