import { formatInvoiceAmount, type Patron, type PatronBadge, type PatronEvent, type PatronInvoice, type PatronQuestion } from '@socials/domain';
import type { PatronInvoiceRow, PatronQuestionRow, PatronRow, SponsoredSocialRow } from './patrons.repo';

export function toPatron(row: PatronRow, canManage: boolean): Patron {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    websiteUrl: row.websiteUrl,
    automationStatus: row.automationStatus,
    createdAt: row.createdAt.getTime(),
    canManage,
  };
}

export function toPatronBadge(row: PatronRow): PatronBadge {
  return { id: row.id, code: row.code, name: row.name, logoUrl: row.logoUrl, websiteUrl: row.websiteUrl };
}

export function toPatronEvent(row: SponsoredSocialRow): PatronEvent {
  return { id: row.id, slug: row.slug, title: row.title, eventTimestamp: row.eventAt.getTime(), timezone: row.timezone };
}

export function toInvoice(row: PatronInvoiceRow): PatronInvoice {
  return {
    id: row.id,
    patronId: row.patronId,
    number: row.number,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    issuedAt: row.issuedAt.getTime(),
  };
}

export function toQuestion(row: PatronQuestionRow): PatronQuestion {
  return { id: row.id, patronId: row.patronId, text: row.text, status: row.status, createdAt: row.createdAt.getTime() };
}

/** The lines of an invoice's PDF. */
export function invoiceLines(invoice: PatronInvoiceRow, patron: PatronRow): { title: string; lines: string[] } {
  return {
    title: `Invoice ${invoice.number}`,
    lines: [
      `Issued: ${invoice.issuedAt.toISOString().slice(0, 10)}`,
      `Billed to: ${patron.name}`,
      ...(patron.websiteUrl ? [patron.websiteUrl] : []),
      '',
      `Description: ${invoice.description}`,
      `Amount due: ${formatInvoiceAmount(invoice.amount, invoice.currency)} (${invoice.currency})`,
      `Status: ${invoice.status}`,
      '',
      'Thank you for sponsoring socials on our platform.',
    ],
  };
}
