import { Link, useNavigate } from 'react-router-dom';
import { useCancelSocialMutation, useDeleteSocialMutation } from '@socials/api-client';
import type { SocialDetail } from '@socials/domain';
import { Button, SECONDARY_BUTTON_LINK, toast, toastError, useConfirm } from '@socials/ui';
import { copySocialPath, paths, socialAttendeesPath, socialBlastsPath, socialCheckInPath, socialSalesPath } from '../../../shared/paths';

/** Guests, check-in, ticket sales, messages, duplicate, cancel and delete for one social. */
export function SocialActions({ social }: { social: SocialDetail }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [cancelSocial, cancelState] = useCancelSocialMutation();
  const [deleteSocial, deleteState] = useDeleteSocialMutation();

  const cancel = async () => {
    try {
      await cancelSocial(social.id).unwrap();
      toast.success('Social cancelled; guests were told by e-mail');
    } catch (error) {
      toastError(error);
    }
  };

  const remove = async () => {
    try {
      await deleteSocial(social.id).unwrap();
      toast.success('Social deleted');
      navigate(paths.socials, { replace: true });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section aria-labelledby="actions-title" className="flex flex-col gap-3">
      <h2 id="actions-title" className="sr-only">
        Manage this social
      </h2>
      <div className="flex flex-wrap gap-2">
        <Link to={socialAttendeesPath(social.id)} className={SECONDARY_BUTTON_LINK}>
          Guests
        </Link>
        <Link to={socialCheckInPath(social.id)} className={SECONDARY_BUTTON_LINK}>
          Check-in
        </Link>
        <Link to={socialSalesPath(social.id)} className={SECONDARY_BUTTON_LINK}>
          Ticket sales
        </Link>
        <Link to={socialBlastsPath(social.id)} className={SECONDARY_BUTTON_LINK}>
          Messages
        </Link>
        <Button variant="secondary" onClick={() => navigate(copySocialPath(social.id))}>
          Duplicate
        </Button>
        {social.isCancelled ? null : (
          <Button
            variant="secondary"
            loading={cancelState.isLoading}
            onClick={() =>
              confirm({
                title: 'Cancel this social?',
                body: `“${social.title}” will show as cancelled and every guest with an RSVP gets an e-mail.`,
                keepLabel: 'Keep it',
                confirmLabel: 'Cancel social',
                onConfirm: () => void cancel(),
              })
            }
          >
            Cancel social
          </Button>
        )}
        <Button
          variant="danger"
          loading={deleteState.isLoading}
          onClick={() =>
            confirm({
              title: 'Delete this social?',
              body: `“${social.title}” and its RSVPs will be removed. Guests will no longer see it. This cannot be undone.`,
              keepLabel: 'Keep it',
              confirmLabel: 'Delete social',
              onConfirm: () => void remove(),
            })
          }
        >
          Delete social
        </Button>
      </div>
    </section>
  );
}
