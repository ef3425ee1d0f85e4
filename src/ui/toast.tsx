/**
 * Toasts slide in below the header and never cover the bottom navigation (DESIGN.md). The app keeps their live region
 * (`.omad-toasts`, aria-live) on every screen and loads these items, with their styles, with the first toast.
 */
import './toast.css';

export interface ToastView {
  id: number;
  text: string;
  kind: 'info' | 'success' | 'error';
  action?: { label: string; run: () => void } | undefined;
}

export function ToastItems({ toasts, onDismiss, dismissLabel }: { toasts: readonly ToastView[]; onDismiss: (id: number) => void; dismissLabel: string }) {
  return (
    <>
      {toasts.map((toast) => (
        <div key={toast.id} className={`omad-toast omad-toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span className="omad-toast__text">{toast.text}</span>
          {toast.action ? (
            <button type="button" className="omad-toast__action" onClick={toast.action.run}>
              {toast.action.label}
            </button>
          ) : null}
          <button type="button" className="omad-toast__close" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </>
  );
}
