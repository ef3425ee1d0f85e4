/**
 * Dialogs of the three kinds of SPEC §2: popup (centred), confirm (small centred) and curtain (bottom sheet on
 * phones, centred dialog from laptop up, DESIGN.md). Built on the native <dialog> with showModal(): the page
 * behind is inert and focus stays inside. Escape, the close button, a backdrop tap and a downward swipe on the
 * grab handle close it unless it is not closable. Focus returns to where it was on close.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

export type DialogKind = 'popup' | 'confirm' | 'curtain';

export interface DialogProps {
  kind: DialogKind;
  title: string;
  closable: boolean;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}

const SWIPE_CLOSE_PX = 80;

export function Dialog({ kind, title, closable, onClose, closeLabel, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const swipeStart = useRef<number | undefined>(undefined);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Focus goes back to what the player was on before the dialog opened.
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`omad-dialog omad-dialog--${kind}`}
      aria-labelledby={titleId}
      data-closable={closable}
      onCancel={(event) => {
        // Escape: the browser would close the dialog itself; we decide.
        event.preventDefault();
        if (closable) onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop lands on the <dialog> element itself, outside the panel.
        if (event.target === event.currentTarget && closable) onClose();
      }}
    >
      <div className="omad-dialog__panel">
        {kind === 'curtain' ? (
          <div
            className="omad-dialog__handle"
            aria-hidden="true"
            onTouchStart={(event) => {
              swipeStart.current = event.touches[0]?.clientY;
            }}
            onTouchEnd={(event) => {
              const start = swipeStart.current;
              const end = event.changedTouches[0]?.clientY;
              swipeStart.current = undefined;
              if (closable && start !== undefined && end !== undefined && end - start > SWIPE_CLOSE_PX) onClose();
            }}
          />
        ) : null}
        <div className="omad-dialog__header">
          <h2 id={titleId} className="omad-dialog__title">
            {title}
          </h2>
          {closable ? (
            <button type="button" className="omad-dialog__close" aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          ) : null}
        </div>
        <div className="omad-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
