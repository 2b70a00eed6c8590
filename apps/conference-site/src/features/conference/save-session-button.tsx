import { useSetSessionSavedMutation } from '@socials/api-client';
import type { ConferenceSession } from '@socials/domain';
import { Button, toastError } from '@socials/ui';

/** Puts a session on the visitor's own agenda or takes it off: a toggle (aria-pressed) that reads Save or Saved. */
export function SaveSessionButton({ conferenceId, session, saved }: { conferenceId: string; session: ConferenceSession; saved: boolean }) {
  const [setSaved, { isLoading }] = useSetSessionSavedMutation();
  return (
    <Button
      variant={saved ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={saved}
      loading={isLoading}
      onClick={() => void setSaved({ conferenceId, sessionId: session.id, saved: !saved }).unwrap().catch(toastError)}
    >
      {saved ? 'Saved' : 'Save'}
      <span className="sr-only"> {session.title} to my agenda</span>
    </Button>
  );
}
