import { type AreaMatrix, type RsvpRef, bySocial, deletedSocialSignedIn, hostsAndStaff } from '../../security/matrix';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** Like freshRsvp, on a social that takes attendance by HOST_QRCODE and has it open. */
    freshCheckInRsvp(): Promise<RsvpRef>;
  }
}

/** Who may call the routes of attendance. */
export const matrix: AreaMatrix = {
  entries: [
    // Attendance: the settings and the event's check-in code are the hosts'; check-ins depend on the method.
    { route: 'GET /api/socials/:id/attendance', object: 'public social', expect: hostsAndStaff, request: (w) => bySocial(w.publicSocial) },
    { route: 'GET /api/socials/:id/attendance', object: 'deleted social', expect: deletedSocialSignedIn, request: (w) => bySocial(w.deletedSocial) },
    {
      route: 'PATCH /api/socials/:id/attendance',
      object: 'new public social',
      expect: hostsAndStaff,
      request: async (w) => {
        const social = await w.freshSocial('public');
        return { ...bySocial(social), payload: { status: 'PENDING' }, writes: { social: social.id } };
      },
    },
    // Scanning an attendee's ticket is the hosts' job; the scanned RSVP must belong to the social in the path.
    {
      route: 'POST /api/socials/:id/rsvps/attendances',
      object: "the guest's ticket, scanned (HOST_QRCODE)",
      expect: hostsAndStaff,
      request: async (w) => {
        const rsvp = await w.freshCheckInRsvp();
        return { params: { id: rsvp.socialId }, payload: { method: 'HOST_QRCODE', rsvpId: rsvp.id }, writes: { rsvp: rsvp.id } };
      },
    },
    {
      route: 'POST /api/socials/:id/rsvps/attendances',
      object: "an RSVP of host B's social scanned under host A's social",
      expect: { anonymous: '401', attendee: '403', host: '404', otherHost: '403', admin: '404' },
      request: (w) => ({
        params: { id: w.publicSocial.id },
        payload: { method: 'HOST_QRCODE', rsvpId: w.otherHostRsvp.id },
        writes: { rsvp: w.otherHostRsvp.id },
      }),
    },
  ],
  seed: async ({ actors, sendOk, createSocial, guestRsvp }) => ({
    freshCheckInRsvp: async () => {
      const social = await createSocial(actors.hostA.token, 'public');
      await sendOk('PATCH', `/api/socials/${social.id}`, actors.hostA.token, { attendance: { methods: ['HOST_QRCODE'] } });
      await sendOk('PATCH', `/api/socials/${social.id}/attendance`, actors.hostA.token, { status: 'PENDING' });
      await sendOk('PATCH', `/api/socials/${social.id}/attendance`, actors.hostA.token, { status: 'OPEN' });
      return guestRsvp(social);
    },
  }),
};
