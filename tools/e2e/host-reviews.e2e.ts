import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughApi, startSignedIn, type ApiSession } from './support/api-sign-in';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './support/axe';

/** Seeded demo accounts with names (apps/api/src/db/seed.ts). */
const HOST = { email: 'host@socials.local', name: 'Hana Host', slug: 'hana-host' };
const ATTENDEE = { email: 'attendee@socials.local', name: 'Aaron Attendee' };
const STAFF_EMAIL = 'admin@socials.local';

const HOUR = 60 * 60 * 1000;

/** An API call that must succeed, as `session`. */
async function call<T>(request: APIRequestContext, session: ApiSession, method: 'POST' | 'PATCH', url: string, data: object): Promise<T> {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Reviews: the attendee is checked in at a social that has ended, rates its host from
 * their ticket, the hosts page shows the host's average and the comment, the host replies from the
 * host portal, and staff hide the review from everyone but its author.
 */
test('review after check-in', async ({ browser, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const title = `E2E review supper ${Date.now()}`;
  const comment = `Warm welcome and great people ${Date.now()}`;
  const host = await signInThroughApi(request, HOST.email);
  const attendee = await signInThroughApi(request, ATTENDEE.email);
  const staff = await signInThroughApi(request, STAFF_EMAIL);

  // Through the API: a social under way with the attendee checked in, which then ends.
  const start = Date.now() - 2 * HOUR;
  const social = await call<{ id: string }>(request, host, 'POST', '/api/socials', {
    title,
    eventTimestamp: start,
    eventEndTimestamp: start + 3 * HOUR,
    timezone: 'America/New_York',
    isPublic: true,
    attendance: { methods: ['HOST_QRCODE'] },
  });
  // Listed socials' reviews show on the hosts page; an unlisted social's only on its own.
  await call(request, staff, 'PATCH', `/api/socials/${social.id}`, { publicApprovalStatus: 'APPROVED' });
  const rsvp = await call<{ id: string }>(request, attendee, 'POST', `/api/socials/${social.id}/rsvps`, {});
  await call(request, host, 'PATCH', `/api/socials/${social.id}/attendance`, { status: 'OPEN' });
  await call(request, host, 'POST', `/api/socials/${social.id}/rsvps/attendances`, { method: 'HOST_QRCODE', rsvpId: rsvp.id });
  await call(request, host, 'PATCH', `/api/socials/${social.id}`, { eventEndTimestamp: Date.now() - 60_000 });

  // The attendee rates the host from their ticket, with the keyboard.
  const attendeeContext = await browser.newContext();
  await startSignedIn(attendeeContext, attendee, origin);
  const attendeePage = await attendeeContext.newPage();
  await attendeePage.goto('/my-ticket');
  const form = attendeePage.getByRole('form', { name: `Rate the hosts of ${title}` });
  await form.getByRole('radio', { name: '3 stars' }).focus();
  await attendeePage.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await attendeePage.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(attendeePage.getByText('Thanks for rating the hosts')).toBeVisible();
  await expect(attendeePage.getByRole('form', { name: `Your review of the hosts of ${title}` })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(attendeePage, 'my ticket with a review');

  // The hosts page shows the host's average and the comment.
  await attendeePage.goto('/hosts');
  const hostLink = attendeePage.getByRole('link', { name: HOST.name });
  await expect(hostLink).toBeVisible();
  await expect(
    attendeePage
      .getByRole('listitem')
      .filter({ has: hostLink })
      .getByText(/out of 5 \(\d+ reviews?\)/),
  ).toBeVisible();
  const review = attendeePage.getByRole('article', { name: `Review by ${ATTENDEE.name}` }).filter({ hasText: comment });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(attendeePage, 'hosts page');

  // The host's profile shows it too.
  await attendeePage.goto(`/users/${HOST.slug}`);
  const section = attendeePage.getByRole('region', { name: 'Reviews as a host' });
  await expect(section.getByText(/out of 5 \(\d+ reviews?\)/)).toBeVisible();
  await expect(section.getByText(comment)).toBeVisible();

  // The host replies from the host portal.
  const hostContext = await browser.newContext();
  await startSignedIn(hostContext, host, origin);
  const hostPage = await hostContext.newPage();
  await hostPage.goto('/host/reviews');
  const hostCard = hostPage.getByRole('article', { name: `Review by ${ATTENDEE.name}` }).filter({ hasText: comment });
  await hostCard.getByRole('button', { name: 'Reply to Aaron' }).click();
  await hostCard.getByRole('textbox', { name: 'Your reply' }).fill('Thank you for coming, Aaron!');
  await expectNoAxeViolations(hostPage, 'host reviews with a reply form');
  await hostCard.getByRole('button', { name: 'Post reply' }).click();
  await expect(hostPage.getByText('Reply posted')).toBeVisible();
  await expect(hostCard.getByText('Reply from Hana Host')).toBeVisible();

  await attendeePage.goto('/hosts');
  await expect(review.getByText('Thank you for coming, Aaron!')).toBeVisible();
  await hostPage.goto('/hosts');
  await expect(hostPage.getByText(comment)).toBeVisible();

  // Staff hide the review: it leaves the hosts page.
  const staffContext = await browser.newContext();
  await startSignedIn(staffContext, staff, origin);
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/manager/reviews');
  const staffCard = staffPage.getByRole('article', { name: `Review by ${ATTENDEE.name}` }).filter({ hasText: comment });
  await staffCard.getByRole('textbox', { name: 'Reason for hiding' }).fill('E2E moderation check');
  await staffCard.getByRole('button', { name: 'Hide' }).click();
  await staffPage
    .getByRole('dialog', { name: `Hide the review by ${ATTENDEE.name}?` })
    .getByRole('button', { name: `Hide the review by ${ATTENDEE.name}` })
    .click();
  await expect(staffPage.getByText(`The review by ${ATTENDEE.name} is hidden`)).toBeVisible();
  await expect(staffCard.getByText('Hidden by staff: E2E moderation check')).toBeVisible();
  await expectNoAxeViolations(staffPage, 'staff review moderation');

  // Others no longer see it; its author still does, marked hidden with the reason.
  await hostPage.goto('/hosts');
  await expect(hostPage.getByRole('heading', { name: 'Top-rated hosts' }).or(hostPage.getByRole('heading', { name: 'No reviews yet' }))).toBeVisible();
  await expect(hostPage.getByText(comment)).toHaveCount(0);
  await attendeePage.goto('/hosts');
  await expect(review.getByText('Hidden by staff: E2E moderation check')).toBeVisible();
});
