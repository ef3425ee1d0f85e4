/** A loading indicator with a spoken label (role=status). */
import './button.css';
import './states.css';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="omad-spinner">
      <span className="omad-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
