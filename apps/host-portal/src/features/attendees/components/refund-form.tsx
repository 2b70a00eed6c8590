import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { mapFieldErrors, useCreateRefundMutation } from '@socials/api-client';
import { REFUND_NOTE_MAX_LENGTH, RefundReason, formatCurrency, type RefundRequest } from '@socials/domain';
import { Button, Select, TextArea, TextInput, toast, toastError, useConfirm } from '@socials/ui';
import {
  EMPTY_REFUND_FORM,
  REFUND_FORM_FIELDS,
  REFUND_REASON_LABELS,
  refundFormSchema,
  refundOutcome,
  refundTypeOptions,
  type RefundBasis,
  type RefundFormValues,
} from '../refund-form-schema';

const REASON_OPTIONS = RefundReason.options.map((reason) => ({ value: reason, label: REFUND_REASON_LABELS[reason] }));

export interface RefundFormProps {
  socialId: string;
  rsvpId: string;
  guestName: string;
  basis: RefundBasis;
}

/** Refunds part or all of a guest's payment, after the host confirms the amount. */
export function RefundForm({ socialId, rsvpId, guestName, basis }: RefundFormProps) {
  const [createRefund, { isLoading }] = useCreateRefundMutation();
  const confirm = useConfirm();
  const resolver = useMemo(() => zodResolver(refundFormSchema(basis)), [basis]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<RefundFormValues, unknown, RefundRequest>({ resolver, defaultValues: EMPTY_REFUND_FORM });
  const type = useWatch({ control, name: 'type' });
  const reason = useWatch({ control, name: 'reason' });
  const customAmount = useWatch({ control, name: 'customAmount' });
  const outcome = refundOutcome({ type, customAmount }, basis);
  const typeOptions = useMemo(() => refundTypeOptions(basis), [basis]);

  const send = async (body: RefundRequest) => {
    try {
      const refund = await createRefund({ socialId, rsvpId, body }).unwrap();
      toast.success(`Refund of ${formatCurrency(refund.amount)} issued`);
      reset(EMPTY_REFUND_FORM);
    } catch (error) {
      const fieldErrors = mapFieldErrors(error, REFUND_FORM_FIELDS);
      if (fieldErrors.length === 0) {
        toastError(error);
        return;
      }
      fieldErrors.forEach(({ field, message }, index) => setError(field as keyof RefundFormValues, { type: 'server', message }, { shouldFocus: index === 0 }));
    }
  };

  const submit = handleSubmit((body) => {
    const amount = outcome.ok ? outcome.amount : 0;
    confirm({
      title: `Refund ${formatCurrency(amount)}?`,
      body: `${formatCurrency(amount)} goes back to ${guestName}'s card. A refund cannot be undone.`,
      keepLabel: 'Not now',
      confirmLabel: `Refund ${formatCurrency(amount)}`,
      onConfirm: () => void send(body),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="refund-form-title" className="flex flex-col gap-4">
      <h3 id="refund-form-title" className="text-base font-semibold">
        Issue a refund
      </h3>
      <Select label="Refund" options={typeOptions} error={errors.type?.message} {...register('type')} />
      {type === 'CUSTOM' ? (
        <TextInput label="Amount (USD)" inputMode="decimal" required error={errors.customAmount?.message} {...register('customAmount')} />
      ) : null}
      <Select label="Reason" options={REASON_OPTIONS} error={errors.reason?.message} {...register('reason')} />
      <TextArea
        label="Note"
        rows={2}
        required={reason === 'CUSTOM'}
        maxLength={REFUND_NOTE_MAX_LENGTH}
        hint={reason === 'CUSTOM' ? undefined : 'Optional; kept with the refund.'}
        error={errors.note?.message}
        {...register('note')}
      />
      <p className="text-sm" aria-live="polite">
        {outcome.ok ? `This refund gives back ${formatCurrency(outcome.amount)}.` : 'Enter an amount to see the refund.'}
      </p>
      <Button type="submit" variant="danger" loading={isLoading} className="self-start">
        Refund…
      </Button>
    </form>
  );
}
