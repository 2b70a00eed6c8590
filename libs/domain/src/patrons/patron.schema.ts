import { z } from 'zod';
import { Id, Timestamp } from '../common/common.schema';
import { webUrl } from '../text/web-url.schema';

/** Where a patron's question bank stands: OFF until first asked, PENDING queued, IN_PROGRESS being written, READY done. */
export const PatronAutomationStatus = z.enum(['PENDING', 'IN_PROGRESS', 'READY', 'OFF']);
export type PatronAutomationStatus = z.infer<typeof PatronAutomationStatus>;

/** A question waits for staff (PENDING) until they approve or reject it. */
export const PatronQuestionStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type PatronQuestionStatus = z.infer<typeof PatronQuestionStatus>;

export const InvoiceCurrency = z.enum(['USD', 'EUR', 'GBP', 'CAD']);
export type InvoiceCurrency = z.infer<typeof InvoiceCurrency>;

export const InvoiceStatus = z.enum(['ISSUED', 'PAID', 'VOID']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

const PatronCode = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'At least 2 characters')
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens only');
const WebUrl = webUrl();

export const CreatePatronBody = z.object({
  name: z.string().trim().min(2, 'At least 2 characters').max(120),
  code: PatronCode,
  description: z.string().trim().max(2000).default(''),
  logoUrl: WebUrl.nullable().optional(),
  websiteUrl: WebUrl.nullable().optional(),
});
export type CreatePatronBody = z.input<typeof CreatePatronBody>;

/** What the patron's members (and staff) change on its profile; the code stays. */
export const UpdatePatronBody = z
  .object({
    name: z.string().trim().min(2, 'At least 2 characters').max(120),
    description: z.string().trim().max(2000),
    logoUrl: WebUrl.nullable(),
    websiteUrl: WebUrl.nullable(),
  })
  .partial();
export type UpdatePatronBody = z.input<typeof UpdatePatronBody>;

export const PatronCodeParams = z.object({ code: z.string().trim().toLowerCase().min(1).max(40) });

export const Patron = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  automationStatus: PatronAutomationStatus,
  createdAt: Timestamp,
  /** Whether the caller is one of its members or staff: they edit it and read its invoices, reports and questions. */
  canManage: z.boolean(),
});
export type Patron = z.infer<typeof Patron>;

export const PatronList = z.object({ data: z.array(Patron) });
export type PatronList = z.infer<typeof PatronList>;

/** A patron as the pages of the socials it sponsors show it. */
export const PatronBadge = Patron.pick({ id: true, code: true, name: true, logoUrl: true, websiteUrl: true });
export type PatronBadge = z.infer<typeof PatronBadge>;
export const SocialPatrons = z.object({ data: z.array(PatronBadge) });
export type SocialPatrons = z.infer<typeof SocialPatrons>;

export const AddPatronMemberBody = z.object({ email: z.string().trim().toLowerCase().email('Not an e-mail address').max(254) });
export type AddPatronMemberBody = z.input<typeof AddPatronMemberBody>;
export const PatronMember = z.object({ userId: z.string(), email: z.string(), name: z.string() });
export type PatronMember = z.infer<typeof PatronMember>;

export const SponsorSocialBody = z.object({ socialId: Id });
export type SponsorSocialBody = z.input<typeof SponsorSocialBody>;

/** A sponsored social, as the patron's pages list it. */
export const PatronEvent = z.object({ id: z.string(), slug: z.string(), title: z.string(), eventTimestamp: Timestamp, timezone: z.string() });
export type PatronEvent = z.infer<typeof PatronEvent>;
export const PatronEvents = z.object({ data: z.array(PatronEvent) });
export type PatronEvents = z.infer<typeof PatronEvents>;

export const CreateInvoiceBody = z.object({
  description: z.string().trim().min(2, 'At least 2 characters').max(200),
  /** In the currency's minor unit (cents). */
  amount: z.number().int('Whole minor units (cents)').min(1, 'More than zero').max(100_000_000),
  currency: InvoiceCurrency.default('USD'),
});
export type CreateInvoiceBody = z.input<typeof CreateInvoiceBody>;

export const PatronInvoice = z.object({
  id: z.string(),
  patronId: z.string(),
  /** SOC-2026-0001: sequential within the year of issue, across all patrons. */
  number: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: InvoiceCurrency,
  status: InvoiceStatus,
  issuedAt: Timestamp,
});
export type PatronInvoice = z.infer<typeof PatronInvoice>;
export const PatronInvoiceList = z.object({ data: z.array(PatronInvoice) });
export type PatronInvoiceList = z.infer<typeof PatronInvoiceList>;

export const PatronInvoiceParams = z.object({ id: Id, invoiceId: Id });

/** PATCH /patrons/{id}/invoices/{invoiceId} (staff): an issued invoice is marked paid or void; its number stays. */
export const UpdateInvoiceBody = z.object({ status: z.enum(['PAID', 'VOID']) }).strict();
export type UpdateInvoiceBody = z.infer<typeof UpdateInvoiceBody>;

/** One sponsored social in a patron's report: counts of everyone, names only of those who chose to share them. */
export const PatronSocialReport = z.object({
  social: PatronEvent,
  going: z.number().int(),
  checkedIn: z.number().int(),
  sharedAttendees: z.array(z.object({ name: z.string(), headline: z.string(), checkedIn: z.boolean() })),
});
export type PatronSocialReport = z.infer<typeof PatronSocialReport>;
export const PatronReport = z.object({ data: z.array(PatronSocialReport) });
export type PatronReport = z.infer<typeof PatronReport>;

export const PatronQuestion = z.object({ id: z.string(), patronId: z.string(), text: z.string(), status: PatronQuestionStatus, createdAt: Timestamp });
export type PatronQuestion = z.infer<typeof PatronQuestion>;
export const PatronQuestionBank = z.object({ automationStatus: PatronAutomationStatus, data: z.array(PatronQuestion) });
export type PatronQuestionBank = z.infer<typeof PatronQuestionBank>;

export const PatronQuestionParams = z.object({ id: Id, questionId: Id });
export const ModeratePatronQuestionBody = z.object({ status: PatronQuestionStatus.exclude(['PENDING']) });
export type ModeratePatronQuestionBody = z.input<typeof ModeratePatronQuestionBody>;

/** The signed-in user's own patron settings: whether patrons of the socials they attend may see their name and headline. */
export const MyPatronSettings = z.object({ shareWithPatrons: z.boolean() });
export type MyPatronSettings = z.infer<typeof MyPatronSettings>;
export const UpdateMyPatronBody = z.object({ shareWithPatrons: z.boolean() });
export type UpdateMyPatronBody = z.input<typeof UpdateMyPatronBody>;
