import type { Circle, ErrorBody, Paged, Social, VisibleSocials } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { READ_CACHE_HEADER } from '../../http/plugins/public-read-cache';
import { describeOnOneDatabase } from '../../test/harness';
import { apiCalls, socialBody, type TestUser } from '../../test/kit';

/** COMMUNITY_ONLY socials: visible and bookable by the circle's members only, never on public lists. */
describeOnOneDatabase('socials of a circle', (h) => {
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let staff: TestUser;
  let circle: Circle;

  const { send, ok } = apiCalls(h);

  /** A public social of the circle, approved by staff so that it could be listed. */
  async function circleSocial(title: string, communityOnly: boolean): Promise<Social> {
    const social = await ok<Social>('POST', '/socials', owner, socialBody({ title, isPublic: true, circleId: circle.id, communityOnly }));
    await ok('PATCH', `/socials/${social.id}`, staff, { publicApprovalStatus: 'APPROVED' });
    return social;
  }

  const publicListIds = async () => (await ok<Paged<Social>>('GET', '/socials/public?limit=100', null)).data.map((s) => s.id);

  beforeAll(async () => {
    owner = await h().signIn('circle-socials-owner@example.com', { firstName: 'Ola' });
    member = await h().signIn('circle-socials-member@example.com', { firstName: 'Mia' });
    outsider = await h().signIn('circle-socials-outsider@example.com', { firstName: 'Oz' });
    staff = await h().signIn('circle-socials-staff@example.com', { admin: true });
    circle = await ok<Circle>('POST', '/circles', owner, { name: 'Members Lounge', visibility: 'PUBLIC' });
    await ok('POST', `/circles/${circle.id}/members`, member, {});
  });

  it('shows a COMMUNITY_ONLY social to members, hosts and staff only, and lets only members book it', async () => {
    const social = await circleSocial('Members Dinner', true);
    expect(social).toMatchObject({ circleId: circle.id, communityOnly: true });

    for (const url of [`/socials/${social.id}`, `/socials/slug/${social.slug}`]) {
      expect((await send('GET', url, null)).statusCode).toBe(404);
      expect((await send('GET', url, null)).statusCode).toBe(404);
      expect((await send('GET', url, outsider)).statusCode).toBe(404);
      expect((await send('GET', url, member)).statusCode).toBe(200);
      expect((await send('GET', url, owner)).statusCode).toBe(200);
      expect((await send('GET', url, staff)).statusCode).toBe(200);
    }

    expect((await send('POST', `/socials/${social.id}/rsvps`, outsider, {})).statusCode).toBe(404);
    expect((await send('POST', `/socials/${social.id}/rsvps`, member, {})).statusCode).toBeLessThan(300);
  });

  it('keeps members-only socials off the public lists, cached answers included', async () => {
    const open = await circleSocial('Open Picnic', false);
    const hidden = await circleSocial('Members Picnic', true);

    await publicListIds();
    const cached = await send('GET', '/socials/public?limit=100', null);
    expect(cached.headers[READ_CACHE_HEADER]).toBe('hit');
    const ids = (cached.json() as Paged<Social>).data.map((s) => s.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(hidden.id);
    expect((await ok<Paged<Social>>('GET', '/socials/public?limit=100', member)).data.map((s) => s.id)).not.toContain(hidden.id);

    // Made members-only, the open social leaves the cached public list and its cached page at once.
    expect((await send('GET', `/socials/slug/${open.slug}`, null)).statusCode).toBe(200);
    await ok('PATCH', `/socials/${open.id}`, owner, { communityOnly: true });
    expect(await publicListIds()).not.toContain(open.id);
    expect((await send('GET', `/socials/slug/${open.slug}`, null)).statusCode).toBe(404);
  });

  it("lists the circle's upcoming socials by who is asking", async () => {
    const open = await circleSocial('Open Talk', false);
    const hidden = await circleSocial('Members Talk', true);
    const forMember = (await ok<VisibleSocials>('GET', `/getVisibleSocials?circleId=${circle.id}`, member)).data.map((s) => s.id);
    expect(forMember).toEqual(expect.arrayContaining([open.id, hidden.id]));
    for (const viewer of [null, outsider]) {
      const seen = (await ok<VisibleSocials>('GET', `/getVisibleSocials?circleId=${circle.id}`, viewer)).data.map((s) => s.id);
      expect(seen).toContain(open.id);
      expect(seen).not.toContain(hidden.id);
    }
  });

  it("adds socials to a circle only through the circle's hosts, and members-only only with a circle", async () => {
    const notHost = await send('POST', '/socials', member, socialBody({ title: 'Sneaky', circleId: circle.id }));
    expect(notHost.statusCode).toBe(403);
    expect((notHost.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.circleId');

    // Staff may add any circle's socials, but not to a circle that does not exist.
    const unknown = await send('POST', '/socials', staff, socialBody({ title: 'Lost', circleId: '00000000-0000-0000-0000-000000000000' }));
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect((unknown.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.circleId');

    const noCircle = await send('POST', '/socials', owner, socialBody({ title: 'Nowhere', communityOnly: true }));
    expect(noCircle.statusCode).toBe(400);
    expect((noCircle.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.communityOnly');

    // Leaving the circle opens the social again.
    const social = await circleSocial('Moving Out', true);
    const moved = await ok<Social>('PATCH', `/socials/${social.id}`, owner, { circleId: null });
    expect(moved).toMatchObject({ circleId: null, communityOnly: false });
    expect((await send('GET', `/socials/${social.id}`, outsider)).statusCode).toBe(200);
  });
});
