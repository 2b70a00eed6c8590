import type { ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center', className)}>
      {icon ? (
        <div className="text-fg-muted" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold text-fg">{title}</Heading>
      {description ? <div className="max-w-prose text-sm text-fg-muted">{description}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
