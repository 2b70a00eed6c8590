import type { DuplicateSocialReply, ErrorBody, Social, SocialDetail } from '@socials/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, DAY, HOUR, acceptCoHostInvitation, createSocial, socialBody } from '../../test/kit';

const venueData = { name: 'The Loft', address: '12 Main St', city: 'New York', coordinate: { latitude: 40.71, longitude: -74.0 } };
const checkInPoint = { latitude: 40.7105, longitude: -74.0005 };

describeOnOneDatabase(
  'social settings, duplicate, calendar',
  (h) => {
    let owner: { token: string; userId: string };
    let cohost: { token: string; userId: string };
    let stranger: { token: string; userId: string };

    beforeAll(async () => {
      owner = await h().signIn('settings-owner@example.com', { firstName: 'Olive', lastName: 'Owner' });
      cohost = await h().signIn('settings-cohost@example.com', { firstName: 'Cole', lastName: 'Host' });
      stranger = await h().signIn('settings-stranger@example.com');
    });

    const create = (overrides: Record<string, unknown> = {}) => createSocial(h(), owner, { title: 'Settings Social', ...overrides }, { startsIn: 5 * DAY });

    it('gives a new social the default settings', async () => {
      const social = await create();
      expect(social).toEqual(
        expect.objectContaining({
          requiresApproval: false,
          waitlistPromotionMode: 'MANUAL',
          cancellationWindow: null,
          questionnaire: [],
          limitsOrganizations: false,
          attendance: { methods: [], radiusMeters: 200, venueCoordinate: null, status: 'OFF' },
          isSubscribedAllHosts: false,
        }),
      );
    });

    it('restricts RSVPs to people with the invite code, which only hosts and staff can read', async () => {
      const social = await create({ inviteCode: 'Founders-2026', hostIds: [cohost.userId] });
      await acceptCoHostInvitation(h(), cohost, social.id);
      expect(social).toMatchObject({ requiresInviteCode: true, inviteCode: 'Founders-2026', href: `/socials/${social.slug}` });

      const asStranger = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}`, headers: bearer(stranger.token) });
      expect(asStranger.json()).toMatchObject({ requiresInviteCode: true, inviteCode: null });
      const anonymous = await h().app.inject({ method: 'GET', url: `/api/socials/slug/${social.slug}` });
      expect(anonymous.json()).toMatchObject({ requiresInviteCode: true, inviteCode: null });

      const rsvpUrl = `/api/socials/${social.id}/rsvps`;
      const withoutCode = await h().app.inject({ method: 'POST', url: rsvpUrl, headers: bearer(stranger.token), payload: {} });
      expect(withoutCode.statusCode).toBe(400);
      expect((withoutCode.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.inviteCode');
      const wrongCode = await h().app.inject({ method: 'POST', url: rsvpUrl, headers: bearer(stranger.token), payload: { inviteCode: 'guess' } });
      expect(wrongCode.statusCode).toBe(400);
      const afterRefusals = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}`, headers: bearer(owner.token) });
      expect(afterRefusals.json()).toMatchObject({ confirmedPax: 0 });

      const withCode = await h().app.inject({ method: 'POST', url: rsvpUrl, headers: bearer(stranger.token), payload: { inviteCode: ' founders-2026 ' } });
      expect(withCode.statusCode, withCode.body).toBe(201);
      const cohostRsvp = await h().app.inject({ method: 'POST', url: rsvpUrl, headers: bearer(cohost.token), payload: {} });
      expect(cohostRsvp.statusCode, cohostRsvp.body).toBe(201);

      const opened = await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}`, headers: bearer(owner.token), payload: { inviteCode: null } });
      expect(opened.json()).toMatchObject({ requiresInviteCode: false, inviteCode: null });
    });

    it('refuses a malformed invite code with the field at fault', async () => {
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/socials',
        headers: bearer(owner.token),
        payload: socialBody({ inviteCode: 'no spaces!' }),
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.inviteCode');
    });

    it('lets only staff mark a social official', async () => {
      const social = await create();
      expect(social.isOfficial).toBe(false);
      const byOwner = await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}`, headers: bearer(owner.token), payload: { isOfficial: true } });
      expect(byOwner.statusCode).toBe(403);
      const admin = await h().signIn('settings-staff@example.com', { admin: true });
      const byStaff = await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}`, headers: bearer(admin.token), payload: { isOfficial: true } });
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      expect(byStaff.json()).toMatchObject({ isOfficial: true });
    });

    it('shows the lowest ticket price as paymentInfo.ticketPrice', async () => {
      const social = await create();
      expect(social.paymentInfo).toEqual({ ticketPrice: 0 });
    });

    it('stores every setting and edits them, masking the check-in point like the address', async () => {
      const question = { id: 'why', questionType: 'LONG_TEXT', isRequired: true, title: 'Why do you come?' };
      const social = await create({
        venueData,
        hostIds: [cohost.userId],
        requiresApproval: true,
        waitlistPromotionMode: 'AUTOMATIC',
        cancellationWindow: 'WITHIN24H',
        questionnaire: [question],
        limitsOrganizations: true,
        tags: ['ai', 'founders'],
        attendance: { methods: ['GPS', 'HOST_QRCODE'], radiusMeters: 150, venueCoordinate: checkInPoint },
        ticketTiers: [
          { name: 'Free', quantity: 10 },
          { name: 'Supporter', type: 'PAID', ticketPrice: 2500, depositAmount: 500, quantity: 5 },
        ],
      });
      await acceptCoHostInvitation(h(), cohost, social.id);
      expect(social.questionnaire).toEqual([
        expect.objectContaining({ id: 'why', questionType: 'LONG_TEXT', isRequired: true, availableAnswers: [], subQuestions: [], canRemove: true }),
      ]);
      expect(social.ticketTiers.map((t) => [t.name, t.type, t.ticketPrice, t.depositAmount, t.quantity, t.remainingQuantity])).toEqual([
        ['Free', 'FREE', 0, 0, 10, 10],
        ['Supporter', 'PAID', 2500, 500, 5, 5],
      ]);
      expect(social).toEqual(
        expect.objectContaining({ requiresApproval: true, waitlistPromotionMode: 'AUTOMATIC', cancellationWindow: 'WITHIN24H', limitsOrganizations: true }),
      );
      expect(social.attendance).toEqual({ methods: ['GPS', 'HOST_QRCODE'], radiusMeters: 150, venueCoordinate: checkInPoint, status: 'OFF' });

      const asStranger = (await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}`, headers: bearer(stranger.token) })).json() as SocialDetail;
      expect(asStranger.attendance.venueCoordinate).toBeNull();
      expect(asStranger.venueData?.maskedVenue).toBe(true);

      const edited = await h().app.inject({
        method: 'PATCH',
        url: `/api/socials/${social.id}`,
        headers: bearer(cohost.token),
        payload: { cancellationWindow: null, attendance: { radiusMeters: 500 }, questionnaire: [] },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = edited.json() as Social;
      expect(after.cancellationWindow).toBeNull();
      expect(after.questionnaire).toEqual([]);
      expect(after.attendance).toEqual({ methods: ['GPS', 'HOST_QRCODE'], radiusMeters: 500, venueCoordinate: checkInPoint, status: 'OFF' });
    });

    it('refuses a malformed questionnaire and settings, naming the field', async () => {
      const twice = { id: 'q', questionType: 'SHORT_TEXT', title: 'Again' };
      const cases: [Record<string, unknown>, string][] = [
        [{ questionnaire: [twice, twice] }, 'body.questionnaire.1'],
        [{ questionnaire: [{ id: 'c', questionType: 'MULTIPLE_CHOICES', title: 'Pick' }] }, 'body.questionnaire.0.availableAnswers'],
        [{ cancellationWindow: 'WITHIN1H' }, 'body.cancellationWindow'],
        [{ attendance: { radiusMeters: 1 } }, 'body.attendance.radiusMeters'],
        [{ attendance: { methods: ['GPS', 'GPS'] } }, 'body.attendance.methods'],
        [{ waitlistPromotionMode: 'SOMETIMES' }, 'body.waitlistPromotionMode'],
        // An empty city id is a city that does not exist, not "no city" (that is null).
        [{ cityId: '' }, 'body.cityId'],
      ];
      for (const [overrides, field] of cases) {
        const res = await h().app.inject({ method: 'POST', url: '/api/socials', headers: bearer(owner.token), payload: socialBody(overrides) });
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect((res.json() as ErrorBody).fieldErrors?.map((e) => e.field)).toContain(field);
      }
    });

    it('refuses an empty city id on edit too, instead of failing on the foreign key', async () => {
      const social = await create();
      const res = await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}`, headers: bearer(owner.token), payload: { cityId: '' } });
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.cityId', message: 'Unknown city' }]);
    });

    it('refuses RSVPs to a social limited to verified organizations from someone without a verified work e-mail', async () => {
      const social = await create({ limitsOrganizations: true });
      const res = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(stranger.token), payload: {} });
      expect(res.statusCode).toBe(403);
    });

    describe('GET /api/socials/{id}/duplicate', () => {
      it('gives the hosts a create body that POSTs as a new social; saves nothing itself', async () => {
        const social = await create({
          title: 'Monthly Breakfast',
          hostIds: [cohost.userId],
          requiresApproval: true,
          ticketTiers: [{ name: 'Seat', quantity: 3 }],
          questionnaire: [{ id: 'why', questionType: 'SHORT_TEXT', title: 'Why?' }],
        });
        await acceptCoHostInvitation(h(), cohost, social.id);
        const url = `/api/socials/${social.id}/duplicate`;
        expect((await h().app.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode).toBe(403);
        expect((await h().app.inject({ method: 'GET', url })).statusCode).toBe(401);

        const res = await h().app.inject({ method: 'GET', url, headers: bearer(cohost.token) });
        expect(res.statusCode, res.body).toBe(200);
        const copy = res.json() as DuplicateSocialReply;
        expect(copy).toEqual(
          expect.objectContaining({
            title: 'Monthly Breakfast',
            hostIds: [cohost.userId],
            requiresApproval: true,
            ticketTiers: [expect.objectContaining({ name: 'Seat', quantity: 3 })],
          }),
        );
        const hosted = await h().app.inject({ method: 'GET', url: '/api/socials/hosted?limit=100', headers: bearer(owner.token) });
        const before = (hosted.json() as { data: Social[] }).data.length;

        const next = Date.now() + 40 * DAY;
        const posted = await h().app.inject({
          method: 'POST',
          url: '/api/socials',
          headers: bearer(owner.token),
          payload: { ...copy, eventTimestamp: next, eventEndTimestamp: next + HOUR },
        });
        expect(posted.statusCode, posted.body).toBe(201);
        const duplicate = posted.json() as Social;
        expect(duplicate.id).not.toBe(social.id);
        expect(duplicate.questionnaire.map((q) => q.id)).toEqual(['why']);
        expect(duplicate.ticketTiers[0]?.remainingQuantity).toBe(3);
        const hostedAfter = await h().app.inject({ method: 'GET', url: '/api/socials/hosted?limit=100', headers: bearer(owner.token) });
        expect((hostedAfter.json() as { data: Social[] }).data.length).toBe(before + 1);
      });
    });

    describe('GET /api/socials/{id}/calendar.ics', () => {
      it('serves the event as iCalendar, with the address only for those who may see it', async () => {
        const social = await create({ title: 'Calendar Night', venueData });
        const url = `/api/socials/${social.id}/calendar.ics`;
        const anonymous = await h().app.inject({ method: 'GET', url });
        expect(anonymous.statusCode).toBe(200);
        expect(anonymous.headers['content-type']).toContain('text/calendar');
        expect(anonymous.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expect(anonymous.body).toContain('SUMMARY:Calendar Night');
        expect(anonymous.body).toContain('LOCATION:The Loft\\, New York');
        expect(anonymous.body).not.toContain('12 Main St');

        const forOwner = await h().app.inject({ method: 'GET', url, headers: bearer(owner.token) });
        expect(forOwner.body).toContain('12 Main St');

        await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/cancel`, headers: bearer(owner.token) });
        const cancelled = await h().app.inject({ method: 'GET', url });
        expect(cancelled.body).toContain('STATUS:CANCELLED');
        expect(cancelled.body).toContain('SUMMARY:Calendar Night (CANCELLED)');
      });
    });
  },
  { checkSeats: true },
);
