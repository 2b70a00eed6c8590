import { expect, test } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { signIn } from './support/sign-in';

/** Seeded demo host (apps/api/src/db/seed.ts). */
const HOST_EMAIL = 'host@socials.local';

// Paid membership: the host creates a paid circle; a second user opens the host's share
// link, signs in, pays for a monthly membership on the test provider's checkout and, back on the
// circle as a member, sees its COMMUNITY_ONLY social; then cancels at the end of the period.
test('a friend pays for a membership through the share link and sees the members-only social', async ({ browser, request, baseURL }) => {
  const stamp = Date.now();
  const name = `E2E Paid Circle ${stamp}`;
  const hostSession = await signInThroughApi(request, HOST_EMAIL);

  const hostContext = await browser.newContext();
  await startSignedIn(hostContext, hostSession, baseURL!);
  const host = await hostContext.newPage();
  await host.goto('/circles/new');
  await host.getByRole('textbox', { name: 'Name' }).fill(name);
  await host.getByRole('combobox', { name: 'Visibility' }).selectOption('COMMUNITY_ONLY');
  await host.getByRole('textbox', { name: 'Monthly price (USD)' }).fill('12');
  await host.getByRole('textbox', { name: 'Yearly price (USD)' }).fill('120');
  await host.getByRole('button', { name: 'Create circle' }).click();
  await expect(host.getByText('Circle created')).toBeVisible();
  await expect(host.getByText('Membership $12 / month · $120 / year')).toBeVisible();
  const shareLink = (await host.getByLabel('Your invite link').textContent())!;

  const authorization = `Bearer ${hostSession.accessToken}`;
  const circle = (await (await request.get(`/api/circles/slug/${new URL(shareLink).pathname.split('/').pop()}`, { headers: { authorization } })).json()) as {
    id: string;
  };
  const start = Date.now() + 20 * 24 * 3_600_000;
  const created = await request.post('/api/socials', {
    headers: { authorization },
    data: {
      title: `Paid members supper ${stamp}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 2 * 3_600_000,
      timezone: 'America/New_York',
      circleId: circle.id,
      communityOnly: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const friend = await (await browser.newContext()).newPage();
  await friend.goto(shareLink);
  await expect(friend.getByRole('heading', { level: 1, name })).toBeVisible();
  await signIn(friend, { basePath: '', email: `paid-circle-friend-${stamp}@socials.test`, firstName: 'Pat', lastName: 'Payer' });
  await friend.goto(new URL(shareLink).pathname);
  await expect(friend.getByRole('link', { name: `Paid members supper ${stamp}` })).toHaveCount(0);
  await expect(friend.getByRole('button', { name: 'Join for $120 / year' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(friend, 'a paid circle’s page, before joining');

  await friend.getByRole('button', { name: 'Join for $12 / month' }).click();
  await expect(friend).toHaveURL(/\/api\/circles\/test-checkout\/cs_test_/);
  await expect(friend.getByText('Monthly membership')).toBeVisible();
  await friend.getByRole('button', { name: 'Pay $12' }).click();

  await expect(friend).toHaveURL(new RegExp(`/circles/[^?]+$`));
  await expect(friend.getByText(`Welcome to ${name}`)).toBeVisible();
  await expect(friend.getByText(/^Renews on /).first()).toBeVisible();
  const upcoming = friend.getByRole('region', { name: 'Upcoming socials' });
  await expect(upcoming.getByRole('link', { name: `Paid members supper ${stamp}` })).toBeVisible();
  await expect(upcoming.getByText('Members only')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(friend, 'a paid circle’s page, as a paying member');

  // The friend was credited to the host's share link, as with a free join.
  const ref = new URL(shareLink).searchParams.get('ref');
  expect(((await (await request.post(`/api/circles/${circle.id}/check-referral-code`, { data: { ref } })).json()) as { valid: boolean }).valid).toBe(true);

  await friend.getByRole('button', { name: 'Cancel membership' }).click();
  await friend.getByRole('dialog', { name: 'Cancel your membership?' }).getByRole('button', { name: 'Cancel membership' }).click();
  await expect(friend.getByText(/^Membership cancelled: yours until /)).toBeVisible();
  await expect(friend.getByText(/^Ends on /).first()).toBeVisible();
  await expect(friend.getByRole('button', { name: 'Keep membership' })).toBeVisible();
  // Access lasts until the period ends.
  await expect(upcoming.getByRole('link', { name: `Paid members supper ${stamp}` })).toBeVisible();
});
