import { useUpdateMeMutation } from '@socials/api-client';
import { PROFILE_COMPLETION_STEP_LABELS, type Me } from '@socials/domain';
import { Button, toast, toastError } from '@socials/ui';

/** The eleven completion steps with a progress bar; the one step this page can do itself (notifications) has its button. */
export function CompletionPanel({ user }: { user: Me }) {
  const { completion } = user;
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const notificationsDone = completion.steps.some((s) => s.step === 'ASK_PUSH_NOTIFICATION' && s.done);
  const canAsk = typeof window !== 'undefined' && 'Notification' in window;

  const askForNotifications = async () => {
    try {
      const answer = await Notification.requestPermission();
      if (answer !== 'granted') {
        toast('Notifications stay off: your browser did not allow them');
        return;
      }
      await updateMe({ reportedSteps: ['ASK_PUSH_NOTIFICATION'] }).unwrap();
      toast.success('Notifications turned on');
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm">
        <span id="completion-label">Profile completion</span>
        <span>
          {completion.completed} of {completion.total} steps
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="completion-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion.percent}
        aria-valuetext={`${completion.percent}% (${completion.completed} of ${completion.total} steps)`}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${completion.percent}%` }} />
      </div>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {completion.steps.map(({ step, done }) => (
          <li key={step} className={done ? 'text-fg' : 'text-fg-muted'}>
            <span aria-hidden="true">{done ? '✓ ' : '○ '}</span>
            {PROFILE_COMPLETION_STEP_LABELS[step]}
            <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ul>
      {!notificationsDone && canAsk ? (
        <Button variant="secondary" size="sm" className="self-start" loading={isLoading} onClick={() => void askForNotifications()}>
          Turn on browser notifications
        </Button>
      ) : null}
    </div>
  );
}
