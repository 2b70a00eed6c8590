import type { Social, SocialDetail } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { socials } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { HOSTILE_URLS } from '../../test/hostile-urls';
import { apiCalls, createSocial, fieldsOf, socialBody, type TestUser } from '../../test/kit';

describeOnEachDatabase('the links a social stores', (h) => {
  const { send, ok } = apiCalls(h);
  const JOIN_LINK = 'https://meet.example.com/abc-defg-hij';
  let host: TestUser;

  beforeAll(async () => {
    host = await h().signIn('links-host@example.com', { firstName: 'Lina', lastName: 'Host' });
  });

  it('refuses a join link that is not https, on create and on edit, naming onlineLink', async () => {
    const social = await createSocial(h(), host, { isOnline: true });
    for (const link of [...HOSTILE_URLS, 'http://meet.example.com/abc']) {
      const created = await send('POST', '/socials', host, socialBody({ isOnline: true, onlineLink: link }));
      expect(created.statusCode, link).toBe(400);
      expect(fieldsOf(created), link).toEqual(['body.onlineLink']);
      const edited = await send('PATCH', `/socials/${social.id}`, host, { onlineLink: link });
      expect(edited.statusCode, link).toBe(400);
      expect(fieldsOf(edited), link).toEqual(['body.onlineLink']);
    }
    expect((await ok<SocialDetail>('GET', `/socials/${social.id}`, host)).onlineLink).toBeNull();

    const created = await send('POST', '/socials', host, socialBody({ isOnline: true, onlineLink: JOIN_LINK }));
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as Social).onlineLink).toBe(JOIN_LINK);
    expect((await ok<Social>('PATCH', `/socials/${social.id}`, host, { onlineLink: ` ${JOIN_LINK} ` })).onlineLink).toBe(JOIN_LINK);
  });

  it('takes a cover image from the web or from an upload here, and nothing else, naming splashImageUrl', async () => {
    for (const link of HOSTILE_URLS) {
      const created = await send('POST', '/socials', host, socialBody({ splashImageUrl: link }));
      expect(created.statusCode, link).toBe(400);
      expect(fieldsOf(created), link).toEqual(['body.splashImageUrl']);
    }
    const upload = '/api/files/public/socials/3f2a9c0d1e2f3a4b-1764057600000.webp';
    for (const cover of [upload, 'https://cdn.example.com/cover.webp', 'http://localhost:3000/api/files/public/socials/a.webp']) {
      expect((await createSocial(h(), host, { splashImageUrl: cover })).splashImageUrl).toBe(cover);
    }
  });

  it('never sends or shows a join link that is not https, even one stored before links were checked', async () => {
    const social = await createSocial(h(), host, { title: 'Old Link Night', isOnline: true, onlineLink: JOIN_LINK, requiresApproval: true });
    await h().db.update(socials).set({ onlineLink: 'javascript:alert(document.cookie)' }).where(eq(socials.id, social.id));
    const guest = await h().signIn('links-guest@example.com', { firstName: 'Gil', lastName: 'Guest' });
    const rsvp = await ok<{ id: string }>('POST', `/socials/${social.id}/rsvps`, guest, {});
    await ok('PATCH', `/socials/${social.id}/rsvps/${rsvp.id}`, host, { status: 'APPROVED' });

    const going = (await h().outbox('links-guest@example.com')).find((mail) => mail.subject === "You're going to Old Link Night");
    expect(going?.text).toContain('Where: online (the hosts will share the link)');
    expect(going?.text).not.toContain('javascript');
    expect((await ok<SocialDetail>('GET', `/socials/${social.id}`, guest)).onlineLink).toBeNull();
    expect((await ok<SocialDetail>('GET', `/socials/${social.id}`, host)).onlineLink).toBeNull();
    expect((await ok<{ onlineLink: string | null }>('GET', `/socials/${social.id}/duplicate`, host)).onlineLink).toBeNull();
  });
});
