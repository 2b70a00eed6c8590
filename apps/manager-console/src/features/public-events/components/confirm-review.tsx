import type { PublicApprovalStatus } from '@socials/domain';
import { Button, useModalStack } from '@socials/ui';

interface ReviewConfirmation {
  question: string;
  consequence: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
}

/** The reviews that take a social out of the listings for good or until its host acts: each is confirmed first. */
const CONFIRMATIONS: Partial<Record<PublicApprovalStatus, (title: string) => ReviewConfirmation>> = {
  DECLINED: (title) => ({
    question: `Decline “${title}”?`,
    consequence: 'It will not be listed publicly, and edits by its host will not send it back for review.',
    confirmLabel: `Decline “${title}”`,
    tone: 'danger',
  }),
  REVISION_NEEDED: (title) => ({
    question: `Send “${title}” back for revision?`,
    consequence: 'It will not be listed publicly until its host edits it and it is approved again.',
    confirmLabel: `Send “${title}” back for revision`,
    tone: 'primary',
  }),
};

export interface ConfirmReviewOptions {
  status: PublicApprovalStatus;
  /** The social's title as shown, named in the question and on the confirm button. */
  title: string;
  onConfirm: () => void;
}

/**
 * Returns a function that runs a review: at once when it needs no confirmation (Approve), otherwise
 * after the reviewer confirms it in a dialog. Cancel, Escape or confirming give focus back to the
 * button that asked.
 */
export function useConfirmReview() {
  const modals = useModalStack();
  return ({ status, title, onConfirm }: ConfirmReviewOptions) => {
    const confirmation = CONFIRMATIONS[status]?.(title);
    if (!confirmation) {
      onConfirm();
      return;
    }
    modals.open(
      (close) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{confirmation.consequence}</p>
          <div className="flex flex-wrap justify-end gap-2">
            {/* The safe choice has the focus when the dialog opens: Enter must not decline by accident. */}
            <Button variant="secondary" data-autofocus onClick={() => close()}>
              Cancel
            </Button>
            <Button
              variant={confirmation.tone}
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirmation.confirmLabel}
            </Button>
          </div>
        </div>
      ),
      { title: confirmation.question },
    );
  };
}
