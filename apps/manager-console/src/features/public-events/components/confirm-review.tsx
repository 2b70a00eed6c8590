import { approvalNeedsReason, SOCIAL_LIMITS, type PublicApprovalStatus } from '@socials/domain';
import { useConfirm } from '@socials/ui';

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
  /** `reason` is the reviewer's reason for the host ('' for a review that needs none). */
  onConfirm: (reason: string) => void;
}

/** The host reads the reason in an e-mail and on their edit page. */
const REASON = {
  label: 'Reason for the host',
  hint: 'The host gets it by e-mail and sees it when editing the social.',
  maxLength: SOCIAL_LIMITS.approvalReasonMax,
};

/**
 * Returns a function that runs a review: at once when it needs no confirmation (Approve), otherwise
 * after the reviewer confirms it in a dialog, which asks for the reason the host is told when the
 * review needs one (approvalNeedsReason). Cancel, Escape or confirming give focus back to the
 * button that asked.
 */
export function useConfirmReview() {
  const confirm = useConfirm();
  return ({ status, title, onConfirm }: ConfirmReviewOptions) => {
    const confirmation = CONFIRMATIONS[status]?.(title);
    if (!confirmation) {
      onConfirm('');
      return;
    }
    confirm({
      title: confirmation.question,
      body: confirmation.consequence,
      keepLabel: 'Cancel',
      confirmLabel: confirmation.confirmLabel,
      tone: confirmation.tone,
      ...(approvalNeedsReason(status) ? { reason: REASON } : {}),
      onConfirm,
    });
  };
}
