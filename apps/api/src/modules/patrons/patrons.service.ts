import {
  formatInvoiceNumber,
  getDisplayName,
  getHeadline,
  invoiceYearOf,
  refuseInvoiceStatusChange,
  type AddPatronMemberBody,
  type CreateInvoiceBody,
  type CreatePatronBody,
  type ModeratePatronQuestionBody,
  type MyPatronSettings,
  type Patron,
  type PatronBadge,
  type PatronEvents,
  type PatronInvoice,
  type PatronMember,
  type PatronQuestion,
  type PatronQuestionBank,
  type PatronReport,
  type SocialPatrons,
  type SponsorSocialBody,
  type UpdateInvoiceBody,
  type UpdateMyPatronBody,
  type UpdatePatronBody,
} from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { findVisibleSocial } from '../socials';
import { findOrCreateUserByEmail } from '../users';
import { renderInvoicePdf } from './invoice-pdf';
import { regeneratePatronQuestions } from './patrons.jobs';
import { canManagePatron, requirePatronManager, requirePatronStaff } from './patrons.policy';
import {
  addPatronMember,
  addSponsorship,
  allocateInvoiceSequence,
  countAttendance,
  findInvoice,
  findPatron,
  findPatronsByIds,
  findQuestion,
  findSharePreference,
  insertInvoice,
  insertPatron,
  isPatronMember,
  listInvoices,
  listPatronMembers,
  listPatrons,
  listPatronsOfMember,
  listPatronsOfSocial,
  listQuestions,
  listSharingAttendees,
  listSponsoredSocials,
  lockInvoice,
  patronIdsOfMember,
  saveSharePreference,
  setAutomationStatus,
  setInvoiceStatus,
  setQuestionStatus,
  socialExists,
  updatePatron,
  type PatronRow,
} from './patrons.repo';
import { invoiceLines, toInvoice, toPatron, toPatronBadge, toPatronEvent, toQuestion } from './patrons.views';
import { patronsError } from './patrons.errors';

async function loadPatron(db: DbOrTx, by: { id: string } | { code: string }): Promise<PatronRow> {
  const patron = await findPatron(db, by);
  if (!patron) throw patronsError('NOT_FOUND', 'Patron not found');
  return patron;
}

async function isMember(db: DbOrTx, viewer: Caller | null, patronId: string): Promise<boolean> {
  return viewer !== null && (await isPatronMember(db, patronId, viewer.userId));
}

/** The patron, once the caller is shown to act for it (a member or staff). */
async function loadManagedPatron(db: DbOrTx, viewer: Caller, patronId: string): Promise<PatronRow> {
  const patron = await loadPatron(db, { id: patronId });
  requirePatronManager(viewer, await isMember(db, viewer, patronId));
  return patron;
}

async function viewOf(db: DbOrTx, viewer: Caller | null, patron: PatronRow): Promise<Patron> {
  return toPatron(patron, canManagePatron(viewer, await isMember(db, viewer, patron.id)));
}

/** GET /patrons: every patron, by name. */
export async function listAllPatrons(db: Db, viewer: Caller | null): Promise<{ data: Patron[] }> {
  const mine = viewer ? await patronIdsOfMember(db, viewer.userId) : new Set<string>();
  return { data: (await listPatrons(db)).map((row) => toPatron(row, canManagePatron(viewer, mine.has(row.id)))) };
}

/** GET /patrons/mine: the patrons the caller acts for. */
export async function listMyPatrons(db: Db, viewer: Caller): Promise<{ data: Patron[] }> {
  return { data: (await listPatronsOfMember(db, viewer.userId)).map((row) => toPatron(row, true)) };
}

export async function getPatron(db: Db, viewer: Caller | null, by: { id: string } | { code: string }): Promise<Patron> {
  return viewOf(db, viewer, await loadPatron(db, by));
}

const codeTaken = () =>
  patronsError('PATRON_CODE_TAKEN', 'Another patron has this code', { fieldErrors: [{ field: 'body.code', message: 'Another patron has this code' }] });

/** POST /patrons (staff). */
export async function createPatron(db: Db, viewer: Caller, body: CreatePatronBody): Promise<Patron> {
  requirePatronStaff(viewer, 'create patrons');
  if (await findPatron(db, { code: body.code })) throw codeTaken();
  try {
    const row = await insertPatron(db, {
      name: body.name,
      code: body.code,
      description: body.description ?? '',
      logoUrl: body.logoUrl ?? null,
      websiteUrl: body.websiteUrl ?? null,
    });
    return toPatron(row, true);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw codeTaken();
    throw error;
  }
}

