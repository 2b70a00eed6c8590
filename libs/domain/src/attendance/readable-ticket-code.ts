/**
 * A ticket's QR code carries its whole ticket code (32 hex digits); nobody reads that aloud at a
 * door. The ticket shows its first 8 digits instead, in two groups ("7F3A-91C2"), and the host's
 * typed code is matched on them within the one social.
 */
export const READABLE_TICKET_CODE_LENGTH = 8;

/** What the ticket shows under its QR code: "7f3a91c2…" → "7F3A-91C2". */
export function readableTicketCode(ticketCode: string): string {
  const head = normalizeTicketCode(ticketCode).slice(0, READABLE_TICKET_CODE_LENGTH).toUpperCase();
  return `${head.slice(0, 4)}-${head.slice(4)}`;
}

/** A code as typed or scanned, in the form tickets are stored: no spaces or dashes, lower case. */
export function normalizeTicketCode(entered: string): string {
  return entered.replace(/[\s-]+/g, '').toLowerCase();
}

/** Whether a normalized code is the readable part of a ticket code rather than the whole of it. */
export function isReadableTicketCode(code: string): boolean {
  return code.length === READABLE_TICKET_CODE_LENGTH && /^[0-9a-f]+$/.test(code);
}
