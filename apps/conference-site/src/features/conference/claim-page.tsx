import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useUpdateConferenceTicketMutation } from '@socials/api-client';
import { describeApiError, type Conference } from '@socials/domain';
import { Button, EmptyState, TEXT_LINK, toast } from '@socials/ui';

/** Where a claim link leads: the signed-in colleague takes the ticket, then completes their details. */
export function ClaimPage({ conference }: { conference: Conference }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [claim, { isLoading, error }] = useUpdateConferenceTicketMutation();
  const ticketId = searchParams.get('ticket');
  const token = searchParams.get('token');
  if (!ticketId || !token) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Claim a ticket</h1>
        <EmptyState title="This link is incomplete" description="Open the link from the e-mail again, or ask the buyer to send the ticket once more." />
      </div>
    );
  }
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Claim a ticket</h1>
      <p>
        A colleague sent you a ticket for <strong>{conference.name}</strong>. Claim it to add it to your tickets and complete your details.
      </p>
      {error ? (
        <p role="alert" className="text-danger-text">
          {describeApiError(error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button
          loading={isLoading}
          onClick={() =>
            void claim({ conferenceId: conference.id, ticketId, body: { action: 'claim', token } })
              .unwrap()
              .then(() => {
                toast.success('Ticket claimed: add your details');
                void navigate('/my-tickets');
              })
              .catch(() => undefined)
          }
        >
          Claim my ticket
        </Button>
        <Link to="/my-tickets" className={TEXT_LINK}>
          My tickets
        </Link>
      </div>
    </div>
  );
}
