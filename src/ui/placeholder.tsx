import { Placeholder as TgPlaceholder } from '@telegram-apps/telegram-ui';
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
      <TgPlaceholder header={<h1 className="omad-empty__title">{title}</h1>} description={description} action={action} />
    </div>
  );
}
