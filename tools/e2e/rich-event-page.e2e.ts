import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';

/** Seeded demo accounts (apps/api/src/db/seed.ts), with names. */
const HOST_EMAIL = 'host@socials.local';
const GUEST_EMAIL = 'attendee@socials.local';
const JOIN_LINK = 'https://meet.example.com/e2e-rich-page';

const DESCRIPTION = [
  'Welcome to **the remote meetup**.',
  '',
  'Read [the agenda](https://example.com/agenda) first.',
  '',
  "<script>window.__injected = 'script'</script>",
  '<img src="/no-such-picture.png" onerror="window.__injected = \'onerror\'">',
].join('\n');

async function expectSafeDescription(page: Page) {
  const about = page.getByRole('region', { name: 'About this social' });
  await expect(about.getByText('the remote meetup')).toBeVisible();
  const agenda = about.getByRole('link', { name: 'the agenda' });
  await expect(agenda).toHaveAttribute('href', 'https://example.com/agenda');
  await expect(agenda).toHaveAttribute('target', '_blank');
  await expect(agenda).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(about.locator('script, [onerror]')).toHaveCount(0);
  // The picture failed to load: had its handler survived, it would have run by now.
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
}

// A Markdown description renders with a link and no script runs; an online event's join link appears only after approval.
test("a Markdown description renders safely, and an online event's join link shows only once the guest is approved", async ({ browser, request, baseURL }) => {
  const stamp = Date.now();
  const host = await signInThroughApi(request, HOST_EMAIL);
  const hostAuth = { authorization: `Bearer ${host.accessToken}` };
  const start = Date.now() + 20 * 24 * 3_600_000;
  const created = await request.post('/api/socials', {
    headers: hostAuth,
    data: {
      title: `E2E remote meetup ${stamp}`,
      description: DESCRIPTION,
      eventTimestamp: start,
      eventEndTimestamp: start + 2 * 3_600_000,
      timezone: 'America/New_York',
      isPublic: false,
      isOnline: true,
      onlineLink: JOIN_LINK,
      requiresApproval: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { id: string; slug: string };

  // The server's own HTML of the page (what a visitor's first load shows) carries the link, not the script.
  const html = await (await request.get(`/socials/${social.slug}`)).text();
  expect(html).toContain('href="https://example.com/agenda"');
  // The raw text appears only escaped (JSON, attributes); as markup, neither the script nor the handler is there.
  expect(html).not.toContain('<script>window.__injected');
  expect(html).not.toMatch(/<img[^>]*onerror/);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/socials/${social.slug}`);
  await expectSafeDescription(visitor);
  await expect(visitor.getByRole('link', { name: 'Join online' })).toHaveCount(0);

  const guestSession = await signInThroughApi(request, GUEST_EMAIL);
  const guestAuth = { authorization: `Bearer ${guestSession.accessToken}` };
  const rsvp = await request.post(`/api/socials/${social.id}/rsvps`, { headers: guestAuth, data: {} });
  expect(rsvp.ok(), await rsvp.text()).toBe(true);
  const { id: rsvpId, status } = (await rsvp.json()) as { id: string; status: string };
  expect(status).toBe('PENDING');

  const guestContext = await browser.newContext();
  await startSignedIn(guestContext, guestSession, baseURL!);
  const guest = await guestContext.newPage();
  await guest.goto(`/socials/${social.slug}`);
  await expectSafeDescription(guest);
  await expect(guest.getByRole('heading', { name: 'Your RSVP' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Join online' })).toHaveCount(0);

  const approved = await request.patch(`/api/socials/${social.id}/rsvps/${rsvpId}`, { headers: hostAuth, data: { status: 'APPROVED' } });
  expect(approved.ok(), await approved.text()).toBe(true);

  await guest.reload();
  await expect(guest.getByRole('link', { name: 'Join online' })).toHaveAttribute('href', JOIN_LINK);
  await visitor.reload();
  await expect(visitor.getByRole('region', { name: 'About this social' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Join online' })).toHaveCount(0);
});
