import './states.css';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  /** role=alert for failures so assistive tech announces them. */
  alert?: boolean;
}

/** Empty, failed and system states: a short sentence and one action (DESIGN.md). */
export function EmptyState({ title, description, action, alert }: EmptyStateProps) {
  return (
    <div role={alert ? 'alert' : undefined} className="omad-empty">
      <h1 className="omad-empty__title">{title}</h1>
      {description ? <p className="omad-empty__description">{description}</p> : null}
      {action ? <div className="omad-empty__action">{action}</div> : null}
    </div>
  );
}
