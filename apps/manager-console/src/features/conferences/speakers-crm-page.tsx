import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { mapFieldErrors, useCreateSpeakerMutation, useDeleteSpeakerMutation, useListConferencesQuery, useListSpeakersQuery } from '@socials/api-client';
import { SPEAKER_LIMITS, webUrl } from '@socials/domain';
import { Avatar, Button, Card, EmptyState, LoadError, PageLoader, Select, TextArea, TextInput, toast, toastError, useConfirm } from '@socials/ui';

const SpeakerFormSchema = z.object({
  name: z.string().trim().min(SPEAKER_LIMITS.nameMin, `At least ${SPEAKER_LIMITS.nameMin} characters`).max(SPEAKER_LIMITS.nameMax),
  headline: z.string().trim().max(SPEAKER_LIMITS.headlineMax),
  company: z.string().trim().max(SPEAKER_LIMITS.companyMax),
  bio: z.string().trim().max(SPEAKER_LIMITS.bioMax),
  photoUrl: z.union([z.literal(''), webUrl({}, 'A full address, https://…')]),
  website: z.union([z.literal(''), webUrl({}, 'A full address, https://…')]),
  conferenceId: z.string(),
});
type SpeakerFormValues = z.infer<typeof SpeakerFormSchema>;
const FIELDS = ['name', 'headline', 'company', 'bio', 'photoUrl', 'links', 'conferenceId'] as const;
const EMPTY: SpeakerFormValues = { name: '', headline: '', company: '', bio: '', photoUrl: '', website: '', conferenceId: '' };

/** /speakers-crm: every speaker, searchable, with the conferences they speak at; add and remove speakers. */
export function SpeakersCrmPage() {
  const [query, setQuery] = useState('');
  const speakers = useListSpeakersQuery(query ? { q: query } : undefined);
  const conferences = useListConferencesQuery({ managed: 'true' });
  const [deleteSpeaker] = useDeleteSpeakerMutation();
  const confirm = useConfirm();
  const conferenceName = new Map(conferences.data?.data.map((c) => [c.id, c.name]) ?? []);

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold tracking-tight">Speakers</h1>
      <section aria-labelledby="speaker-list-title" className="flex flex-col gap-3">
        <h2 id="speaker-list-title" className="text-xl font-semibold">
          All speakers
        </h2>
        <TextInput label="Search by name or company" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        {speakers.isLoading ? (
          <PageLoader label="Loading speakers…" />
        ) : !speakers.data ? (
          <LoadError error={speakers.error} onRetry={speakers.refetch} />
        ) : speakers.data.data.length === 0 ? (
          <EmptyState
            title={query ? 'No speaker matches' : 'No speakers yet'}
            description={query ? 'Try another name.' : 'Add the first speaker below.'}
            headingLevel={3}
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
            {speakers.data.data.map((speaker) => (
              <li key={speaker.id} className="flex flex-wrap items-center gap-3 p-3">
                <Avatar name={speaker.name} photoUrl={speaker.photoUrl} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{speaker.name}</p>
                  <p className="text-sm text-fg-muted">{[speaker.headline, speaker.company].filter(Boolean).join(' · ') || 'No headline'}</p>
                  <p className="text-sm text-fg-muted">
                    {speaker.conferenceIds.length > 0
                      ? `Speaks at ${speaker.conferenceIds.map((id) => conferenceName.get(id) ?? 'another conference').join(', ')}`
                      : 'Not at a conference yet'}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    confirm({
                      title: `Delete ${speaker.name}?`,
                      body: 'They leave every conference and session they are part of.',
                      keepLabel: 'Keep them',
                      confirmLabel: `Delete ${speaker.name}`,
                      tone: 'danger',
                      onConfirm: () =>
                        void deleteSpeaker(speaker.id)
                          .unwrap()
                          .then(() => toast.success(`${speaker.name} deleted`), toastError),
                    })
                  }
                >
                  Delete {speaker.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Card as="section">
        <SpeakerForm conferences={conferences.data?.data.map((c) => ({ value: c.id, label: c.name })) ?? []} />
      </Card>
    </div>
  );
}

function SpeakerForm({ conferences }: { conferences: { value: string; label: string }[] }) {
  const [createSpeaker] = useCreateSpeakerMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SpeakerFormValues>({ resolver: zodResolver(SpeakerFormSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async ({ website, photoUrl, conferenceId, ...fields }) => {
    try {
      const speaker = await createSpeaker({
        ...fields,
        photoUrl: photoUrl || null,
        links: website ? [{ label: 'Website', url: website }] : [],
        ...(conferenceId ? { conferenceId } : {}),
      }).unwrap();
      toast.success(`${speaker.name} added`);
      reset(EMPTY);
    } catch (error) {
      const fieldErrors = mapFieldErrors(error, FIELDS);
      if (fieldErrors.length === 0) {
        toastError(error);
        return;
      }
      fieldErrors.forEach(({ field, message }, index) =>
        setError((field.startsWith('links') ? 'website' : field) as keyof SpeakerFormValues, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-speaker-title" className="flex flex-col gap-4">
      <h2 id="add-speaker-title" className="text-xl font-semibold">
        Add a speaker
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label="Speaker name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
        <Select
          label="Conference"
          options={[{ value: '', label: 'None yet (staff only)' }, ...conferences]}
          error={errors.conferenceId?.message}
          {...register('conferenceId')}
        />
        <TextInput label="Headline" error={errors.headline?.message} {...register('headline')} />
        <TextInput label="Company" error={errors.company?.message} {...register('company')} />
        <TextInput label="Photo address" type="url" error={errors.photoUrl?.message} {...register('photoUrl')} />
        <TextInput label="Website" type="url" error={errors.website?.message} {...register('website')} />
        <TextArea label="Bio" className="sm:col-span-2" rows={4} error={errors.bio?.message} {...register('bio')} />
      </div>
      <div>
        <Button type="submit" loading={isSubmitting}>
          Add speaker
        </Button>
      </div>
    </form>
  );
}
