import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import { isApiHttpError, useCreateDisputeMutation } from '@socials/api-client';
import { DisputeReason, DisputeRequest } from '@socials/domain';
import { Button, Select, TextArea, toast, toastError, useModalStack } from '@socials/ui';

const REASON_LABELS: Readonly<Record<DisputeReason, string>> = {
  DUPLICATE_CHARGE: 'I was charged more than once',
  NOT_AS_DESCRIBED: 'The social was not as described',
  EVENT_CANCELLED: 'The social was cancelled',
  REFUND_NOT_RECEIVED: 'I did not get a refund I was promised',
  FRAUDULENT: 'I did not make this payment',
  OTHER: 'Something else',
};

const REASON_OPTIONS = DisputeReason.options.map((reason) => ({ value: reason, label: REASON_LABELS[reason] }));

/** No reason until one is chosen (the select shows its placeholder, and DisputeRequest refuses it). */
const EMPTY_FORM: DefaultValues<DisputeRequest> = { details: '' };
const DETAILS_MAX = DisputeRequest.shape.details.maxLength ?? 2000;
const DETAILS_MIN = DisputeRequest.shape.details.minLength ?? 10;

/** Our words for what DisputeRequest refuses: one message per field whatever the rule. */
const FIELD_MESSAGES: Readonly<Record<keyof DisputeRequest, string>> = {
  reason: 'Choose what went wrong',
  details: `Describe the problem in ${DETAILS_MIN} to ${DETAILS_MAX.toLocaleString('en-US')} characters`,
};

const resolver = zodResolver(DisputeRequest);

export interface DisputeFormProps {
  socialId: string;
  socialTitle: string;
  onDone: () => void;
}

/** Tells the platform something went wrong with a payment (DisputeRequest); staff follow it up. */
export function DisputeForm({ socialId, socialTitle, onDone }: DisputeFormProps) {
  const [createDispute, { isLoading }] = useCreateDisputeMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DisputeRequest>({ resolver, defaultValues: EMPTY_FORM });

  const submit = handleSubmit(async (body) => {
    try {
      await createDispute({ socialId, body }).unwrap();
      toast.success('Thanks: we received your report and will e-mail you');
      onDone();
    } catch (error) {
      const field =
        isApiHttpError(error) && error.status === 400 ? error.data.fieldErrors?.find((fieldError) => fieldError.field === 'body.details') : undefined;
      if (field) setError('details', { type: 'server', message: field.message }, { shouldFocus: true });
      else toastError(error);
    }
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <p className="text-sm text-fg-muted">About your payment for {socialTitle}. We look into every report and answer by e-mail.</p>
      <Select
        label="What went wrong?"
        required
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
        error={errors.reason ? FIELD_MESSAGES.reason : undefined}
        {...register('reason')}
      />
      <TextArea
        label="Details"
        required
        rows={5}
        maxLength={DETAILS_MAX}
        hint="What happened, and what you would like us to do."
        error={errors.details ? (errors.details.type === 'server' ? errors.details.message : FIELD_MESSAGES.details) : undefined}
        {...register('details')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isLoading}>
          Send report
        </Button>
      </div>
    </form>
  );
}

/** "Report a problem": opens DisputeForm in a modal. */
export function ReportProblemButton({ socialId, socialTitle }: Omit<DisputeFormProps, 'onDone'>) {
  const modals = useModalStack();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="print:hidden"
      onClick={() =>
        modals.open((close) => <DisputeForm socialId={socialId} socialTitle={socialTitle} onDone={() => close()} />, { title: 'Report a problem' })
      }
    >
      Report a problem
    </Button>
  );
}
