import { describe, expect, it } from 'vitest';
import { approvalStatusAfterEdit, changesReviewedContent, type ReviewedContent } from './approval-after-edit';

const current: ReviewedContent = {
  title: 'Gala',
  description: 'Dinner',
  htmlDescription: null,
  splashImageUrl: 'https://img.example/a.png',
  venue: 'The Hall',
  venueData: { address: '1 Main St', lat: 1, lng: 2 },
  ticketTiers: [{ name: 'General', type: 'PAID', ticketPrice: 5000, depositAmount: 0 }],
};

describe('changesReviewedContent', () => {
  it('sees a new title, description, image, venue or tier content', () => {
    expect(changesReviewedContent(current, { title: 'Gala 2' })).toBe(true);
    expect(changesReviewedContent(current, { description: 'Lunch' })).toBe(true);
    expect(changesReviewedContent(current, { htmlDescription: '<p>Lunch</p>' })).toBe(true);
    expect(changesReviewedContent(current, { splashImageUrl: 'https://img.example/b.png' })).toBe(true);
    expect(changesReviewedContent(current, { venue: 'The Barn' })).toBe(true);
    expect(changesReviewedContent(current, { venueData: { address: '2 Main St', lat: 1, lng: 2 } })).toBe(true);
    expect(changesReviewedContent(current, { ticketTiers: [{ name: 'General', type: 'PAID', ticketPrice: 9000, depositAmount: 0 }] })).toBe(true);
    expect(changesReviewedContent(current, { ticketTiers: [...current.ticketTiers, { name: 'VIP', type: 'PAID', ticketPrice: 9000, depositAmount: 0 }] })).toBe(
      true,
    );
  });

  it('ignores fields left out or sent unchanged, key order and tier quantities', () => {
    expect(changesReviewedContent(current, {})).toBe(false);
    expect(changesReviewedContent(current, { ...current, venueData: { lng: 2, lat: 1, address: '1 Main St' } })).toBe(false);
    const withQuantity = [{ name: 'General', type: 'PAID', ticketPrice: 5000, depositAmount: 0, quantity: 40 }];
    expect(changesReviewedContent(current, { ticketTiers: withQuantity })).toBe(false);
  });
});

describe('approvalStatusAfterEdit', () => {
  const edit = { isPublic: true, byStaff: false, changesReviewedContent: true };

  it('sends a listed public social back to PENDING when a host changes what was reviewed', () => {
    expect(approvalStatusAfterEdit({ ...edit, status: 'APPROVED' })).toBe('PENDING');
    expect(approvalStatusAfterEdit({ ...edit, status: 'APPROVED_FEATURE' })).toBe('PENDING');
  });

  it('keeps the status for staff edits, other edits and private socials', () => {
    expect(approvalStatusAfterEdit({ ...edit, status: 'APPROVED', byStaff: true })).toBe('APPROVED');
    expect(approvalStatusAfterEdit({ ...edit, status: 'APPROVED', changesReviewedContent: false })).toBe('APPROVED');
    expect(approvalStatusAfterEdit({ ...edit, status: 'APPROVED', isPublic: false })).toBe('APPROVED');
    expect(approvalStatusAfterEdit({ ...edit, status: 'DECLINED' })).toBe('DECLINED');
  });

  it('puts a social sent back for revision in the queue again on any host edit', () => {
    expect(approvalStatusAfterEdit({ ...edit, status: 'REVISION_NEEDED', changesReviewedContent: false })).toBe('PENDING');
  });
});
