import type { InvoiceStatus } from './patron.schema';

/** Where an invoice may go from each status: an issued one is paid or voided; a paid or void one stays so (a void invoice keeps its number). */
const NEXT: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  ISSUED: ['PAID', 'VOID'],
  PAID: [],
  VOID: [],
};

/** null when the change is allowed (or changes nothing), else why not. */
export function refuseInvoiceStatusChange(from: InvoiceStatus, to: InvoiceStatus): string | null {
  if (from === to || NEXT[from].includes(to)) return null;
  if (from === 'VOID') return 'This invoice is void: issue a new one instead';
  if (from === 'PAID') return to === 'VOID' ? 'This invoice is paid: it can no longer be voided' : 'This invoice is paid';
  return `An invoice cannot go back to ${to.toLowerCase()}`;
}
