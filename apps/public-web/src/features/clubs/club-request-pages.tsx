import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { useSendSupportEmailMutation } from '@socials/api-client';
import { useCurrentUser } from '@socials/auth';
import { getDisplayName, SupportEmailBody, type SupportEmailType } from '@socials/domain';
import { Button, Card, TEXT_LINK, TextArea, TextInput, toast, toastError, useDocumentTitle } from '@socials/ui';
import { paths } from '../../shared/paths';

// The sender, as the support form takes it; the rest goes into its message.
const Sender = SupportEmailBody.pick({ name: true, email: true });

const ClubAccessForm = Sender.extend({
  club: z.string().trim().min(2, 'Name the club').max(120, 'At most 120 characters'),
  message: z.string().trim().min(10, 'Write at least 10 characters').max(4000, 'At most 4000 characters'),
});
type ClubAccessForm = z.infer<typeof ClubAccessForm>;

const NewClubForm = Sender.extend({
  club: z.string().trim().min(2, 'Give the club a name').max(120, 'At most 120 characters'),
  city: z.string().trim().max(120, 'At most 120 characters'),
  message: z.string().trim().min(10, 'Write at least 10 characters').max(4000, 'At most 4000 characters'),
});
type NewClubForm = z.infer<typeof NewClubForm>;

/** The support e-mail the team's inbox gets: what is asked, then the person's own words. */
function clubAccessMessage(values: ClubAccessForm): string {
  return `Access to the club: ${values.club}\n\n${values.message}`;
}

function newClubMessage(values: NewClubForm): string {
  return [`A new club: ${values.club}`, ...(values.city ? [`City: ${values.city}`] : []), '', values.message].join('\n');
}

interface RequestPageProps<T extends { name: string; email: string }> {
  title: string;
  intro: ReactNode;
  type: SupportEmailType;
  schema: z.ZodType<T, T>;
  empty: T;
  compose: (values: T) => string;
  fields: (register: UseFormRegister<T>, errors: FieldErrors<T>) => ReactNode;
}

/**
 * A request to the team through the support inbox (POST /supports/emails, with the site's bot
 * check as every form has it): the sender, the page's own fields, and a thank-you once sent.
 */
function ClubRequestPage<T extends { name: string; email: string }>({ title, intro, type, schema, empty, compose, fields }: RequestPageProps<T>) {
  useDocumentTitle(title);
  const { user } = useCurrentUser();
  const [send, { isLoading }] = useSendSupportEmailMutation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    values: { ...empty, name: getDisplayName(user), email: user?.email ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const senderErrors = errors as FieldErrors<{ name: string; email: string }>;
  const registerSender = register as unknown as UseFormRegister<{ name: string; email: string }>;

  const submit = handleSubmit(async (values) => {
    try {
      await send({ type, name: values.name, email: values.email, message: compose(values) }).unwrap();
      toast.success('Request sent: we will reply by e-mail');
      setSent(true);
      reset({ ...empty, name: values.name, email: values.email });
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="text-fg-muted">{intro}</div>
      <Card as="section" aria-label="Request form">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput label="Your name" autoComplete="name" required error={senderErrors.name?.message} {...registerSender('name')} />
            <TextInput
              label="Your e-mail address"
              type="email"
              autoComplete="email"
              required
              error={senderErrors.email?.message}
              {...registerSender('email')}
            />
          </div>
          {fields(register, errors)}
          <Button type="submit" loading={isLoading} className="self-start">
            Send request
          </Button>
          {sent ? (
            <p role="status" className="text-sm">
              Thank you: your request reached our team. We reply by e-mail.
            </p>
          ) : null}
        </form>
      </Card>
    </div>
  );
}

/** /clubs/request-for-access: ask the team to be let into a club (a circle that takes members by invitation). */
export function ClubAccessRequestPage() {
  return (
    <ClubRequestPage<ClubAccessForm>
      title="Request access to a club"
      intro={
        <p>
          Some clubs take members by invitation only. Tell us which club and a little about yourself, and we pass your request to its hosts. Clubs open to all
          are on the{' '}
          <Link to={paths.clubs} className={TEXT_LINK}>
            clubs page
          </Link>
          .
        </p>
      }
      type="COMMUNITY_ACCESS"
      schema={ClubAccessForm}
      empty={{ name: '', email: '', club: '', message: '' }}
      compose={clubAccessMessage}
      fields={(register, errors) => (
        <>
          <TextInput label="Which club?" required maxLength={120} error={errors.club?.message} {...register('club')} />
          <TextArea
            label="About you"
            hint="What you do, and why you would like to join."
            rows={6}
            required
            error={errors.message?.message}
            {...register('message')}
          />
        </>
      )}
    />
  );
}

/** /clubs/request-new-club: propose a club the team should start (or help you start). */
export function NewClubRequestPage() {
  return (
    <ClubRequestPage<NewClubForm>
      title="Request a new club"
      intro={
        <p>
          Missing a club for your field or your city? Tell us what it would be about. Signed-in members can also{' '}
          <Link to={paths.newCircle} className={TEXT_LINK}>
            start a circle
          </Link>{' '}
          themselves.
        </p>
      }
      type="GENERAL"
      schema={NewClubForm}
      empty={{ name: '', email: '', club: '', city: '', message: '' }}
      compose={newClubMessage}
      fields={(register, errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput label="Club name" required maxLength={120} error={errors.club?.message} {...register('club')} />
            <TextInput label="City" hint="Leave empty for an online club." maxLength={120} error={errors.city?.message} {...register('city')} />
          </div>
          <TextArea
            label="What would it be about?"
            hint="Who it is for, and what its members would do together."
            rows={6}
            required
            error={errors.message?.message}
            {...register('message')}
          />
        </>
      )}
    />
  );
}
