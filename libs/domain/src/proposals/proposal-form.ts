import { z } from 'zod';
import { parseLocalDateTime } from '../time/parse-local-date-time';
import { MAX_PROPOSAL_CHOICES, MAX_PROPOSAL_DEPOSIT_CENTS, ProposalChoiceKind, type CreateProposalBody } from './proposal.schema';

const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'Pick a date and time');

/** One choice as the form holds it: a DATE choice needs its start. */
export const ProposalChoiceFormValues = z
  .object({
    kind: ProposalChoiceKind,
    label: z.string().trim().min(1, 'Name the choice').max(200),
    start: z.string(),
  })
  .refine((choice) => choice.kind !== 'DATE' || localDateTime.safeParse(choice.start).success, {
    message: 'A date choice needs its date and time',
    path: ['start'],
  });

/** The /proposals/new form: wall-clock values in the browser's zone, numbers as typed. */
export const ProposalFormValues = z.object({
  title: z.string().trim().min(3, 'At least 3 characters').max(200),
  description: z.string().trim().max(5000),
  deadline: localDateTime,
  quorum: z.number({ error: 'Enter how many voters it needs' }).int('A whole number').min(1, 'At least 1').max(10_000),
  choices: z.array(ProposalChoiceFormValues).min(2, 'Offer at least two choices').max(MAX_PROPOSAL_CHOICES),
  /** Dollars as typed; empty: a free proposal. */
  deposit: z
    .string()
    .trim()
    .refine((text) => text === '' || depositCentsOf(text) !== null, 'Enter an amount from $0.50, e.g. 25 or 12.50')
    .default(''),
  /** Empty: supporters pay until voting closes. */
  paidDeadline: z
    .string()
    .refine((text) => text === '' || localDateTime.safeParse(text).success, 'Pick a date and time')
    .default(''),
});
export type ProposalFormValues = z.output<typeof ProposalFormValues>;

/** Cents of a typed dollar amount ("25", "12.50"), or null when it is not one a deposit may be. */
export function depositCentsOf(text: string): number | null {
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(text.trim())) return null;
  const cents = Math.round(Number(text) * 100);
  return cents >= 50 && cents <= MAX_PROPOSAL_DEPOSIT_CENTS ? cents : null;
}

/** The POST /proposals body of valid form values, read in `zone`. */
export function proposalBodyFromForm(values: ProposalFormValues, zone: string): CreateProposalBody {
  return {
    title: values.title,
    description: values.description,
    timezone: zone,
    deadline: parseLocalDateTime(values.deadline, zone) ?? 0,
    quorum: values.quorum,
    choices: values.choices.map((choice) => {
      const start = choice.kind === 'DATE' ? parseLocalDateTime(choice.start, zone) : null;
      return { kind: choice.kind, label: choice.label, ...(start !== null ? { eventTimestamp: start } : {}) };
    }),
    ...depositOf(values, zone),
  };
}

function depositOf(values: ProposalFormValues, zone: string): Pick<CreateProposalBody, 'depositCents' | 'paidDeadline'> {
  const depositCents = values.deposit === '' ? null : depositCentsOf(values.deposit);
  if (depositCents === null) return {};
  const paidDeadline = values.paidDeadline === '' ? null : parseLocalDateTime(values.paidDeadline, zone);
  return { depositCents, ...(paidDeadline !== null ? { paidDeadline } : {}) };
}
