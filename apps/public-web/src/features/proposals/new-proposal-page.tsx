import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { mapFieldErrors, useCreateProposalMutation } from '@socials/api-client';
import { DEFAULT_PROPOSAL_QUORUM, ProposalChoiceKind, ProposalFormValues, formatLocalDateTime, proposalBodyFromForm } from '@socials/domain';
import { Button, Select, TEXT_LINK, TextArea, TextInput, toast, toastError, useDocumentTitle } from '@socials/ui';
import { proposalPath } from './proposal-text';

const KIND_LABELS: Readonly<Record<ProposalChoiceKind, string>> = { DATE: 'A date', VENUE: 'A venue', FORMAT: 'A format' };
const KIND_OPTIONS = ProposalChoiceKind.options.map((value) => ({ value, label: KIND_LABELS[value] }));
const FORM_FIELDS = ['title', 'description', 'deadline', 'quorum', 'choices', 'depositCents', 'paidDeadline'] as const;
const resolver = zodResolver(ProposalFormValues) as Resolver<ProposalFormValues>;
const WEEK = 7 * 24 * 60 * 60 * 1000;

/** The browser's zone: the form's times are read as the reader's wall clock. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** /proposals/new — suggest an event with at least two choices to vote on. */
export function NewProposalPage() {
  useDocumentTitle('Propose an event');
  const [create, { isLoading }] = useCreateProposalMutation();
  const navigate = useNavigate();
  const zone = localZone();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProposalFormValues>({
    resolver,
    defaultValues: {
      title: '',
      description: '',
      deadline: formatLocalDateTime(Date.now() + WEEK, zone),
      quorum: DEFAULT_PROPOSAL_QUORUM,
      deposit: '',
      paidDeadline: '',
      choices: [
        { kind: 'DATE', label: '', start: '' },
        { kind: 'DATE', label: '', start: '' },
      ],
    },
  });
  const choices = useFieldArray({ control, name: 'choices' });

  const submit = handleSubmit(async (values) => {
    try {
      const proposal = await create(proposalBodyFromForm(values, zone)).unwrap();
      toast.success('Proposal created: share it so people vote');
      void navigate(proposalPath(proposal.slug));
    } catch (error) {
      const fields = mapFieldErrors(error, FORM_FIELDS);
      if (fields.length === 0) toastError(error);
      for (const { field, message } of fields) {
        // The server names choices.0.eventTimestamp and depositCents; the form's fields are choices.0.start and deposit.
        const name = field.replace(/\.eventTimestamp$|\.eventEndTimestamp$/, '.start').replace(/^depositCents$/, 'deposit') as Parameters<typeof setError>[0];
        setError(name, { type: 'server', message });
      }
    }
  });

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Propose an event</h1>
      <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <TextInput label="Title" required error={errors.title?.message} {...register('title')} />
        <TextArea
          label="Description"
          rows={4}
          error={errors.description?.message}
          hint="What you have in mind, and who it is for."
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Voting closes"
            type="datetime-local"
            required
            error={errors.deadline?.message}
            hint={`Your time (${zone})`}
            {...register('deadline')}
          />
          <TextInput
            label="Votes needed (quorum)"
            type="number"
            min={1}
            required
            error={errors.quorum?.message}
            {...register('quorum', { valueAsNumber: true })}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Deposit (optional, $)"
            inputMode="decimal"
            error={errors.deposit?.message}
            hint="Supporters pay it to back the idea; refunded if it never happens. Leave empty for a free proposal."
            {...register('deposit')}
          />
          <TextInput
            label="Pay the deposit by (optional)"
            type="datetime-local"
            error={errors.paidDeadline?.message}
            hint="Not after voting closes; empty: until voting closes."
            {...register('paidDeadline')}
          />
        </div>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">Choices to vote on</legend>
          {errors.choices?.message ? (
            <p role="alert" className="text-sm text-danger-text">
              {errors.choices.message}
            </p>
          ) : null}
          {choices.fields.map((field, index) => (
            <div key={field.id} className="flex flex-col gap-3 rounded-md border border-border p-3 sm:flex-row sm:items-start">
              <Select label={`Choice ${index + 1}: kind`} options={KIND_OPTIONS} className="sm:w-36" {...register(`choices.${index}.kind`)} />
              <TextInput
                label={`Choice ${index + 1}: name`}
                required
                className="grow"
                error={errors.choices?.[index]?.label?.message}
                {...register(`choices.${index}.label`)}
              />
              {watch(`choices.${index}.kind`) === 'DATE' ? (
                <TextInput
                  label={`Choice ${index + 1}: starts`}
                  type="datetime-local"
                  required
                  error={errors.choices?.[index]?.start?.message}
                  {...register(`choices.${index}.start`)}
                />
              ) : null}
              {choices.fields.length > 2 ? (
                <Button variant="ghost" size="sm" className="sm:mt-6" onClick={() => choices.remove(index)}>
                  Remove choice {index + 1}
                </Button>
              ) : null}
            </div>
          ))}
          <div>
            <Button variant="secondary" onClick={() => choices.append({ kind: 'DATE', label: '', start: '' })}>
              Add a choice
            </Button>
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={isLoading}>
            Create proposal
          </Button>
          <Link to="/proposals" className={TEXT_LINK}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
