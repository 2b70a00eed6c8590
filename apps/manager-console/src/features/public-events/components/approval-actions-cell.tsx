import { useUpdateSocialMutation } from '@socials/api-client';
import { approvalActions, approvalStatusLabel, type PublicApprovalStatus, type Social } from '@socials/domain';
import { Button, toast, toastError } from '@socials/ui';
import { useConfirmReview } from './confirm-review';

/** The reviewer's four actions, less the one that leads to the current status; Decline and Need revision are confirmed first, with the reason the host is told. */
export function ApprovalActionsCell({ social, title }: { social: Social; title: string }) {
  const [updateSocial, { isLoading, originalArgs }] = useUpdateSocialMutation();
  const confirmReview = useConfirmReview();
  const pending = isLoading ? originalArgs?.body.publicApprovalStatus : undefined;

  const apply = async (status: PublicApprovalStatus, reason: string) => {
    try {
      await updateSocial({ id: social.id, body: { publicApprovalStatus: status, ...(reason ? { publicApprovalReason: reason } : {}) } }).unwrap();
      toast.success(`“${title}” is now ${approvalStatusLabel(status)}`);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <div role="group" aria-label={`Review ${title}`} className="flex flex-wrap gap-2">
      {approvalActions([social.publicApprovalStatus]).map((action) => (
        <Button
          key={action.status}
          size="sm"
          variant={action.status === 'DECLINED' ? 'danger' : action.status === 'REVISION_NEEDED' ? 'secondary' : 'primary'}
          loading={pending === action.status}
          disabled={isLoading && pending !== action.status}
          onClick={() => confirmReview({ status: action.status, title, onConfirm: (reason) => void apply(action.status, reason) })}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
