import { useForm } from 'react-hook-form';
import { useUpdateMeMutation } from '@socials/api-client';
import type { Me, NewRsvpNotice } from '@socials/domain';
import { Button, Checkbox, Select, toast, toastError } from '@socials/ui';

interface EmailPreferencesValues {
  isSubscribedToUpdate: boolean;
  newRsvpNotice: NewRsvpNotice;
}

const NOTICE_OPTIONS = [
  { value: 'IMMEDIATE', label: 'An e-mail for each new RSVP' },
  { value: 'DAILY_DIGEST', label: 'One e-mail a day' },
  { value: 'OFF', label: 'No e-mails' },
];

/** What the platform e-mails the user: news of curated events, and (as a host) new RSVPs. */
export function EmailPreferencesFormView({ user }: { user: Me }) {
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const { register, handleSubmit } = useForm<EmailPreferencesValues>({
    defaultValues: { isSubscribedToUpdate: user.isSubscribedToUpdate, newRsvpNotice: user.newRsvpNotice },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await updateMe(values).unwrap();
      toast.success('E-mail preferences saved');
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="E-mail preferences">
      <Checkbox label="E-mail me invitations to curated events and product news" {...register('isSubscribedToUpdate')} />
      <Select label="When someone RSVPs to a social you host" options={NOTICE_OPTIONS} {...register('newRsvpNotice')} />
      <Button type="submit" loading={isLoading} className="self-start">
        Save e-mail preferences
      </Button>
    </form>
  );
}
