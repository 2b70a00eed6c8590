import { describeApiError } from '@socials/domain';
import { Button } from '../button/button';

export interface LoadErrorProps {
  error: unknown;
  onRetry?: () => void;
}

/** Inline error for a list or page that could not load. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-4 text-sm">
      <p>{describeApiError(error)}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
