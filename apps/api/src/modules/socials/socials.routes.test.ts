import { randomUUID } from 'node:crypto';
import type { ErrorBody, Social, SocialDetail } from '@socials/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, DAY, HOUR, acceptCoHostInvitation, createSocial, socialBody } from '../../test/kit';

describeOnOneDatabase(
  'socials routes',
  (h) => {
    let owner: { token: string; userId: string };
    let cohost: { token: string; userId: string };
    let stranger: { token: string; userId: string };
    let admin: { token: string; userId: string };

    beforeAll(async () => {
      owner = await h().signIn('owner@example.com', { firstName: 'Olive', lastName: 'Owner' });
      cohost = await h().signIn('cohost@example.com', { firstName: 'Cole', lastName: 'Host' });
      stranger = await h().signIn('stranger@example.com', { firstName: 'Stan', lastName: 'Ranger' });
      admin = await h().signIn('staff@example.com', { admin: true, firstName: 'Ada', lastName: 'Admin' });
    });

    const create = (token: string, overrides: Record<string, unknown> = {}) =>
      createSocial(h(), { token, userId: '' }, { title: 'Founders Breakfast', description: 'Coffee and pastries with people building things.', ...overrides });

    function patch(id: string, token: string | null, payload: Record<string, unknown>) {
      return h().app.inject({ method: 'PATCH', url: `/api/socials/${id}`, headers: token ? bearer(token) : {}, payload });
    }

    describe('POST /api/socials', () => {
      it('creates a social owned by the caller with one free tier; a public one awaits review', async () => {
        const social = await create(owner.token, { title: 'Founders Breakfast: São Paulo Edition!' });
        expect(social.owner.id).toBe(owner.userId);
        expect(social.owner.firstName).toBe('Olive');
        expect(social.hosts).toEqual([]);
        expect(social.slug).toMatch(/^founders-breakfast-sao-paulo-edition-[a-z0-9]{6}$/);
        expect(social.ticketTiers).toEqual([
          expect.objectContaining({ name: 'General Admission', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: null, remainingQuantity: null }),
        ]);
        expect(social.publicApprovalStatus).toBe('PENDING');
        expect(social.confirmedPax).toBe(0);
        expect(social.isDeleted).toBe(false);
      });

      it('gives two socials with the same title different slugs', async () => {
        const a = await create(owner.token, { title: 'Same Title' });
        const b = await create(owner.token, { title: 'Same Title' });
        expect(a.slug).not.toBe(b.slug);
      });

      it('needs a signed-in caller', async () => {
        const res = await h().app.inject({ method: 'POST', url: '/api/socials', payload: socialBody() });
        expect(res.statusCode).toBe(401);
      });

      it('refuses an end before the start, naming the field', async () => {
        const start = Date.now() + DAY;
        const res = await h().app.inject({
          method: 'POST',
          url: '/api/socials',
          headers: bearer(owner.token),
          payload: socialBody({ eventTimestamp: start, eventEndTimestamp: start - HOUR }),
        });
        expect(res.statusCode).toBe(400);
        const body = res.json() as ErrorBody;
        expect(body.fieldErrors?.map((e) => e.field)).toContain('body.eventEndTimestamp');
      });

      it('refuses unknown fields, an unknown time zone and an unknown city', async () => {
        const unknownField = await h().app.inject({
          method: 'POST',
          url: '/api/socials',
          headers: bearer(owner.token),
          payload: socialBody({ colour: 'red' }),
        });
        expect(unknownField.statusCode).toBe(400);
        expect((unknownField.json() as ErrorBody).fieldErrors?.map((e) => e.field)).toContain('body.colour');

        const badZone = await h().app.inject({
          method: 'POST',
          url: '/api/socials',
          headers: bearer(owner.token),
          payload: socialBody({ timezone: 'Mars/Olympus' }),
        });
        expect(badZone.statusCode).toBe(400);
        expect((badZone.json() as ErrorBody).fieldErrors?.map((e) => e.field)).toContain('body.timezone');

        const badCity = await h().app.inject({
          method: 'POST',
          url: '/api/socials',
          headers: bearer(owner.token),
          payload: socialBody({ cityId: 'atlantis' }),
        });
        expect(badCity.statusCode).toBe(400);
        expect((badCity.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.cityId', message: 'Unknown city' }]);
      });

      it('invites the co-hosts named at creation; the owner sees them as invited', async () => {
        const social = await create(owner.token, { hostIds: [cohost.userId, owner.userId] });
        expect(social.hosts.map((host) => host.id)).toEqual([cohost.userId]);
        expect(social.pendingHostIds).toEqual([cohost.userId]);
      });
    });

    describe('co-host invitations', () => {
      const invitations = async (token: string) =>
        (await h().app.inject({ method: 'GET', url: '/api/socials/cohost-invitations', headers: bearer(token) })).json() as {
          data: { social: { id: string }; invitedBy: { id: string } }[];
        };
      const respond = (id: string, token: string, answer: 'accept' | 'decline') =>
        h().app.inject({ method: 'POST', url: `/api/socials/${id}/cohost-invitation/${answer}`, headers: bearer(token) });
      const read = async (id: string, token: string | null) =>
        (await h().app.inject({ method: 'GET', url: `/api/socials/${id}`, headers: token ? bearer(token) : {} })).json() as Social;

      it('names a co-host by invitation: e-mailed, not shown and without access until accepted', async () => {
        const invitee = await h().signIn(`invitee-${randomUUID()}@example.com`, { firstName: 'Ivy', lastName: 'Invitee' });
        const social = await create(owner.token, { title: 'Invitation Night', hostIds: [invitee.userId], inviteCode: 'SECRET-1' });

        const [mail] = await h().outbox((await h().app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(invitee.token) })).json().email);
        expect(mail?.subject).toBe('Olive Owner invited you to co-host Invitation Night');
        expect(mail?.text).toContain(`/socials/${social.slug}`);

        // Not a host yet: nobody else sees them as one, and they get no host's access.
        expect((await read(social.id, null)).hosts).toEqual([]);
        expect((await read(social.id, stranger.token)).pendingHostIds).toEqual([]);
        const asInvitee = await read(social.id, invitee.token);
        expect(asInvitee.hosts).toEqual([]);
        expect(asInvitee.inviteCode).toBeNull();
        expect((await patch(social.id, invitee.token, { description: 'Taken over' })).statusCode).toBe(403);
        const hosted = await h().app.inject({ method: 'GET', url: '/api/socials/hosted?limit=100', headers: bearer(invitee.token) });
        expect((hosted.json() as { data: Social[] }).data.map((s) => s.id)).not.toContain(social.id);

        // Saving the form again with the same co-hosts (as the host portal does) neither drops nor re-sends the invitation.
        await patch(social.id, owner.token, { title: 'Invitation Night', hostIds: [invitee.userId] });
        expect((await invitations(invitee.token)).data).toEqual([
          expect.objectContaining({ social: expect.objectContaining({ id: social.id }), invitedBy: expect.objectContaining({ id: owner.userId }) }),
        ]);
        expect((await h().outbox(`${mail?.to}`)).filter((m) => m.subject.startsWith('Olive Owner invited you'))).toHaveLength(1);

        // Nobody else can answer it.
        expect((await respond(social.id, stranger.token, 'accept')).statusCode).toBe(404);
        expect((await respond(social.id, owner.token, 'accept')).statusCode).toBe(404);

        const accepted = await respond(social.id, invitee.token, 'accept');
        expect(accepted.statusCode, accepted.body).toBe(200);
        expect((accepted.json() as Social).hosts.map((host) => host.id)).toEqual([invitee.userId]);
        expect((await read(social.id, null)).hosts.map((host) => host.id)).toEqual([invitee.userId]);
        expect((await read(social.id, invitee.token)).inviteCode).toBe('SECRET-1');
        expect((await patch(social.id, invitee.token, { description: 'Co-hosted now' })).statusCode).toBe(200);
        expect((await invitations(invitee.token)).data).toEqual([]);
        expect((await respond(social.id, invitee.token, 'accept')).statusCode).toBe(404);
      });

      it('lets the invitee decline; the host may invite them again, and removing a co-host withdraws an open invitation', async () => {
        const invitee = await h().signIn(`decliner-${randomUUID()}@example.com`);
        const social = await create(owner.token, { title: 'Declined Invitation', hostIds: [invitee.userId] });
        const declined = await respond(social.id, invitee.token, 'decline');
        expect(declined.statusCode).toBe(200);
        expect(declined.json()).toEqual({ ok: true });
        expect((await read(social.id, owner.token)).hosts).toEqual([]);
        expect((await invitations(invitee.token)).data).toEqual([]);

        await patch(social.id, owner.token, { hostIds: [invitee.userId] });
        expect((await invitations(invitee.token)).data.map((i) => i.social.id)).toEqual([social.id]);
        await patch(social.id, owner.token, { hostIds: [] });
        expect((await invitations(invitee.token)).data).toEqual([]);
        expect((await respond(social.id, invitee.token, 'accept')).statusCode).toBe(404);
      });
    });

    describe('PATCH and DELETE /api/socials/{id}: who may do what', () => {
      let social: Social;

      beforeAll(async () => {
        social = await create(owner.token, { title: 'Permissions Test', hostIds: [cohost.userId] });
        await acceptCoHostInvitation(h(), cohost, social.id);
      });

      it('lets the owner, a co-host and staff edit', async () => {
        const byOwner = await patch(social.id, owner.token, { title: 'Edited by owner' });
        expect(byOwner.statusCode, byOwner.body).toBe(200);
        expect((byOwner.json() as Social).title).toBe('Edited by owner');

        const byCohost = await patch(social.id, cohost.token, { description: 'Edited by co-host' });
        expect(byCohost.statusCode).toBe(200);
        expect((byCohost.json() as Social).description).toBe('Edited by co-host');

        const byAdmin = await patch(social.id, admin.token, { maxCapacity: 40 });
        expect(byAdmin.statusCode).toBe(200);
        expect((byAdmin.json() as Social).maxCapacity).toBe(40);
      });

      it('refuses other users (403) and anonymous callers (401)', async () => {
        expect((await patch(social.id, stranger.token, { title: 'Hijacked' })).statusCode).toBe(403);
        expect((await patch(social.id, null, { title: 'Hijacked' })).statusCode).toBe(401);
        const after = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}` });
        expect((after.json() as Social).title).not.toBe('Hijacked');
      });

      it('answers 404 for an unknown social and 400 for a malformed id', async () => {
        expect((await patch(randomUUID(), owner.token, { title: 'Nobody' })).statusCode).toBe(404);
        expect((await patch('not-a-uuid', owner.token, { title: 'Nobody' })).statusCode).toBe(400);
      });

      it('checks the times against the stored ones on a partial edit', async () => {
        const res = await patch(social.id, owner.token, { eventEndTimestamp: social.eventTimestamp - HOUR });
        expect(res.statusCode).toBe(400);
        expect((res.json() as ErrorBody).fieldErrors?.map((e) => e.field)).toEqual(['body.eventEndTimestamp']);
      });

      it('keeps a cancelled social cancelled: PATCH isCancelled false answers 400 on that field', async () => {
        const target = await create(owner.token, { title: 'Cancelled For Good' });
        const cancelled = await h().app.inject({ method: 'POST', url: `/api/socials/${target.id}/cancel`, headers: bearer(owner.token) });
        expect(cancelled.statusCode).toBe(200);
        for (const token of [owner.token, admin.token]) {
          const revived = await patch(target.id, token, { isCancelled: false });
          expect(revived.statusCode).toBe(400);
          expect((revived.json() as ErrorBody).fieldErrors?.map((e) => e.field)).toEqual(['body.isCancelled']);
        }
        const after = await h().app.inject({ method: 'GET', url: `/api/socials/${target.id}`, headers: bearer(owner.token) });
        expect((after.json() as Social).isCancelled).toBe(true);
      });

      it('lets the owner replace the co-hosts', async () => {
        const res = await patch(social.id, owner.token, { hostIds: [stranger.userId] });
        expect((res.json() as Social).hosts.map((host) => host.id)).toEqual([stranger.userId]);
        expect((await patch(social.id, cohost.token, { title: 'No longer a host' })).statusCode).toBe(403);
        await patch(social.id, owner.token, { hostIds: [cohost.userId] });
      });

      it('lets only the owner or staff delete; afterwards only hosts and staff see it', async () => {
        const target = await create(owner.token, { title: 'To Be Deleted', hostIds: [cohost.userId] });
        const del = (token: string | null) => h().app.inject({ method: 'DELETE', url: `/api/socials/${target.id}`, headers: token ? bearer(token) : {} });

        expect((await del(null)).statusCode).toBe(401);
        expect((await del(stranger.token)).statusCode).toBe(403);
        expect((await del(cohost.token)).statusCode).toBe(403);
        const ok = await del(owner.token);
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual({ ok: true });

        const get = (token: string | null) => h().app.inject({ method: 'GET', url: `/api/socials/${target.id}`, headers: token ? bearer(token) : {} });
        expect((await get(null)).statusCode).toBe(404);
        expect((await get(stranger.token)).statusCode).toBe(404);
        expect((await h().app.inject({ method: 'GET', url: `/api/socials/slug/${target.slug}` })).statusCode).toBe(404);
        const ownerView = await get(owner.token);
        expect(ownerView.statusCode).toBe(200);
        expect((ownerView.json() as Social).isDeleted).toBe(true);
        expect((await get(admin.token)).statusCode).toBe(200);

        const other = await create(owner.token, { title: 'Deleted By Staff' });
        const byAdmin = await h().app.inject({ method: 'DELETE', url: `/api/socials/${other.id}`, headers: bearer(admin.token) });
        expect(byAdmin.statusCode).toBe(200);
      });
    });

    describe('public approval status', () => {
      it('may be set by staff only; a host sending it gets 403', async () => {
        const social = await create(owner.token, { title: 'Needs Approval' });
        const byHost = await patch(social.id, owner.token, { publicApprovalStatus: 'APPROVED' });
        expect(byHost.statusCode).toBe(403);

        const byAdmin = await patch(social.id, admin.token, { publicApprovalStatus: 'APPROVED' });
        expect(byAdmin.statusCode).toBe(200);
        expect((byAdmin.json() as Social).publicApprovalStatus).toBe('APPROVED');
      });

      it('survives a host editing the times and capacity of an approved social, or sending its reviewed content unchanged', async () => {
        const social = await create(owner.token, { title: 'Approved Then Edited' });
        await patch(social.id, admin.token, { publicApprovalStatus: 'APPROVED_FEATURE' });
        const start = Date.now() + 10 * DAY;
        const edit = await patch(social.id, owner.token, {
          title: social.title,
          description: social.description,
          ticketTiers: [{ name: 'General Admission', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: 50 }],
          eventTimestamp: start,
          eventEndTimestamp: start + HOUR,
          maxCapacity: 80,
        });
        expect(edit.statusCode, edit.body).toBe(200);
        expect((edit.json() as Social).publicApprovalStatus).toBe('APPROVED_FEATURE');
      });

      it.each([
        ['title', { title: 'Something Else Entirely' }],
        ['description', { description: 'Now a different event.' }],
        ['image', { splashImageUrl: 'https://images.example.com/new.png' }],
        ['venue', { venue: 'Another Place' }],
        ['tiers', { ticketTiers: [{ name: 'VIP', type: 'PAID', ticketPrice: 9900, depositAmount: 0, quantity: null }] }],
      ])('sends an approved public social back to PENDING, unlisted, when a host changes its %s', async (_what, change) => {
        const cityId = `review-city-${randomUUID().slice(0, 8)}`;
        await h().db.insert(cities).values({ id: cityId, name: 'Reviewville', country: 'US', timezone: 'America/New_York' });
        const listed = async () =>
          ((await h().app.inject({ method: 'GET', url: `/api/socials/public?cityId=${cityId}` })).json() as { data: Social[] }).data.map((s) => s.id);
        const social = await create(owner.token, { title: 'Listed Then Changed', venue: 'The Hall', cityId });
        await patch(social.id, admin.token, { publicApprovalStatus: 'APPROVED' });
        expect(await listed()).toEqual([social.id]);
        const edit = await patch(social.id, owner.token, change);
        expect(edit.statusCode, edit.body).toBe(200);
        expect((edit.json() as Social).publicApprovalStatus).toBe('PENDING');
        expect(await listed()).toEqual([]);

        // Staff editing it keep the status they set.
        await patch(social.id, admin.token, { publicApprovalStatus: 'APPROVED' });
        const byStaff = await patch(social.id, admin.token, { title: 'Fixed By Staff' });
        expect((byStaff.json() as Social).publicApprovalStatus).toBe('APPROVED');
      });

      it('goes back to PENDING when a host revises a social staff sent back', async () => {
        const social = await create(owner.token, { title: 'Needs Work' });
        await patch(social.id, admin.token, { publicApprovalStatus: 'REVISION_NEEDED', publicApprovalReason: 'Add the venue' });
        const edit = await patch(social.id, owner.token, { description: 'Now with an agenda.' });
        expect((edit.json() as Social).publicApprovalStatus).toBe('PENDING');
      });

      it('lists the review queue for staff only, filtered by status', async () => {
        const pending = await create(owner.token, { title: 'In The Queue' });
        const declined = await create(owner.token, { title: 'Declined One' });
        await patch(declined.id, admin.token, { publicApprovalStatus: 'DECLINED', publicApprovalReason: 'Not a tech event' });
        const privateOne = await create(owner.token, { title: 'Private One', isPublic: false });

        const asHost = await h().app.inject({ method: 'GET', url: '/api/socials/reviewing-publicity?status=PENDING', headers: bearer(owner.token) });
        expect(asHost.statusCode).toBe(403);
        expect((await h().app.inject({ method: 'GET', url: '/api/socials/reviewing-publicity' })).statusCode).toBe(401);

        const res = await h().app.inject({ method: 'GET', url: '/api/socials/reviewing-publicity?status=PENDING&limit=100', headers: bearer(admin.token) });
        expect(res.statusCode).toBe(200);
        const ids = (res.json() as { data: Social[] }).data.map((s) => s.id);
        expect(ids).toContain(pending.id);
        expect(ids).not.toContain(declined.id);
        expect(ids).not.toContain(privateOne.id);

        const all = await h().app.inject({ method: 'GET', url: '/api/socials/reviewing-publicity?limit=100', headers: bearer(admin.token) });
        const allIds = (all.json() as { data: Social[] }).data.map((s) => s.id);
        expect(allIds).toEqual(expect.arrayContaining([pending.id, declined.id]));
        expect(allIds).not.toContain(privateOne.id);

        const badStatus = await h().app.inject({ method: 'GET', url: '/api/socials/reviewing-publicity?status=MAYBE', headers: bearer(admin.token) });
        expect(badStatus.statusCode).toBe(400);
        expect((badStatus.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('query.status');
      });

      it('counts the review queue per approval status for staff, the way the queue lists it', async () => {
        const summary = async () => {
          const res = await h().app.inject({ method: 'GET', url: '/api/socials/reviewing-publicity/summary', headers: bearer(admin.token) });
          expect(res.statusCode, res.body).toBe(200);
          return (res.json() as { counts: Record<string, number> }).counts;
        };
        const before = await summary();
        expect(Object.keys(before).sort()).toEqual(['APPROVED', 'APPROVED_FEATURE', 'DECLINED', 'PENDING', 'REVISION_NEEDED']);

        await create(owner.token, { title: 'Counted Pending' });
        const revise = await create(owner.token, { title: 'Counted Revision' });
        await patch(revise.id, admin.token, { publicApprovalStatus: 'REVISION_NEEDED', publicApprovalReason: 'Add the venue' });
        await create(owner.token, { title: 'Not Counted', isPublic: false });

        const after = await summary();
        expect(after.PENDING).toBe((before.PENDING ?? 0) + 1);
        expect(after.REVISION_NEEDED).toBe((before.REVISION_NEEDED ?? 0) + 1);
        expect(after.APPROVED).toBe(before.APPROVED);

        expect((await h().app.inject({ method: 'GET', url: '/api/socials/reviewing-publicity/summary', headers: bearer(owner.token) })).statusCode).toBe(403);
      });
    });

    describe('GET /api/socials/public', () => {
      const cityId = `test-city-${randomUUID().slice(0, 8)}`;
      let listed: Social[];

      beforeAll(async () => {
        await h().db.insert(cities).values({ id: cityId, name: 'Testville', country: 'US', timezone: 'America/New_York' });
        const approve = async (s: Social, status = 'APPROVED') => {
          const res = await patch(s.id, admin.token, { publicApprovalStatus: status, publicApprovalReason: `Reviewed as ${status}` });
          expect(res.statusCode).toBe(200);
        };
        const at = (days: number) => ({ cityId, eventTimestamp: Date.now() + days * DAY, eventEndTimestamp: Date.now() + days * DAY + HOUR });

        // Created out of order so that the list's ordering is the server's doing.
        const third = await create(owner.token, { title: 'Third', ...at(3) });
        const first = await create(owner.token, { title: 'First', ...at(1) });
        const fifth = await create(owner.token, { title: 'Fifth', ...at(5) });
        const second = await create(owner.token, { title: 'Second', ...at(2) });
        const fourth = await create(owner.token, { title: 'Fourth', ...at(4) });
        for (const s of [first, second, third, fifth]) await approve(s);
        await approve(fourth, 'APPROVED_FEATURE');
        listed = [first, second, third, fourth, fifth];

        // None of these may show up.
        await create(owner.token, { title: 'Pending', ...at(2) });
        const revision = await create(owner.token, { title: 'Revision', ...at(2) });
        await approve(revision, 'REVISION_NEEDED');
        const declined = await create(owner.token, { title: 'Declined', ...at(2) });
        await approve(declined, 'DECLINED');
        const hidden = await create(owner.token, { title: 'Private', isPublic: false, ...at(2) });
        await approve(hidden);
        const deleted = await create(owner.token, { title: 'Deleted', ...at(2) });
        await approve(deleted);
        await h().app.inject({ method: 'DELETE', url: `/api/socials/${deleted.id}`, headers: bearer(owner.token) });
        const past = await create(owner.token, { title: 'Past', cityId, eventTimestamp: Date.now() - 2 * DAY, eventEndTimestamp: Date.now() - DAY });
        await approve(past);
      });

      it('lists only approved, upcoming public socials, soonest first', async () => {
        const res = await h().app.inject({ method: 'GET', url: `/api/socials/public?cityId=${cityId}&limit=50` });
        expect(res.statusCode).toBe(200);
        const page = res.json() as { data: Social[]; meta: { lastEvaluatedKey: string | null } };
        expect(page.data.map((s) => s.title)).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth']);
        expect(page.meta.lastEvaluatedKey).toBeNull();
      });

      it('pages with exclusiveStartKey and lastEvaluatedKey', async () => {
        const seen: string[] = [];
        let key: string | null = null;
        let pages = 0;
        do {
          const query: string = `cityId=${cityId}&limit=2${key ? `&exclusiveStartKey=${encodeURIComponent(key)}` : ''}`;
          const res = await h().app.inject({ method: 'GET', url: `/api/socials/public?${query}` });
          expect(res.statusCode).toBe(200);
          const page = res.json() as { data: Social[]; meta: { lastEvaluatedKey: string | null } };
          expect(page.data.length).toBeLessThanOrEqual(2);
          seen.push(...page.data.map((s) => s.id));
          key = page.meta.lastEvaluatedKey;
          pages += 1;
        } while (key && pages < 10);
        expect(pages).toBe(3);
        expect(seen).toEqual(listed.map((s) => s.id));
      });

      it('refuses a page key it did not give out', async () => {
        const res = await h().app.inject({ method: 'GET', url: '/api/socials/public?exclusiveStartKey=garbage' });
        expect(res.statusCode).toBe(400);
        expect((res.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('query.exclusiveStartKey');
      });
    });

    describe('reading a social', () => {
      const venueData = { name: 'The Loft', address: '12 Main St, New York, NY', city: 'New York', coordinate: { latitude: 40.71, longitude: -74.0 } };
      let social: Social;

      beforeAll(async () => {
        social = await create(owner.token, { title: 'Rooftop Mixer', venue: '12 Main St, rooftop', venueData, hostIds: [cohost.userId] });
        await acceptCoHostInvitation(h(), cohost, social.id);
      });

      it('masks the venue for visitors and users without an approved RSVP', async () => {
        for (const headers of [{}, bearer(stranger.token)]) {
          const res = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}`, headers });
          expect(res.statusCode).toBe(200);
          const detail = res.json() as SocialDetail;
          expect(detail.venueData).toEqual({ name: 'The Loft', address: '', city: 'New York', coordinate: null, maskedVenue: true });
          expect(detail.venue).toBe('The Loft');
          expect(detail.myRsvp).toBeNull();
        }
      });

      it('shows the venue to the owner, co-hosts and staff', async () => {
        for (const token of [owner.token, cohost.token, admin.token]) {
          const res = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}`, headers: bearer(token) });
          const detail = res.json() as SocialDetail;
          expect(detail.venueData).toEqual({ ...venueData, maskedVenue: false });
          expect(detail.venue).toBe('12 Main St, rooftop');
        }
      });

      it('shows the venue to an attendee once their RSVP is approved, with that RSVP as myRsvp', async () => {
        const rsvp = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(stranger.token), payload: {} });
        expect(rsvp.statusCode, rsvp.body).toBe(201);

        const res = await h().app.inject({ method: 'GET', url: `/api/socials/slug/${social.slug}`, headers: bearer(stranger.token) });
        expect(res.statusCode).toBe(200);
        const detail = res.json() as SocialDetail;
        expect(detail.id).toBe(social.id);
        expect(detail.venueData?.maskedVenue).toBe(false);
        expect(detail.venueData?.address).toBe(venueData.address);
        expect(detail.myRsvp).toEqual(expect.objectContaining({ status: 'APPROVED', userId: stranger.userId }));
      });

      it('answers 404 for unknown ids and slugs', async () => {
        expect((await h().app.inject({ method: 'GET', url: `/api/socials/${randomUUID()}` })).statusCode).toBe(404);
        expect((await h().app.inject({ method: 'GET', url: '/api/socials/slug/no-such-social' })).statusCode).toBe(404);
      });
    });

    describe('GET /api/socials/hosted and /api/socials', () => {
      it("lists the caller's owned and co-hosted socials, latest first, and needs sign-in", async () => {
        const mine = await create(stranger.token, {
          title: 'Stranger Owns This',
          eventTimestamp: Date.now() + 30 * DAY,
          eventEndTimestamp: Date.now() + 30 * DAY + HOUR,
        });
        const coHosted = await create(owner.token, { title: 'Stranger Co-hosts This', hostIds: [stranger.userId] });
        await acceptCoHostInvitation(h(), stranger, coHosted.id);
        const notMine = await create(owner.token, { title: 'Not Stranger’s' });

        for (const url of ['/api/socials/hosted?limit=100', '/api/socials?limit=100']) {
          const res = await h().app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
          expect(res.statusCode).toBe(200);
          const ids = (res.json() as { data: Social[] }).data.map((s) => s.id);
          expect(ids).toContain(mine.id);
          expect(ids).toContain(coHosted.id);
          expect(ids).not.toContain(notMine.id);
          expect(ids.indexOf(mine.id)).toBeLessThan(ids.indexOf(coHosted.id));
        }
        expect((await h().app.inject({ method: 'GET', url: '/api/socials/hosted' })).statusCode).toBe(401);
      });
    });

    describe('GET /api/cities', () => {
      it('lists cities and finds one by id', async () => {
        await h().db.insert(cities).values({ id: 'lisbon', name: 'Lisbon', country: 'PT', timezone: 'Europe/Lisbon' }).onConflictDoNothing();
        const list = await h().app.inject({ method: 'GET', url: '/api/cities' });
        expect(list.statusCode).toBe(200);
        expect((list.json() as { data: { id: string }[] }).data.map((c) => c.id)).toContain('lisbon');

        const one = await h().app.inject({ method: 'GET', url: '/api/cities/lisbon' });
        expect(one.json()).toEqual({ id: 'lisbon', name: 'Lisbon', country: 'PT', timezone: 'Europe/Lisbon' });
        expect((await h().app.inject({ method: 'GET', url: '/api/cities/atlantis' })).statusCode).toBe(404);
      });
    });
  },
  { checkSeats: true },
);
