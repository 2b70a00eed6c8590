import { useId } from 'react';
import { Button } from '../button/button';
import { BUTTON_LINK } from '../frame/link-styles';

export interface ExportProgressProps {
  /** The job as last polled; null before it is asked for. */
  job: { status: 'PENDING' | 'RUNNING' | 'READY' | 'FAILED'; progress: number; url: string | null } | null;
  /** Asked for, its first answer not back yet. */
  requested: boolean;
  onStart(): void;
  /** "Download all", "Export PDF". */
  startLabel: string;
  /** "Preparing the archive…". */
  preparingLabel: string;
  /** "Save the photos (ZIP)". */
  readyLabel: string;
  disabled?: boolean;
}

/** A file built on request: the button, its progress while it is built, then the link to the file (or the button again, after a failure). */
export function ExportProgress({ job, requested, onStart, startLabel, preparingLabel, readyLabel, disabled }: ExportProgressProps) {
  const progressId = useId();
  if (job?.status === 'READY' && job.url) {
    return (
      <a href={job.url} download className={BUTTON_LINK}>
        {readyLabel}
      </a>
    );
  }
  if (requested || job?.status === 'PENDING' || job?.status === 'RUNNING') {
    const progress = job?.progress ?? 0;
    return (
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={progressId}>{preparingLabel}</label>
        <progress id={progressId} max={100} value={progress} className="w-32">
          {progress}%
        </progress>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" onClick={onStart} disabled={disabled}>
        {startLabel}
      </Button>
      {job?.status === 'FAILED' ? <p className="text-sm text-danger-text">It could not be made. Try again.</p> : null}
    </div>
  );
}
