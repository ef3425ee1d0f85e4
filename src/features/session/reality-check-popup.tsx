/**
 * The reality-check reminder (issue 5, responsible gaming; timer in src/stores/reality-check.ts): how long the
 * player has played in this session, a way to the history, and the choice to continue or to sign out.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { trackLogoutError } from '../../lib/analytics.ts';
import { href } from '../../lib/paths.ts';
import { signOut } from '../../stores/session-store.ts';
import { Button } from '../../ui/button.tsx';
import './auth.css';

export function RealityCheck({ playedMinutes, onClose, onSignedOut }: { playedMinutes: number; onClose: () => void; onSignedOut: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <div className="auth__form">
      <p className="auth__text" data-testid="reality-check-played">
        {t('profile.responsible.realityReminder', { minutes: playedMinutes })}
      </p>
      <Link className="auth__link" href={href('profileBetsHistory')} onClick={onClose}>
        {t('auth.realityCheck.history')}
      </Link>
      <div className="auth__actions">
        <Button stretched size="l" onClick={onClose}>
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
                onClose();
                onSignedOut();
              });
          }}
        >
          {t('auth.realityCheck.signOut')}
        </Button>
      </div>
    </div>
  );
}
