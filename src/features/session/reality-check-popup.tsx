/**
 * The reality-check reminder (issue 5, responsible gaming; timer in reality-check.ts): how long the player has
 * played in this session, a way to the history, and the choice to continue or to sign out.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { trackLogoutError } from '../../services/analytics-events.ts';
import { href } from '../../lib/paths.ts';
import type { PopupContentProps } from '../../stores/popup-store.ts';
import { signOut } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import './session.css';
import '../../i18n/texts/profile.ts';
import '../../i18n/texts/auth.ts';

declare module '../../stores/popup-store.ts' {
  interface PopupPropsMap {
    /** Whole minutes since the session began in this tab. */
    'reality-check': { playedMinutes: number };
  }
}

export default function RealityCheckPopup({ props, close }: PopupContentProps<'reality-check'>) {
  const t = useT();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  return (
    <div className="session-popup">
      <p className="session-popup__text" data-testid="reality-check-played">
        {t('profile.responsible.realityReminder', { minutes: props.playedMinutes })}
      </p>
      <Link className="session-popup__link" href={href('profileBetsHistory')} onClick={close}>
        {t('auth.realityCheck.history')}
      </Link>
      <div className="session-popup__actions">
        <Button stretched size="l" onClick={close}>
          {t('auth.realityCheck.continue')}
        </Button>
        <Button
          variant="plain"
          stretched
          loading={busy}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void signOut()
              .catch(trackLogoutError)
              .finally(() => {
                close();
                navigate(href('home'));
              });
          }}
        >
          {t('auth.realityCheck.signOut')}
        </Button>
      </div>
    </div>
  );
}