/** PATCH /patrons/{id}: its members and staff change the profile. */
export async function changePatron(db: Db, viewer: Caller, patronId: string, body: UpdatePatronBody): Promise<Patron> {
  await loadManagedPatron(db, viewer, patronId);
  const changes: Parameters<typeof updatePatron>[2] = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description;
  if (body.logoUrl !== undefined) changes.logoUrl = body.logoUrl;
  if (body.websiteUrl !== undefined) changes.websiteUrl = body.websiteUrl;
  if (Object.keys(changes).length === 0) throw patronsError('PATRON_NOTHING_TO_CHANGE', 'Send a name, description, logo or website');
  await updatePatron(db, patronId, changes);
  return viewOf(db, viewer, await loadPatron(db, { id: patronId }));
}

/** GET /patrons/{id}/upcoming-events: the listed socials it sponsors that are not over yet. */
export async function listUpcomingEvents(db: Db, patronId: string, now = new Date()): Promise<PatronEvents> {
  await loadPatron(db, { id: patronId });
  return { data: (await listSponsoredSocials(db, patronId, { upcomingAfter: now })).map(toPatronEvent) };
}

/** POST /patrons/{id}/members (staff): the person with this e-mail acts for the patron (an account is made for a new address). */
export async function addMember(db: Db, viewer: Caller, patronId: string, body: AddPatronMemberBody): Promise<{ data: PatronMember[] }> {
  requirePatronStaff(viewer, "add a patron's members");
  await loadPatron(db, { id: patronId });
  const { user } = await findOrCreateUserByEmail(db, body.email);
  await addPatronMember(db, patronId, user.id);
  return listMembers(db, viewer, patronId);
}

/** GET /patrons/{id}/members: its members and staff. */
export async function listMembers(db: Db, viewer: Caller, patronId: string): Promise<{ data: PatronMember[] }> {
  await loadManagedPatron(db, viewer, patronId);
  const rows = await listPatronMembers(db, patronId);
  return { data: rows.map((row) => ({ userId: row.userId, email: row.email, name: getDisplayName(row) || row.email })) };
}

/** POST /patrons/{id}/sponsorships (staff): the patron sponsors a social; its logo shows there from then on. */
export async function sponsorSocial(db: Db, viewer: Caller, patronId: string, body: SponsorSocialBody): Promise<PatronEvents> {
  requirePatronStaff(viewer, 'add sponsorships');
  await loadPatron(db, { id: patronId });
  if (!(await socialExists(db, body.socialId))) {
    throw patronsError('PATRON_SOCIAL_NOT_FOUND', 'No such social', { fieldErrors: [{ field: 'body.socialId', message: 'No such social' }] });
  }
  await addSponsorship(db, patronId, body.socialId);
  return { data: (await listSponsoredSocials(db, patronId)).map(toPatronEvent) };
}

/** The badges (name, logo, website) of these patrons, in the order given; unknown ids left out. Other areas (conference partners) read patrons through this. */
export async function patronBadgesByIds(db: DbOrTx, ids: readonly string[]): Promise<PatronBadge[]> {
  const byId = new Map((await findPatronsByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPatronBadge(row)] : [];
  });
}

/** GET /socials/{id}/patrons: who sponsors a social, wherever the caller may see the social. */
export async function listSocialPatrons(db: Db, viewer: Caller | null, socialId: string): Promise<SocialPatrons> {
  await findVisibleSocial(db, viewer, socialId);
  return { data: (await listPatronsOfSocial(db, socialId)).map(toPatronBadge) };
}

/** POST /patrons/{id}/invoices (staff): numbered in sequence within the year, however many are issued at once. */
export async function createInvoice(db: Db, viewer: Caller, patronId: string, body: CreateInvoiceBody, now = new Date()): Promise<PatronInvoice> {
  requirePatronStaff(viewer, 'issue invoices');
  await loadPatron(db, { id: patronId });
  const row = await withTransaction(db, async (tx) => {
    const year = invoiceYearOf(now);
    const sequence = await allocateInvoiceSequence(tx, year);
    return insertInvoice(tx, {
      patronId,
      year,
      sequence,
      number: formatInvoiceNumber(year, sequence),
      description: body.description,
      amount: body.amount,
      currency: body.currency ?? 'USD',
      issuedAt: now,
    });
  });
  return toInvoice(row);
}

export async function listPatronInvoices(db: Db, viewer: Caller, patronId: string): Promise<{ data: PatronInvoice[] }> {
  await loadManagedPatron(db, viewer, patronId);
  return { data: (await listInvoices(db, patronId)).map(toInvoice) };
}

