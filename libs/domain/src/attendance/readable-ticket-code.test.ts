import { describe, expect, it } from 'vitest';
import { isReadableTicketCode, normalizeTicketCode, readableTicketCode } from './readable-ticket-code';

const ticketCode = '7f3a91c2b4d5e6f708192a3b4c5d6e7f';

describe('readable ticket code', () => {
  it('shows the first 8 digits of the ticket code in two groups', () => {
    expect(readableTicketCode(ticketCode)).toBe('7F3A-91C2');
  });

  it('reads back what the ticket shows, however it is typed', () => {
    for (const typed of ['7F3A-91C2', '7f3a91c2', ' 7f3a 91C2 ', '7F3A - 91C2']) {
      expect(normalizeTicketCode(typed)).toBe('7f3a91c2');
      expect(ticketCode.startsWith(normalizeTicketCode(typed))).toBe(true);
    }
  });

  it('leaves a scanned ticket code whole', () => {
    expect(normalizeTicketCode(ticketCode)).toBe(ticketCode);
    expect(isReadableTicketCode(normalizeTicketCode(ticketCode))).toBe(false);
  });

  it('takes 8 hex digits as the readable code, nothing else', () => {
    expect(isReadableTicketCode('7f3a91c2')).toBe(true);
    expect(isReadableTicketCode('7f3a91c')).toBe(false);
    expect(isReadableTicketCode('7f3a91zz')).toBe(false);
  });
});
