import { describe, expect, it } from 'vitest';
import { canSeeVenueAddress } from './can-see-venue-address';

const social = { owner: { id: 'owner' }, hosts: [{ id: 'cohost' }] };
const guest = { userId: 'guest', isAdmin: false };

describe('canSeeVenueAddress', () => {
  it('hides the address from anonymous visitors', () => {
    expect(canSeeVenueAddress(social, null, null)).toBe(false);
  });

  it('shows it to the owner, co-hosts and admins', () => {
    expect(canSeeVenueAddress(social, { userId: 'owner', isAdmin: false }, null)).toBe(true);
    expect(canSeeVenueAddress(social, { userId: 'cohost', isAdmin: false }, null)).toBe(true);
    expect(canSeeVenueAddress(social, { userId: 'staff', isAdmin: true }, null)).toBe(true);
  });

  it('shows it to attendees whose RSVP is APPROVED or ATTENDED only', () => {
    expect(canSeeVenueAddress(social, guest, { status: 'APPROVED' })).toBe(true);
    expect(canSeeVenueAddress(social, guest, { status: 'ATTENDED' })).toBe(true);
    expect(canSeeVenueAddress(social, guest, { status: 'WAITLIST' })).toBe(false);
    expect(canSeeVenueAddress(social, guest, { status: 'PENDING' })).toBe(false);
    expect(canSeeVenueAddress(social, guest, null)).toBe(false);
  });
});
