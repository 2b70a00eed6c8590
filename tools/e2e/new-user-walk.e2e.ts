import { expect, test, type APIRequestContext } from '@playwright/test';
import { readableTicketCode } from '@socials/domain';
import { signInThroughApi, startSignedIn, type ApiSession } from './support/api-sign-in';
import { latestSignInCode, outboxIds, signIn } from './support/sign-in';

// What a new user walks through, at phone size where the door is concerned: an RSVP that gets
// stuck on a missed answer, a sign-in without a name, the door on a phone, and the one-step RSVP.

const PHONE = { width: 390, height: 844 };
/** Seeded demo accounts (apps/api/src/db/seed.ts): they have names, so no profile step interrupts. */
const DEMO = { attendee: 'attendee@socials.local', host: 'host@socials.local' } as const;
const HOUR = 3600_000;

const sessions = new Map<string, Promise<ApiSession>>();
/** One API sign-in per account and worker: each sign-in e-mails a code, and the outbox is shared. */
function sessionOf(request: APIRequestContext, email: string): Promise<ApiSession> {
  let session = sessions.get(email);
  if (!session) {
    session = signInThroughApi(request, email);
    sessions.set(email, session);
  }
  return session;
}

/** A private social of the demo host's own, so that the demo data the other suites read stays as it is. */
async function createSocial(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const host = await sessionOf(request, DEMO.host);
  const start = Date.now() + 24 * HOUR;
  const created = await request.post('/api/socials', {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: {
      title: `${title} ${Date.now()}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 2 * HOUR,
      timezone: 'America/New_York',
      isPublic: false,
      ...extra,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: string; slug: string };
}

test('an RSVP sent with a required answer missing goes through once it is answered', async ({ page, request, baseURL }) => {
  const social = await createSocial(request, 'Questions night', {
    questionnaire: [{ id: 'why', questionType: 'SHORT_TEXT', isRequired: true, title: 'What do you work on?' }],
  });
  await startSignedIn(page.context(), await sessionOf(request, DEMO.attendee), new URL(baseURL!).origin);
  await page.goto(`/socials/${social.slug}/rsvp`);

  const send = page.getByRole('button', { name: 'Send RSVP' });
  await send.click();
  const answer = page.getByRole('textbox', { name: /What do you work on\?/ });
  await expect(answer).toHaveAccessibleDescription('This question is required');

  await answer.fill('Robots');
  await send.click();
  await expect(page.getByRole('heading', { name: 'Your RSVP' })).toBeVisible();
  await expect(page.getByText('This question is required')).toBeHidden();
});

test('a new user signing in on the login page saves a name and lands where they came from, or home', async ({ page, baseURL }) => {
  // From the login page itself: nowhere to go back to but home.
  await signIn(page, { basePath: '', email: `walk-new-${Date.now()}@socials.test`, firstName: 'Nia', lastName: 'New' });
  await expect(page).toHaveURL(`${baseURL}/`);

  // From a link that asked them to sign in first: back to it.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  const email = `walk-back-${Date.now()}@socials.test`;
  await page.goto('/auth/login?returnTo=%2Fsocials');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const seen = await outboxIds(page.request, email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel(/sign-in code/i).fill(await latestSignInCode(page.request, email, seen));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/accounts\/setting/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Rae');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Return');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(`${baseURL}/socials`);
});

test.describe('at the door on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the host types a guest code, sees them checked in, and a second try says already checked in', async ({ page, request, baseURL }) => {
    const social = await createSocial(request, 'Door night', { attendance: { methods: ['HOST_QRCODE'] } });
    const attendee = await sessionOf(request, DEMO.attendee);
    const rsvp = await request.post(`/api/socials/${social.id}/rsvps`, { headers: { authorization: `Bearer ${attendee.accessToken}` }, data: {} });
    expect(rsvp.ok(), await rsvp.text()).toBe(true);
    const code = readableTicketCode(((await rsvp.json()) as { ticketCode: string }).ticketCode);

    await startSignedIn(page.context(), await sessionOf(request, DEMO.host), new URL(baseURL!).origin);
    await page.goto(`/host/socials/${social.id}/check-in`);
    const open = page.getByRole('button', { name: 'Open check-in' });
    await expect(open).toBeInViewport();
    await open.click();

    const field = page.getByLabel(/^Ticket code/);
    await expect(field).toBeInViewport();
    await field.fill(code);
    await field.press('Enter');
    const card = page.getByRole('status', { name: 'Last check-in' });
    await expect(card).toContainText('Checked in');
    await expect(card).toContainText('Aaron Attendee');
    await expect(card).toBeInViewport();

    await field.fill(code);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(card).toContainText(/Already checked in at \d{1,2}:\d{2} [AP]M/);
    await expect(card).toContainText('Aaron Attendee');
  });
});

test('a social without questions shows the notify-me box on its one RSVP step', async ({ page, request }) => {
  const social = await createSocial(request, 'No questions');
  // Someone who follows none of the host's events yet: the box is offered to them, ticked.
  await signIn(page, { basePath: '', email: `walk-notify-${Date.now()}@socials.test`, firstName: 'Noa', lastName: 'Notify' });
  await page.goto(`/socials/${social.slug}/rsvp`);

  await expect(page.getByRole('checkbox', { name: /notified about future events/ })).toBeChecked();
  // One step: no list of steps, no questions step.
  await expect(page.getByRole('list', { name: 'RSVP steps' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Answer the hosts' questions" })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'Your RSVP' })).toBeVisible();
});
