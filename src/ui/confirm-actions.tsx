/**
 * The foot of a confirm popup (SPEC §4: every change a player confirms): the failure in words when the change was
 * refused, then yes and no side by side. While the change is on its way yes is busy and no is disabled, so the popup is
 * neither sent twice nor left while its answer is unknown.
 */
import { Button } from './button.tsx';
import './confirm-actions.css';

export interface ConfirmActionsProps {
  /** The words of yes: what the change does ("Remove", "Buy"). */
  confirm: string;
  onConfirm: () => void;
  /** The words of no. */
  cancel: string;
  onCancel: () => void;
  busy: boolean;
  /** The last failure in words, or null. */
  error: string | null;
}

export function ConfirmActions({ confirm, onConfirm, cancel, onCancel, busy, error }: ConfirmActionsProps) {
  return (
    <>
      {error ? (
        <p className="omad-confirm__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="omad-confirm__actions">
        <Button onClick={onConfirm} loading={busy} disabled={busy}>
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancel}
        </Button>
      </div>
    </>
  );
}
