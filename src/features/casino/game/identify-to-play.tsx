/**
 * Decision 033: real money waits for identification. The platform gives no real launch to a player who is not
 * identified; account info says whether that is why (else `otherwise`: no money, or a launch that failed). The first
 * time, the verification popup opens at once (a popup already open, e.g. sign-in, is not replaced; the button opens it
 * then); while a review runs the page says so and offers demo play. Once identified, the game is read again for its
 * real launch. Lazy: only a player without a real launch meets it.
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { playStep } from '../../../lib/identification.ts';
import { cmsState } from '../../../stores/cms-store.ts';
import { useT } from '../../../i18n/index.ts';
import { invalidateReads } from '../../../server-data/reads.ts';
import { openPopup, popupState } from '../../../stores/popup-store.ts';
import { sessionState } from '../../../stores/session-store.ts';
import { EmptyState } from '../../../ui/placeholder.tsx';
import '../../../ui/controls.css';
import '../../../i18n/texts/identification.ts';

export default function IdentifyToPlay({ otherwise }: { otherwise: ReactNode }) {
  const step = playStep(useSnapshot(sessionState).info, useSnapshot(cmsState).settings.identityVerification.isRequiredForPlay);
  return step === 'play' ? <>{otherwise}</> : <IdentifyFirst step={step} />;
}

function IdentifyFirst({ step }: { step: 'identify' | 'pending' }) {
  const t = useT();
  const open = useCallback(() => openPopup('identity-verification', { why: t('identification.why'), play: true }), [t]);
  const opened = useRef(false);
  // Identified here: the game is read again, now with its real launch (the platform gave none before).
  useEffect(
    () => () => {
      if (sessionState.info?.is_verified) void invalidateReads(['games.get']);
    },
    [],
  );
  useEffect(() => {
    if (step !== 'identify' || opened.current || popupState.current) return;
    opened.current = true;
    open();
  }, [step, open]);
  return (
    <EmptyState
      title={t('identification.title')}
      description={t(step === 'pending' ? 'identification.pending' : 'identification.why')}
      action={
        <>
          {step === 'identify' ? (
            <button type="button" className="omad-action omad-action--primary" onClick={open}>
              {t('identification.verify')}
            </button>
          ) : null}
          <button type="button" className="omad-action" onClick={() => (window.location.hash = '')}>
            {t('identification.playDemo')}
          </button>
        </>
      }
    />
  );
}
