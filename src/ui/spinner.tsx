import { Spinner as TgSpinner } from '@telegram-apps/telegram-ui';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="omad-spinner">
      <TgSpinner size="m" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
