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

/** What the holder kinds mean, shown next to the choice. */
export const HOLDER_KIND_HINT =
  'Who the payouts are for. Individual: you, paid for your ticket sales. Personal: a personal, not business, account of yours. Speaker: a speaker paid for a talk.';

export const ACCOUNT_TYPE_HINT = 'Individual: a bank account in your own name. Company: a business account; Stripe asks for the company’s details when verifying it.';

export const STATUS_BADGES: Readonly<Record<BankAccountStatus, { label: string; tone: BadgeTone }>> = {
  VERIFIED: { label: 'Verified', tone: 'success' },
  PENDING: { label: 'Verification pending', tone: 'warning' },
  ACTION_REQUIRED: { label: 'Action required', tone: 'danger' },
};
