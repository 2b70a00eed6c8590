import { useDecideConferenceDomainMutation, useGetMeQuery } from '@socials/api-client';
import type { Conference } from '@socials/domain';
import { Button, toast, toastError } from '@socials/ui';

/**
 * Staff approve or reject the domain an organizer asked for; until then it serves nothing.
 * Organizers see it waiting in the form's hint instead.
 */
export function DomainRequest({ conference }: { conference: Conference }) {
  const me = useGetMeQuery();
  const [decide, decision] = useDecideConferenceDomainMutation();
  if (!me.data?.isAdmin || !conference.requestedDomain) return null;
  const answer = async (approve: boolean) => {
    try {
      await decide({ id: conference.id, approve }).unwrap();
      toast.success(approve ? `${conference.requestedDomain} now serves the conference site` : 'Domain request rejected');
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p className="text-sm">The organizers ask for the host name {conference.requestedDomain}.</p>
      <Button size="sm" loading={decision.isLoading} onClick={() => answer(true)}>
        Approve
      </Button>
      <Button size="sm" variant="secondary" disabled={decision.isLoading} onClick={() => answer(false)}>
        Reject
      </Button>
    </div>
  );
}
