import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useSendSupportEmailMutation } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { getDisplayName, SUPPORT_EMAIL_TYPE_LABELS, SupportEmailBody, SupportEmailType } from '@socials/domain';
import { Button, Card, Select, TextArea, TextInput, toast, toastError } from '@socials/ui';

const TYPE_OPTIONS = SupportEmailType.options.map((type) => ({ value: type, label: SUPPORT_EMAIL_TYPE_LABELS[type] }));

/** /contact: write to the team; the message reaches the support inbox by e-mail, with the sender to reply to. */
export function ContactPage() {
  const { user } = useCurrentUser();
  const [sendSupportEmail, { isLoading }] = useSendSupportEmailMutation();
  const [sent, setSent] = useState(false);
  // A page that sends people here may say what it is about (/contact?type=SALES_ENTERPRISE).
  const asked = SupportEmailType.safeParse(useSearchParams()[0].get('type'));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SupportEmailBody>({
    resolver: zodResolver(SupportEmailBody),
    values: { type: asked.success ? asked.data : 'CONTACT_US', name: getDisplayName(user), email: user?.email ?? '', message: '' },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await sendSupportEmail(values).unwrap();
      toast.success('Message sent: we will reply by e-mail');
      setSent(true);
      reset({ ...values, message: '' });
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">Contact us</h1>
      <p className="text-fg-muted">Questions about an event, your account, sponsorship or partnerships: write to us and we reply by e-mail.</p>
      <Card as="section" aria-label="Message form">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Select label="What is it about?" options={TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput label="Your name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
            <TextInput label="Your e-mail address" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
          </div>
          <TextArea label="Message" rows={6} required error={errors.message?.message} {...register('message')} />
          <Button type="submit" loading={isLoading} className="self-start">
            Send message
          </Button>
          {sent ? (
            <p role="status" className="text-sm">
              Thank you: your message reached our team.
            </p>
          ) : null}
        </form>
      </Card>
    </div>
  );
}
