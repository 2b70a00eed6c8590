import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  mapFieldErrors,
  useCreateBlastMutation,
  useGetBlastAudienceQuery,
  useGetBlastConfigQuery,
  useGetBlastVariablesQuery,
  useUpdateBlastMutation,
} from '@socials/api-client';
import { BLAST_LIMITS, BlastChannel, countSmsSegments, formatZonedTimestamp, type Blast, type CreateBlastBody, type TicketTier } from '@socials/domain';
import { Button, Select, TextArea, TextInput, toast, toastError, useConfirm } from '@socials/ui';
import {
  audienceOf,
  BLAST_FORM_FIELDS,
  blastFormFieldOf,
  blastFormSchema,
  blastToForm,
  emptyBlastForm,
  toUpdateBody,
  type BlastFormValues,
} from '../blast-form-schema';
import { CHANNEL_LABELS, countPeople } from '../blast-labels';
import type { HeadingLevel } from '../heading-level';
import { useDebouncedValue } from '../use-debounced-value';
import { AudienceCount } from './audience-count';
import { AudienceFields } from './audience-fields';
import { MessagePreview, segmentsText } from './message-preview';
import { VariableMenu } from './variable-menu';

export interface BlastComposerProps {
  /** The social whose guests get it; none: the sender's subscribers (no audience controls). */
  socialId?: string;
  /** The circle whose members get it (instead of a social's guests). */
  circleId?: string;
  /** The zone the scheduled time is picked in: the social's. */
  timezone: string;
  tiers?: readonly Pick<TicketTier, 'id' | 'name'>[];
  /** A scheduled blast to change instead of a new one. */
  editing?: Blast;
  /** After a successful send, schedule or save. */
  onDone?: () => void;
  onCancel?: () => void;
  /** The level of the preview's heading. */
  headingLevel?: HeadingLevel;
}

const LIVE_DELAY_MS = 400;

/** A circle blast goes to every active member, or to the circle's hosts alone (a test before the real one). */
const CIRCLE_SCOPE_OPTIONS = [
  { value: 'HOSTS_AND_CIRCLE', label: 'Every member of the circle' },
  { value: 'HOSTS_ONLY', label: 'The circle’s hosts only' },
];

