import { describe, expect, it } from 'vitest';
import { RsvpStatus } from '../common/enums';
import { canTransitionRsvp, completedRsvpStatus, rsvpTransitionActors } from './rsvp-transitions';
import { holdsSeat } from './holds-seat';

describe('RSVP transitions', () => {
  it('uses the RSVP status set', () => {
    expect(RsvpStatus.options).toEqual(['INITIAL', 'PARTIAL_UPDATE', 'APPROVED', 'CANCELLED', 'PENDING', 'REJECTED', 'WAITLIST', 'ATTENDED', 'HIDDEN']);
  });

  it('"Hosts approve or waitlist attendees" — and the attendee cannot', () => {
    for (const from of ['PENDING', 'WAITLIST'] as const) {
      expect(canTransitionRsvp(from, 'APPROVED', 'HOST')).toBe(true);
      expect(canTransitionRsvp(from, 'APPROVED', 'ATTENDEE')).toBe(false);
    }
    expect(canTransitionRsvp('PENDING', 'WAITLIST', 'HOST')).toBe(true);
    expect(canTransitionRsvp('PENDING', 'WAITLIST', 'ATTENDEE')).toBe(false);
    expect(canTransitionRsvp('PENDING', 'REJECTED', 'HOST')).toBe(true);
  });

  it('the attendee finishes an unfinished RSVP; hosts do not', () => {
    expect(canTransitionRsvp('INITIAL', 'PARTIAL_UPDATE', 'ATTENDEE')).toBe(true);
    for (const to of ['PENDING', 'APPROVED', 'WAITLIST'] as const) {
      expect(rsvpTransitionActors('PARTIAL_UPDATE', to)).toEqual(['ATTENDEE']);
    }
  });

  it('either side cancels an RSVP that is not settled; nobody cancels a settled one', () => {
    for (const from of ['PENDING', 'WAITLIST', 'APPROVED'] as const) expect(rsvpTransitionActors(from, 'CANCELLED')).toEqual(['ATTENDEE', 'HOST']);
    for (const from of ['REJECTED', 'ATTENDED', 'CANCELLED', 'HIDDEN'] as const) expect(rsvpTransitionActors(from, 'CANCELLED')).toEqual([]);
  });

  it('ATTENDED is set once, from APPROVED only, never twice', () => {
    const into = RsvpStatus.options.filter((from) => rsvpTransitionActors(from, 'ATTENDED').length > 0);
    expect(into).toEqual(['APPROVED']);
    expect(RsvpStatus.options.filter((to) => rsvpTransitionActors('ATTENDED', to).length > 0)).toEqual([]);
  });

  it('nothing leaves CANCELLED: a new RSVP starts over', () => {
    expect(RsvpStatus.options.filter((to) => rsvpTransitionActors('CANCELLED', to).length > 0)).toEqual([]);
  });

  it('no one moves an RSVP back to unfinished', () => {
    for (const from of RsvpStatus.options) {
      expect(rsvpTransitionActors(from, 'INITIAL')).toEqual([]);
      if (from !== 'INITIAL') expect(rsvpTransitionActors(from, 'PARTIAL_UPDATE')).toEqual([]);
    }
  });

  it('no way into APPROVED starts from a status that already holds a seat (confirmedPax would count it twice)', () => {
    for (const from of RsvpStatus.options) {
      if (holdsSeat(from)) expect(rsvpTransitionActors(from, 'APPROVED')).toEqual([]);
    }
  });
});

describe('completedRsvpStatus', () => {
  it('is PENDING when the host reviews RSVPs, whatever the seats', () => {
    expect(completedRsvpStatus({ requiresApproval: true, hasFreeSeat: true })).toBe('PENDING');
    expect(completedRsvpStatus({ requiresApproval: true, hasFreeSeat: false })).toBe('PENDING');
  });

  it('is APPROVED with a free seat and WAITLIST without', () => {
    expect(completedRsvpStatus({ requiresApproval: false, hasFreeSeat: true })).toBe('APPROVED');
    expect(completedRsvpStatus({ requiresApproval: false, hasFreeSeat: false })).toBe('WAITLIST');
  });
});
