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

/** What the account types mean, and whose name the bank account must be in. */
export const ACCOUNT_TYPE_HINT =
  'Individual: a bank account in your own name, which must match the name on the account. Company: a business account, in the company’s registered name; Stripe asks for the company’s details when verifying it.';

/** Under the name field: the name the bank has, for the account type chosen. */
export const HOLDER_NAME_HINTS: Readonly<Record<BankAccountType, string>> = {
  individual: 'Your full legal name, exactly as your bank has it: payouts to an account in someone else’s name are refused.',
  company: 'The company’s registered name, exactly as the bank has it (not your own name).',
};

export const STATUS_BADGES: Readonly<Record<BankAccountStatus, { label: string; tone: BadgeTone }>> = {
  VERIFIED: { label: 'Verified', tone: 'success' },
  PENDING: { label: 'Verification pending', tone: 'warning' },
  ACTION_REQUIRED: { label: 'Action required', tone: 'danger' },
};