/** Writes a blast (e-mail or text message), shows whom it reaches and how it reads, and sends it now or at a time. */
export function BlastComposer({ socialId, circleId, timezone, tiers = [], editing, onDone, onCancel, headingLevel = 3 }: BlastComposerProps) {
  const [createBlast] = useCreateBlastMutation();
  const [updateBlast] = useUpdateBlastMutation();
  const confirm = useConfirm();
  const resolver = useMemo(() => zodResolver(blastFormSchema(timezone)), [timezone]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BlastFormValues, unknown, CreateBlastBody>({ resolver, defaultValues: editing ? blastToForm(editing, timezone) : emptyBlastForm() });
  const bodyField = register('body');
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);

  const values = watch();
  const { channel, subject, body, timing } = values;
  const audienceArgs = useDebouncedValue({ socialId, circleId, channel, audience: audienceOf(values) }, LIVE_DELAY_MS);
  const audience = useGetBlastAudienceQuery(audienceArgs);
  const message = useDebouncedValue({ socialId, circleId, channel, subject, body, ...(circleId ? { scope: values.audience.scope } : {}) }, LIVE_DELAY_MS);
  const { variables, channelOptions } = useBlastSettings(socialId);

  const insertVariable = (token: string) => {
    const textarea = bodyRef.current;
    const current = getValues('body');
    const start = textarea?.selectionStart ?? current.length;
    const end = textarea?.selectionEnd ?? current.length;
    setValue('body', current.slice(0, start) + token + current.slice(end), { shouldDirty: true });
    // The menu gives the focus back to its button as it closes: take it back once it has.
    setTimeout(() => {
      textarea?.focus();
      textarea?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const showServerErrors = (error: unknown) => {
    const fieldErrors = mapFieldErrors(error, BLAST_FORM_FIELDS);
    if (fieldErrors.length === 0) {
      toastError(error);
      return;
    }
    fieldErrors.forEach(({ field, message: text }, index) => {
      const control = blastFormFieldOf(field);
      if (control) setError(control, { type: 'server', message: text }, { shouldFocus: index === 0 });
    });
  };

  const send = async (blast: CreateBlastBody) => {
    try {
      if (editing) {
        await updateBlast({ socialId, circleId, blastId: editing.id, body: toUpdateBody(blast) }).unwrap();
        toast.success('Changes saved');
      } else {
        await createBlast({ socialId, circleId, body: blast }).unwrap();
        toast.success(blast.scheduledAt ? `Scheduled for ${formatZonedTimestamp(blast.scheduledAt, timezone)}` : 'Your message is on its way');
        reset(emptyBlastForm());
      }
      onDone?.();
    } catch (error) {
      showServerErrors(error);
    }
  };

  const submit = handleSubmit(async (blast) => {
    if (editing || blast.scheduledAt !== undefined) {
      await send(blast);
      return;
    }
    const reach = audience.data?.count;
    confirm({
      title: reach === undefined ? 'Send it now?' : `Send to ${countPeople(reach)}?`,
      body: 'It goes out at once and cannot be called back.',
      keepLabel: 'Not yet',
      confirmLabel: 'Send now',
      tone: 'primary',
      onConfirm: () => void send(blast),
    });
  });

  const bodyMax = channel === 'SMS' ? BLAST_LIMITS.smsBodyMax : BLAST_LIMITS.emailBodyMax;
  const bodyCounter = `${body.length.toLocaleString('en-US')} / ${bodyMax.toLocaleString('en-US')} characters${
    channel === 'SMS' ? ` · ${segmentsText(countSmsSegments(body))}` : ''
  }`;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Change the scheduled message' : 'Write a message'}
      className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="flex min-w-0 flex-col gap-4">
        <Select label="Channel" options={channelOptions} disabled={Boolean(editing)} {...register('channel')} />
        {channel === 'EMAIL' ? (
          <TextInput label="Subject" required maxLength={BLAST_LIMITS.subjectMax} error={errors.subject?.message} {...register('subject')} />
        ) : null}
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <span className="text-sm text-fg-muted">Variables such as {'{{firstName}}'} are filled in for each person.</span>
            <VariableMenu variables={variables} onInsert={insertVariable} />
          </div>
          <TextArea
            label="Message"
            required
            rows={8}
            hint={bodyCounter}
            error={errors.body?.message}
            {...bodyField}
            ref={(element) => {
              bodyField.ref(element);
              bodyRef.current = element;
            }}
          />
        </div>
        {circleId ? <Select label="Send to" options={CIRCLE_SCOPE_OPTIONS} {...register('audience.scope')} /> : null}
        {socialId ? (
          <AudienceFields
            socialId={socialId}
            tiers={tiers}
            register={register}
            errors={errors}
            picking={values.kind === 'USER_SPECIFIC'}
            kindLocked={Boolean(editing)}
          />
        ) : null}
        <AudienceCount channel={audienceArgs.channel} audience={audience.data} isFetching={audience.isFetching} error={audience.error} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">When</legend>
          {editing ? null : (
            <div role="radiogroup" aria-label="When to send it" className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" value="NOW" className="accent-primary" {...register('timing')} />
                Now
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="LATER" className="accent-primary" {...register('timing')} />
                Later
              </label>
            </div>
          )}
          {timing === 'LATER' ? (
            <TextInput
              label="Send at"
              type="datetime-local"
              required
              hint={`In the time zone ${timezone}`}
              error={errors.scheduledAt?.message}
              {...register('scheduledAt')}
            />
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={isSubmitting}>
            {editing ? 'Save changes' : timing === 'LATER' ? 'Schedule' : 'Send now'}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
      <div className="min-w-0">
        <MessagePreview message={message} headingLevel={headingLevel} />
      </div>
    </form>
  );
}

/**
 * The {{variables}} a message may use (the social's, or for subscribers the configuration's), and
 * the channels, one the server cannot send on (no SMS provider) offered but disabled.
 */
function useBlastSettings(socialId: string | undefined) {
  const ofSocial = useGetBlastVariablesQuery(socialId ?? '', { skip: !socialId });
  const config = useGetBlastConfigQuery();
  const variables = (socialId ? ofSocial.data?.data : config.data?.variables) ?? [];
  const unavailable = new Set(config.data?.channels.filter((option) => !option.available).map((option) => option.channel));
  const channelOptions = BlastChannel.options.map((value) => ({ value, label: CHANNEL_LABELS[value], disabled: unavailable.has(value) }));
  return { variables, channelOptions };
}
