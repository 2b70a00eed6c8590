import type { BankAccountHolderKind, BankAccountStatus, BankAccountType } from '@socials/domain';
import type { BadgeTone } from '@socials/ui';

export const HOLDER_KIND_LABELS: Readonly<Record<BankAccountHolderKind, string>> = {
  individual: 'Individual',
  personal: 'Personal',
  speaker: 'Speaker',
};

export const ACCOUNT_TYPE_LABELS: Readonly<Record<BankAccountType, string>> = {
  individual: 'Individual account',
  company: 'Company account',
};

export const STATUS_BADGES: Readonly<Record<BankAccountStatus, { label: string; tone: BadgeTone }>> = {
  VERIFIED: { label: 'Verified', tone: 'success' },
  PENDING: { label: 'Verification pending', tone: 'warning' },
  ACTION_REQUIRED: { label: 'Action required', tone: 'danger' },
};
