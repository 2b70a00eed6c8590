import { useEffect, useId, useRef, useState } from 'react';
import { solveBotChallenge } from '@socials/api-client';
import { Button } from '@socials/ui';
import type { PendingVerification } from './human-verification-store';
import { usePendingVerification } from './use-pending-verification';

type Phase = { kind: 'solving'; done: number } | { kind: 'failed' };

/** Solves the challenge in the browser, showing how far it got; finishes the verification when done. */
function VerificationProgress({ verification, titleId }: { verification: PendingVerification; titleId: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'solving', done: 0 });
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
    const controller = new AbortController();
    let lastShown = 0;
    void solveBotChallenge(verification.challenge, {
      signal: controller.signal,
      onProgress: (done) => {
        // A repaint every few per cent is plenty.
        if (done - lastShown >= 0.02 || done === 1) {
          lastShown = done;
          setPhase({ kind: 'solving', done });
        }
      },
    }).then((token) => {
      if (controller.signal.aborted) return;
      if (token) verification.finish(token);
      else setPhase({ kind: 'failed' });
    });
    return () => controller.abort();
  }, [verification]);

  const percent = phase.kind === 'solving' ? Math.round(phase.done * 100) : 0;
  return (
    <div className="space-y-4">
      <h2 id={titleId} className="text-lg font-semibold">
        Checking that you are a person
      </h2>
      {phase.kind === 'solving' ? (
        <>
          <p className="text-sm text-fg-muted">
            We saw a lot of requests from your network. Your browser is solving a short puzzle; you will continue in a moment.
          </p>
          <progress className="h-2 w-full accent-primary" max={100} value={percent} aria-label="Verification progress">
            {percent}%
          </progress>
          <p className="text-sm text-fg-muted" aria-live="polite">
            {percent}% done
          </p>
        </>
      ) : (
        <p className="text-sm" role="alert">
          The check could not be completed. Please try again.
        </p>
      )}
      <div className="flex justify-end">
        <Button ref={cancelRef} variant="secondary" onClick={() => verification.finish(null)}>
          {phase.kind === 'failed' ? 'Close' : 'Cancel'}
        </Button>
      </div>
    </div>
  );
}

/** The modal box over the page (loaded only once a check is asked for: see HumanVerificationDialog). */
export function VerificationDialogBox({ verification }: { verification: PendingVerification }) {
  const titleId = useId();
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-black/60 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-lg border border-border bg-surface p-6 text-fg shadow-xl"
        onKeyDown={(event) => {
          if (event.key === 'Escape') verification.finish(null);
        }}
      >
        <VerificationProgress key={verification.challenge.signature} verification={verification} titleId={titleId} />
      </div>
    </div>
  );
}

/** The /human-verification page's content: the check in progress, or word that there is nothing to check. */
export function HumanVerificationPanel() {
  const verification = usePendingVerification(true);
  const titleId = useId();
  if (verification) return <VerificationProgress key={verification.challenge.signature} verification={verification} titleId={titleId} />;
  return (
    <div className="space-y-2">
      <h2 className="text-lg font-semibold">Nothing to check right now</h2>
      <p className="text-sm text-fg-muted">
        When many requests come from your network, we ask your browser to solve a short puzzle to show that a person is using it. It runs by itself and takes a
        few seconds.
      </p>
    </div>
  );
}
