import { expect, test } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { signIn } from './support/sign-in';

/** Seeded demo host (apps/api/src/db/seed.ts). */
const HOST_EMAIL = 'host@socials.local';
const PHONE = { width: 390, height: 844 };

// Circles: the host creates a members-only circle; a second user opens the host's share
// link, signs in, joins (the referral code travels with them) and then sees the circle's
// COMMUNITY_ONLY social, which nobody outside the circle can open, and subscribes to the circle's
// calendar with their own address.
test('a host creates a circle, a friend joins through the share link and sees the members-only social', async ({ browser, request, baseURL }) => {
  const stamp = Date.now();
  const name = `E2E Circle ${stamp}`;
  const hostSession = await signInThroughApi(request, HOST_EMAIL);

  const hostContext = await browser.newContext();
  await startSignedIn(hostContext, hostSession, baseURL!);
  const host = await hostContext.newPage();
  await host.goto('/circles');
  await host.getByRole('link', { name: 'Create a circle' }).click();
  await host.getByRole('textbox', { name: 'Name' }).fill(name);
  await host.getByRole('textbox', { name: 'Description' }).fill('Builders who meet monthly.');
  await host.getByRole('combobox', { name: 'Visibility' }).selectOption('COMMUNITY_ONLY');
  await expectNoAxeViolationsInBothThemes(host, 'the create-a-circle form');
  await host.getByRole('button', { name: 'Create circle' }).click();
  await expect(host.getByText('Circle created')).toBeVisible();
  await expect(host.getByRole('heading', { level: 1, name })).toBeVisible();
  const shareLink = (await host.getByLabel('Your invite link').textContent())!;
  expect(shareLink).toMatch(/\/circles\/e2e-circle-\d+\?ref=[0-9a-f]{12}$/);
  await expectNoAxeViolationsInBothThemes(host, "a circle's page, as its owner");

  // The host adds a members-only social to the circle (through the API: the host portal's form is another area's).
  const authorization = `Bearer ${hostSession.accessToken}`;
  const circle = (await (await request.get(`/api/circles/slug/${new URL(shareLink).pathname.split('/').pop()}`, { headers: { authorization } })).json()) as {
    id: string;
  };
  const start = Date.now() + 20 * 24 * 3_600_000;
  const created = await request.post('/api/socials', {
    headers: { authorization },
    data: {
      title: `Members supper ${stamp}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 2 * 3_600_000,
      timezone: 'America/New_York',
      circleId: circle.id,
      communityOnly: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { slug: string };

  // The friend lands on the share link signed out; the ref is kept through signing in.
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(shareLink);
  await expect(friend.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(friend.getByText('Only members see who belongs to this circle.')).toBeVisible();
  await expect(friend.getByRole('link', { name: `Members supper ${stamp}` })).toHaveCount(0);
  await expect(friend.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
  await signIn(friend, { basePath: '', email: `circle-friend-${stamp}@socials.test`, firstName: 'Fran', lastName: 'Friend' });

  await friend.goto(`/socials/${social.slug}`);
  await expect(friend.getByRole('heading', { level: 1, name: 'Social not found' })).toBeVisible();

  await friend.goto(new URL(shareLink).pathname);
  await friend.getByRole('button', { name: 'Join circle' }).click();
  await expect(friend.getByText(`Welcome to ${name}`)).toBeVisible();
  await expect(friend.getByRole('button', { name: 'Leave circle' })).toBeVisible();
  await expect(friend.getByRole('region', { name: 'Members' }).getByRole('link', { name: 'Fran Friend' })).toBeVisible();
  const upcoming = friend.getByRole('region', { name: 'Upcoming socials' });
  await expect(upcoming.getByText('Members only')).toBeVisible();
  // The member's own calendar address lists the members-only social for a calendar app, which cannot sign in.
  const feedUrl = (await upcoming.getByLabel('Calendar address').textContent())!;
  expect(feedUrl).toMatch(/\/api\/circles\/[0-9a-f-]+\/calendar\.ics\?token=/);
  const feed = await request.get(feedUrl);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await feed.text()).toContain(`SUMMARY:Members supper ${stamp}`);
  await expectNoAxeViolationsInBothThemes(friend, "a circle's page, as a member");
  await friend.setViewportSize(PHONE);
  await expect.poll(() => friend.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await upcoming.getByRole('link', { name: `Members supper ${stamp}` }).click();
  await expect(friend.getByRole('heading', { level: 1, name: `Members supper ${stamp}` })).toBeVisible();

  // The host's circle now counts the friend, credited to the host's link.
  const check = await request.post(`/api/circles/${circle.id}/check-referral-code`, { data: { ref: new URL(shareLink).searchParams.get('ref') } });
  expect(((await check.json()) as { valid: boolean }).valid).toBe(true);
});
