import { useFormContext, useWatch } from 'react-hook-form';
import { isDepositTicketTier, type NoShowPolicy } from '@socials/domain';
import { Select } from '@socials/ui';
import { centsOf } from '../../../shared/money-input';
import type { SocialFormValues } from '../social-form-schema';

export const NO_SHOW_POLICY_LABELS: Readonly<Record<NoShowPolicy, string>> = {
  REFUND_ON_ATTENDANCE: 'Refund deposits to those who attend',
  ALWAYS_REFUND: 'Refund every deposit, no-shows included',
  NEVER_REFUND: 'Keep every deposit',
};

const OPTIONS = Object.entries(NO_SHOW_POLICY_LABELS).map(([value, label]) => ({ value, label }));

/** What becomes of deposits once attendance is closed; only asked when some tier holds a deposit. */
export function NoShowPolicyField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SocialFormValues>();
  const tiers = useWatch({ control, name: 'ticketTiers' });
  const holdsDeposits = (tiers ?? []).some((tier) => isDepositTicketTier({ depositAmount: centsOf(tier.depositAmount ?? '') }));
  if (!holdsDeposits) return null;
  return (
    <Select
      label="No-show policy"
      hint="Applied when you close attendance on the check-in screen."
      options={OPTIONS}
      error={errors.noShowPolicy?.message}
      {...register('noShowPolicy')}
    />
  );
}
