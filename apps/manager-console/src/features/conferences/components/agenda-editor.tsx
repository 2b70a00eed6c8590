import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { mapFieldErrors, useCreateSessionMutation, useDeleteSessionMutation, useListSessionsQuery, useListSpeakersQuery } from '@socials/api-client';
import { formatLocalDateTime, parseLocalDateTime, SESSION_LIMITS, type Conference } from '@socials/domain';
import { Button, EmptyState, LoadError, PageLoader, Select, TextInput, toast, toastError } from '@socials/ui';

const SessionFormSchema = z
  .object({
    title: z.string().trim().min(SESSION_LIMITS.titleMin, `At least ${SESSION_LIMITS.titleMin} characters`).max(SESSION_LIMITS.titleMax),
    track: z.string().trim().max(SESSION_LIMITS.trackMax),
    room: z.string().trim().max(SESSION_LIMITS.roomMax),
    startsAt: z.string().min(1, 'Enter the start'),
    endsAt: z.string().min(1, 'Enter the end'),
    speakerId: z.string(),
  })
  .refine((v) => v.endsAt > v.startsAt, { message: 'The session ends after it starts', path: ['endsAt'] });
type SessionFormValues = z.infer<typeof SessionFormSchema>;
const FIELDS = ['title', 'track', 'room', 'startsAt', 'endsAt', 'speakerIds'] as const;

/** The conference's sessions, with a form to add one; the server refuses a room or speaker in two places at once. */
export function AgendaEditor({ conference }: { conference: Conference }) {
  const sessions = useListSessionsQuery(conference.id);
  const speakers = useListSpeakersQuery({ conferenceId: conference.id });
  const [createSession] = useCreateSessionMutation();
  const [deleteSession] = useDeleteSessionMutation();
  const start = formatLocalDateTime(conference.startsAt, conference.timezone);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SessionFormValues>({
    resolver: zodResolver(SessionFormSchema),
    defaultValues: { title: '', track: '', room: '', startsAt: start, endsAt: start, speakerId: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await createSession({
        conferenceId: conference.id,
        title: values.title,
        track: values.track,
        room: values.room,
        startsAt: parseLocalDateTime(values.startsAt, conference.timezone) ?? 0,
        endsAt: parseLocalDateTime(values.endsAt, conference.timezone) ?? 0,
        speakerIds: values.speakerId ? [values.speakerId] : [],
      }).unwrap();
      toast.success(`“${values.title}” added to the agenda`);
      reset({ ...values, title: '' });
    } catch (error) {
      const fieldErrors = mapFieldErrors(error, FIELDS);
      if (fieldErrors.length === 0) {
        toastError(error);
        return;
      }
      fieldErrors.forEach(({ field, message }, index) =>
        setError((field.startsWith('speakerIds') ? 'speakerId' : field) as keyof SessionFormValues, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  });

  const speakerOptions = [{ value: '', label: 'No speaker' }, ...(speakers.data?.data.map((s) => ({ value: s.id, label: s.name })) ?? [])];
  return (
    <section aria-labelledby="agenda-title" className="flex flex-col gap-4">
      <h2 id="agenda-title" className="text-xl font-semibold">
        Agenda
      </h2>
      {sessions.isLoading ? (
        <PageLoader label="Loading the agenda…" />
      ) : !sessions.data ? (
        <LoadError error={sessions.error} onRetry={sessions.refetch} />
      ) : sessions.data.data.length === 0 ? (
        <EmptyState title="No sessions yet" description="Add the first session below." headingLevel={3} />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {sessions.data.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div>
                <p className="font-medium">{session.title}</p>
                <p className="text-sm text-fg-muted">
                  {formatLocalDateTime(session.startsAt, conference.timezone).replace('T', ' ')}–
                  {formatLocalDateTime(session.endsAt, conference.timezone).slice(11)} · {session.room || 'No room'}
                  {session.track ? ` · ${session.track}` : ''}
                  {session.speakers.length > 0 ? ` · ${session.speakers.map((s) => s.name).join(', ')}` : ''}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  deleteSession({ id: session.id, conferenceId: conference.id })
                    .unwrap()
                    .then(() => toast.success(`“${session.title}” removed`), toastError)
                }
              >
                Remove {session.title}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate aria-labelledby="add-session-title" className="flex flex-col gap-3">
        <h3 id="add-session-title" className="text-lg font-semibold">
          Add a session
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput label="Session title" required error={errors.title?.message} {...register('title')} />
          <Select label="Speaker" options={speakerOptions} error={errors.speakerId?.message} {...register('speakerId')} />
          <TextInput label="Track" error={errors.track?.message} {...register('track')} />
          <TextInput label="Room" error={errors.room?.message} {...register('room')} />
          <TextInput label="Session starts" type="datetime-local" required error={errors.startsAt?.message} {...register('startsAt')} />
          <TextInput label="Session ends" type="datetime-local" required error={errors.endsAt?.message} {...register('endsAt')} />
        </div>
        <div>
          <Button type="submit" loading={isSubmitting}>
            Add session
          </Button>
        </div>
      </form>
    </section>
  );
}
