import { useEffect, useState } from 'react';

/** Progress bar speed 200 ms — each step and the finishing fade take this long. */
export const PROGRESS_BAR_SPEED_MS = 200;

export interface TopProgressBarProps {
  /** True while a route change (or other page-level work) is under way. */
  loading: boolean;
}

/** A thin bar along the top of the page that creeps forward while loading and completes when done. */
export function TopProgressBar({ loading }: TopProgressBarProps) {
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (loading) {
      setProgress(8);
      // Creeps towards 90 % in shrinking steps: the real end is unknown.
      const timer = setInterval(() => setProgress((p) => (p === null ? 8 : p + (90 - p) * 0.1)), PROGRESS_BAR_SPEED_MS);
      return () => clearInterval(timer);
    }
    setProgress((p) => (p === null ? null : 100));
    const timer = setTimeout(() => setProgress(null), PROGRESS_BAR_SPEED_MS * 2);
    return () => clearTimeout(timer);
  }, [loading]);

  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-0.5"
    >
      <div
        className="h-full bg-primary transition-[width,opacity] ease-out"
        style={{ width: `${progress}%`, opacity: progress >= 100 ? 0 : 1, transitionDuration: `${PROGRESS_BAR_SPEED_MS}ms` }}
      />
    </div>
  );
}
