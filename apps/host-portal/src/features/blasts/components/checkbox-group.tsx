import type { ReactNode } from 'react';

/** Checkboxes under one legend, with a hint and the group's error. */
export function CheckboxGroup({ legend, hint, error, children }: { legend: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {children}
      {hint ? <p className="text-sm text-fg-muted">{hint}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
