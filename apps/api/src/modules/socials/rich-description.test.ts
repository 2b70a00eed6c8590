import type { Rsvp, Social } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, createSocial, type TestUser } from '../../test/kit';

describeOnOneDatabase('rich event pages: the description and the join link', (h) => {
  let host: TestUser;
  let guest: TestUser;
  let pending: TestUser;

  beforeAll(async () => {
    host = await h().signIn('rich-host@example.com', { firstName: 'Rita', lastName: 'Host' });
    guest = await h().signIn('rich-guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
    pending = await h().signIn('rich-pending@example.com', { firstName: 'Pam', lastName: 'Pending' });
  });

  const read = async (id: string, viewer: TestUser | null) => {
    const res = await h().app.inject({ method: 'GET', url: `/api/socials/${id}`, headers: viewer ? bearer(viewer.token) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Social;
  };

  const calendar = async (id: string, viewer: TestUser | null) => {
    const res = await h().app.inject({ method: 'GET', url: `/api/socials/${id}/calendar.ics`, headers: viewer ? bearer(viewer.token) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('renders a Markdown description as sanitised HTML: links kept and made safe, scripts and handlers gone', async () => {
    const description =
      'Bring **snacks**. Map: [the park](https://example.com/park)\n\n<script>alert("x")</script><img src="https://example.com/a.png" onerror="alert(1)">';
    const social = await createSocial(h(), host, { description });
    for (const viewer of [null, guest]) {
      const { htmlDescription, description: text } = await read(social.id, viewer);
      expect(text).toBe(description);
      expect(htmlDescription).toContain('<strong>snacks</strong>');
      expect(htmlDescription).toContain('<a href="https://example.com/park" rel="noopener noreferrer nofollow" target="_blank">the park</a>');
      expect(htmlDescription).toContain('<img src="https://example.com/a.png"');
      expect(htmlDescription).not.toMatch(/script|onerror|alert/);
    }
  });

  it("sanitises a host's HTML description the same way", async () => {
    const social = await createSocial(h(), host, {
      description: 'text',
      htmlDescription: '<p style="color:red" onclick="steal()">Hi <a href="javascript:steal()">there</a></p><iframe src="https://evil.example"></iframe>',
    });
    expect((await read(social.id, null)).htmlDescription).toBe('<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">there</a></p>');
  });

  it("gives an online event's join link, in the page and its calendar file, only to hosts and approved guests", async () => {
    const link = 'https://meet.example.com/rich-page';
    const social = await createSocial(h(), host, { isOnline: true, onlineLink: link, requiresApproval: true });
    const rsvp = async (user: TestUser) => {
      const res = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(user.token), payload: {} });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Rsvp;
    };
    const guestRsvp = await rsvp(guest);
    await rsvp(pending);
    for (const viewer of [null, guest, pending]) {
      expect((await read(social.id, viewer)).onlineLink).toBeNull();
      expect(await calendar(social.id, viewer)).not.toContain(link);
    }
    const approve = await h().app.inject({
      method: 'PATCH',
      url: `/api/socials/${social.id}/rsvps/${guestRsvp.id}`,
      headers: bearer(host.token),
      payload: { status: 'APPROVED' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    for (const viewer of [host, guest]) {
      expect((await read(social.id, viewer)).onlineLink).toBe(link);
      expect(await calendar(social.id, viewer)).toContain(`LOCATION:${link.replace(/[,;]/g, '\\$&')}`);
    }
    for (const viewer of [null, pending]) expect((await read(social.id, viewer)).onlineLink).toBeNull();
  });
});
