import { Spinner } from './spinner';

export interface PageLoaderProps {
  /** What is loading, for screen readers and shown under the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
}

export function PageLoader({ label = 'Loading…', showLabel = false }: PageLoaderProps) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] w-full flex-col items-center justify-center gap-3 text-fg-muted">
      <Spinner size="lg" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