/** PATCH /patrons/{id}/invoices/{invoiceId} (staff): an issued invoice is marked paid or void; a void one keeps its number. */
export async function updateInvoiceStatus(db: Db, viewer: Caller, patronId: string, invoiceId: string, body: UpdateInvoiceBody): Promise<PatronInvoice> {
  requirePatronStaff(viewer, 'mark invoices paid or void');
  const row = await withTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, patronId, invoiceId);
    if (!invoice) throw patronsError('NOT_FOUND', 'Invoice not found');
    const refusal = refuseInvoiceStatusChange(invoice.status, body.status);
    if (refusal) throw patronsError('INVOICE_SETTLED', refusal);
    return invoice.status === body.status ? invoice : setInvoiceStatus(tx, invoice.id, body.status);
  });
  return toInvoice(row);
}

/** GET /patrons/{id}/invoices/{invoiceId}/pdf: the invoice as a PDF and its file name. */
export async function renderPatronInvoice(db: Db, viewer: Caller, patronId: string, invoiceId: string): Promise<{ pdf: Uint8Array; fileName: string }> {
  const patron = await loadManagedPatron(db, viewer, patronId);
  const invoice = await findInvoice(db, patronId, invoiceId);
  if (!invoice) throw patronsError('NOT_FOUND', 'Invoice not found');
  return { pdf: await renderInvoicePdf(invoiceLines(invoice, patron)), fileName: `${invoice.number}.pdf` };
}

/** GET /patrons/{id}/reports: per sponsored social, how many go and came, and who of them chose to share their name. */
export async function getPatronReport(db: Db, viewer: Caller, patronId: string): Promise<PatronReport> {
  await loadManagedPatron(db, viewer, patronId);
  const socials = await listSponsoredSocials(db, patronId);
  const ids = socials.map((social) => social.id);
  const counts = await countAttendance(db, ids);
  const sharing = await listSharingAttendees(db, ids);
  return {
    data: socials.map((social) => ({
      social: toPatronEvent(social),
      going: counts.get(social.id)?.going ?? 0,
      checkedIn: counts.get(social.id)?.checkedIn ?? 0,
      sharedAttendees: sharing
        .filter((person) => person.socialId === social.id)
        .map((person) => ({ name: getDisplayName(person), headline: getHeadline(person), checkedIn: person.attendedAt !== null })),
    })),
  };
}

/** GET /patrons/{id}/question-bank: its questions, any status, and where its automation stands. */
export async function getQuestionBank(db: Db, viewer: Caller, patronId: string): Promise<PatronQuestionBank> {
  const patron = await loadManagedPatron(db, viewer, patronId);
  return { automationStatus: patron.automationStatus, data: (await listQuestions(db, { patronId })).map(toQuestion) };
}

/** GET /patrons/{id}/moderate-question-bank (staff): the patron's questions that wait for moderation. */
export async function getModerationQueue(db: Db, viewer: Caller, patronId: string): Promise<PatronQuestionBank> {
  requirePatronStaff(viewer, 'moderate question banks');
  const patron = await loadPatron(db, { id: patronId });
  return { automationStatus: patron.automationStatus, data: (await listQuestions(db, { patronId, status: 'PENDING' })).map(toQuestion) };
}

/** PATCH /patrons/{id}/question-bank/{questionId} (staff): approve or reject a question. */
export async function moderateQuestion(
  db: Db,
  viewer: Caller,
  patronId: string,
  questionId: string,
  body: ModeratePatronQuestionBody,
): Promise<PatronQuestion> {
  requirePatronStaff(viewer, 'moderate question banks');
  if (!(await findQuestion(db, patronId, questionId))) throw patronsError('NOT_FOUND', 'Question not found');
  return toQuestion(await setQuestionStatus(db, questionId, body.status, viewer.userId));
}

/** POST /patrons/{id}/question-bank/regenerate: PENDING now, and a job writes the bank again from the sponsored socials. */
export async function requestQuestionRegeneration(db: Db, jobs: JobQueue, viewer: Caller, patronId: string): Promise<PatronQuestionBank> {
  await loadManagedPatron(db, viewer, patronId);
  await withTransaction(db, async (tx) => {
    await setAutomationStatus(tx, patronId, 'PENDING');
    await jobs.enqueue(tx, regeneratePatronQuestions, { patronId }, { key: `patrons.regenerate:${patronId}:${Date.now()}` });
  });
  return getQuestionBank(db, viewer, patronId);
}

/** GET /users/me/patron. */
export async function getMyPatronSettings(db: Db, viewer: Caller): Promise<MyPatronSettings> {
  return { shareWithPatrons: await findSharePreference(db, viewer.userId) };
}

/** PATCH /users/me/patron: the caller chooses whether patrons of the socials they attend see their name and headline. */
export async function updateMyPatronSettings(db: Db, viewer: Caller, body: UpdateMyPatronBody): Promise<MyPatronSettings> {
  await saveSharePreference(db, viewer.userId, body.shareWithPatrons);
  return getMyPatronSettings(db, viewer);
}
