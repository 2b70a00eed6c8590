import { useGetMeQuery, useUpdateMeMutation } from '@socials/api-client';
import { NewRsvpNotice } from '@socials/domain';
import { FOCUS_RING, LoadError, PageLoader, toast, toastError, useDocumentTitle } from '@socials/ui';

const CHOICES: Record<NewRsvpNotice, { label: string; description: string }> = {
  IMMEDIATE: { label: 'Each time', description: 'An e-mail for every new RSVP, as it comes in.' },
  DAILY_DIGEST: { label: 'Daily digest', description: 'One e-mail a day listing the RSVPs since the last one.' },
  OFF: { label: 'Off', description: 'No e-mail; the guest lists show every RSVP.' },
};

/** /settings/notifications: how the host hears of new RSVPs to their socials (a setting of their account). */
export function NotificationSettingsPage() {
  useDocumentTitle('Notifications');
  const { data: me, error, isLoading, refetch } = useGetMeQuery();
  const [updateMe, { isLoading: isSaving, originalArgs }] = useUpdateMeMutation();
  const choice = (isSaving ? originalArgs?.newRsvpNotice : undefined) ?? me?.newRsvpNotice;

  const choose = async (newRsvpNotice: NewRsvpNotice) => {
    try {
      await updateMe({ newRsvpNotice }).unwrap();
      toast.success(`New RSVPs: ${CHOICES[newRsvpNotice].label}`);
    } catch (failure) {
      toastError(failure);
    }
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
      {isLoading ? <PageLoader label="Loading your settings…" /> : null}
      {error ? <LoadError error={error} onRetry={refetch} /> : null}
      {me ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4" aria-busy={isSaving || undefined}>
          <legend className="px-1 text-lg font-semibold">New RSVPs to your socials</legend>
          <p className="text-sm text-fg-muted">You always hear when a social sells out and when our team reviews a public one.</p>
          {NewRsvpNotice.options.map((option) => (
            <label key={option} className="flex items-start gap-3 text-sm">
              <input
                type="radio"
                name="newRsvpNotice"
                value={option}
                checked={choice === option}
                disabled={isSaving}
                onChange={() => void choose(option)}
                className={`mt-1 accent-primary ${FOCUS_RING}`}
              />
              <span>
                <span className="font-medium">{CHOICES[option].label}</span>
                <span className="block text-fg-muted">{CHOICES[option].description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
