/**
 * The toasts' live region is on every screen from the start (a region that appears with its first message is not
 * always announced); the toasts themselves and their styles load with the first one (src/ui/toast.tsx), which most
 * first screens never show.
 */
import { lazy } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/index.ts';
import { dismissToast, toastState } from '../../stores/toast-store.ts';
import { StayAway } from '../../ui/when-idle.tsx';

const ToastItems = lazy(async () => ({ default: (await import('../../ui/toast.tsx')).ToastItems }));

export function ToastHost() {
  const t = useT();
  const { toasts } = useSnapshot(toastState);
  return (
    <div className="omad-toasts" aria-live="polite">
      {toasts.length > 0 ? (
        <StayAway>
          <ToastItems toasts={toasts} onDismiss={dismissToast} dismissLabel={t('common.close')} />
        </StayAway>
      ) : null}
    </div>
  );
}
