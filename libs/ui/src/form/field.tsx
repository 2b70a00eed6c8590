import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FOCUS_RING } from '../internal/focus-ring';

export interface FieldTextProps {
  label: ReactNode;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** Hides the label visually; it still names the control. */
  hideLabel?: boolean;
}

export const CONTROL_CLASSES = cx(
  'block w-full rounded-md border bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-muted',
  'disabled:cursor-not-allowed disabled:opacity-60',
  FOCUS_RING,
);

export const controlBorder = (invalid: boolean) => (invalid ? 'border-danger-text' : 'border-border');

/** Ids and aria attributes that tie a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, hasHint: boolean, error: string | undefined, describedBy?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [describedBy, hasHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    controlAria: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedByIds || undefined,
    },
  };
}

export function FieldLabel({ htmlFor, hidden, required, children }: { htmlFor: string; hidden?: boolean; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={cx('mb-1 block text-sm font-medium text-fg', hidden && 'sr-only')}>
      {children}
      {required ? (
        <span className="text-danger-text" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

export function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </>
  );
}
