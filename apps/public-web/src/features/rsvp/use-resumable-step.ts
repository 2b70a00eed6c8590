import { useCallback, useState } from 'react';
import type { RsvpStep } from '@socials/domain';

const storageKey = (socialId: string) => `socials.rsvpStep.${socialId}`;

function readStep(socialId: string): RsvpStep | null {
  try {
    return (sessionStorage.getItem(storageKey(socialId)) as RsvpStep | null) ?? null;
  } catch {
    return null;
  }
}

function writeStep(socialId: string, step: RsvpStep | null): void {
  try {
    if (step) sessionStorage.setItem(storageKey(socialId), step);
    else sessionStorage.removeItem(storageKey(socialId));
  } catch {
    // No storage (private mode, quota): the flow starts at its first step next time.
  }
}

/**
 * The RSVP step the attendee is on, kept for the tab (sessionStorage): whoever leaves the flow (to
 * sign in, to verify an address, by reloading) comes back to the step they left, once the server's
 * half-done RSVP has given back their tier and answers. `resumeAt` picks the kept step when it is
 * still one of `steps`; `finish` forgets it.
 */
export function useResumableStep(socialId: string) {
  const [step, setStepState] = useState<RsvpStep | null>(null);
  const [kept] = useState(() => readStep(socialId));

  const setStep = useCallback(
    (next: RsvpStep) => {
      setStepState(next);
      writeStep(socialId, next);
    },
    [socialId],
  );
  const finish = useCallback(() => writeStep(socialId, null), [socialId]);
  const resumeAt = (steps: readonly RsvpStep[]): RsvpStep | null => step ?? (kept && steps.includes(kept) ? kept : null);

  return { resumeAt, setStep, finish };
}
