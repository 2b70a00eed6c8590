import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_CONFERENCE_HOST } from './playwright.config';
import { signInThroughApi, startSignedIn, type ApiSession } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';

// The apps on a phone: a header of one row with its links behind a Menu button, guest and review
// lists whose actions are on screen without scrolling sideways, and the event page's call to RSVP
// in view from the start.

const PHONE = { width: 390, height: 844 };
/** A header of one row: the brand, the Menu button and the theme toggle (56 px), with room for the border. */
const ONE_ROW_HEADER_PX = 72;

/** Seeded demo accounts (apps/api/src/db/seed.ts): they have names, so no profile step interrupts. */
const DEMO = { attendee: 'attendee@socials.local', host: 'host@socials.local', admin: 'admin@socials.local' } as const;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

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

async function openSignedIn(page: Page, request: APIRequestContext, email: string, url: string) {
  await startSignedIn(page.context(), await sessionOf(request, email), new URL(url).origin);
  await page.goto(url);
}

/** The element's right edge is on the phone's screen: nothing to scroll sideways for. */
async function expectWithinViewportWidth(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

const headerCases: { app: string; url: (baseURL: string) => string; signedInAs?: string }[] = [
  { app: 'public-web', url: (base) => `${base}/socials`, signedInAs: DEMO.attendee },
  { app: 'host-portal', url: (base) => `${base}/host/socials`, signedInAs: DEMO.host },
  { app: 'manager-console', url: (base) => `${base}/manager/public-events`, signedInAs: DEMO.admin },
  { app: 'conference-site', url: (base) => `${base}/conference/` },
  {
    app: 'conference-site on its host',
    url: (base) => {
      const url = new URL('/', base);
      url.hostname = E2E_CONFERENCE_HOST;
      return url.href;
    },
  },
];

for (const { app, url, signedInAs } of headerCases) {
  test(`${app}: the header is one row, its links behind the Menu button`, async ({ page, request, baseURL }) => {
    const address = url(baseURL!);
    if (signedInAs) await openSignedIn(page, request, signedInAs, address);
    else await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const banner = page.getByRole('banner');
    const box = await banner.boundingBox();
    expect(box!.height, 'header height').toBeLessThan(ONE_ROW_HEADER_PX);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();

    const menu = banner.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await expectWithinViewportWidth(nav.getByRole('link').first());
    if (signedInAs) await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });
}

// On a wide screen the header is one row too, signed in or not: the links that do not fit wait under
// "More", and the account's links under the user's name.
test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  for (const { app, url, signedInAs } of [{ app: 'public-web signed out', url: (base: string) => `${base}/socials` }, ...headerCases]) {
    test(`${app}: the header is one row`, async ({ page, request, baseURL }) => {
      const address = url(baseURL!);
      if (signedInAs) await openSignedIn(page, request, signedInAs, address);
      else await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const banner = page.getByRole('banner');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
      const box = await banner.boundingBox();
      expect(box!.height, 'header height').toBeLessThan(ONE_ROW_HEADER_PX);
    });
  }
});

test('public-web: the socials start on the first screen, the filters behind a Filters button', async ({ page }) => {
  await page.goto('/socials');
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'City' })).toBeHidden();
  const results = page.getByRole('region', { name: 'Socials list' }).or(page.getByRole('heading', { name: 'No socials yet' }));
  await expect(results).toBeVisible();
  const box = await results.boundingBox();
  expect(box!.y, 'the results start on the first screen').toBeLessThan(PHONE.height);
});

test('host-portal: the Approve button of a guest is on the screen', async ({ page, request, baseURL }) => {
  const host = await sessionOf(request, DEMO.host);
  const attendee = await sessionOf(request, DEMO.attendee);
  const start = Date.now() + 30 * 24 * 3600_000;
  // A private social of the demo host's own, so that the demo data the other suites read stays as it is.
  const created = await request.post('/api/socials', {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: {
      title: `Phone guest list ${Date.now()}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 2 * 3600_000,
      timezone: 'America/New_York',
      isPublic: false,
      requiresApproval: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { id: string };
  const rsvp = await request.post(`/api/socials/${social.id}/rsvps`, { headers: { authorization: `Bearer ${attendee.accessToken}` }, data: {} });
  expect(rsvp.ok(), await rsvp.text()).toBe(true);

  await openSignedIn(page, request, DEMO.host, `${baseURL}/host/socials/${social.id}/attendees`);
  await expectWithinViewportWidth(page.getByRole('button', { name: 'Approve Aaron Attendee' }));
  await expectWithinViewportWidth(page.getByRole('button', { name: 'Reject Aaron Attendee' }));
  await expectWithinViewportWidth(page.getByRole('combobox', { name: 'Grade of Aaron Attendee' }));
  await expectNoAxeViolationsInBothThemes(page);
});

test("host-portal: a social's funnel reads on the screen", async ({ page, request, baseURL }) => {
  const host = await sessionOf(request, DEMO.host);
  const hosted = await request.get('/api/socials/hosted?limit=1', { headers: { authorization: `Bearer ${host.accessToken}` } });
  expect(hosted.ok(), await hosted.text()).toBe(true);
  const [social] = ((await hosted.json()) as { data: { id: string }[] }).data;
  expect(social, `${DEMO.host} hosts a demo social`).toBeDefined();

  await openSignedIn(page, request, DEMO.host, `${baseURL}/host/socials/${social!.id}/statistics`);
  const funnel = page.getByRole('region', { name: 'Funnel' });
  await expectWithinViewportWidth(funnel.getByRole('listitem').filter({ hasText: /^Saw the page: / }));
  await expectWithinViewportWidth(funnel.getByRole('listitem').filter({ hasText: /^Going: / }));
  await expectNoAxeViolationsInBothThemes(page);
});

test("manager-console: a pending social's review actions are on the screen", async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, DEMO.admin, `${baseURL}/manager/public-events?status=PENDING`);
  const review = page.getByRole('group', { name: /^Review / }).first();
  await expectWithinViewportWidth(review.getByRole('button', { name: 'Approve', exact: true }));
  await expectWithinViewportWidth(review.getByRole('button', { name: 'Decline', exact: true }));
  await expectNoAxeViolationsInBothThemes(page);
});

test("public-web: the event page's call to RSVP is in view on load", async ({ page, request }) => {
  const listed = await request.get('/api/socials/public?limit=1');
  expect(listed.ok()).toBe(true);
  const [social] = ((await listed.json()) as { data: { slug: string }[] }).data;
  expect(social, 'the demo data has an approved public social').toBeDefined();

  await page.goto(`/socials/${encodeURIComponent(social!.slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const register = page.getByRole('region', { name: 'Register' });
  await expect(register.getByRole('link', { name: 'Sign in to RSVP' })).toBeInViewport({ ratio: 1 });
  await expect(register).toContainText(/Free|\$/);
  await expectNoAxeViolationsInBothThemes(page);

  // Scrolled to the end, the bar covers nothing: it sits between the RSVP panel and the footer.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [panel, bar, footer] = await Promise.all(
    [page.getByRole('complementary', { name: 'RSVP' }), register, page.getByRole('contentinfo')].map((locator) => locator.boundingBox()),
  );
  expect(panel!.y + panel!.height, 'the RSVP panel ends above the bar').toBeLessThanOrEqual(bar!.y);
  expect(bar!.y + bar!.height, 'the bar ends above the footer').toBeLessThanOrEqual(footer!.y);
});

test('host-portal: at the door, one switch opens check-in and a guest is found by name and checked in', async ({ page, request, baseURL }) => {
  const host = await sessionOf(request, DEMO.host);
  const attendee = await sessionOf(request, DEMO.attendee);
  const start = Date.now() + 3600_000;
  // A private social of the demo host's own, so that the demo data the other suites read stays as it is.
  const created = await request.post('/api/socials', {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: {
      title: `Phone check-in ${Date.now()}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 2 * 3600_000,
      timezone: 'America/New_York',
      isPublic: false,
      attendance: { methods: ['HOST_QRCODE'] },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { id: string };
  const rsvp = await request.post(`/api/socials/${social.id}/rsvps`, { headers: { authorization: `Bearer ${attendee.accessToken}` }, data: {} });
  expect(rsvp.ok(), await rsvp.text()).toBe(true);

  await openSignedIn(page, request, DEMO.host, `${baseURL}/host/socials/${social.id}/check-in`);
  await expect(page.getByText('0 checked in / 1 going')).toBeVisible();
  const open = page.getByRole('button', { name: 'Open check-in' });
  await expectWithinViewportWidth(open);
  await expectThumbSized(open);
  await open.click();
  await expect(page.getByRole('button', { name: 'Close check-in' })).toBeAttached();
  await expect(open).toBeHidden();
  // Once open, the code entry takes the button's place on the first screen, within the thumb's reach.
  const code = page.getByLabel(/^Ticket code/);
  await expect(code).toBeInViewport();
  await expectThumbSized(page.getByRole('button', { name: 'Check in', exact: true }));

  const search = page.getByRole('searchbox', { name: /^Find a guest/ });
  await expectWithinViewportWidth(search);
  await search.fill('aaron');
  const checkIn = page.getByRole('button', { name: 'Check in Aaron Attendee' });
  await expectWithinViewportWidth(checkIn);
  await expectThumbSized(checkIn);
  await expectNoAxeViolationsInBothThemes(page);

  await checkIn.click();
  const card = page.getByRole('status', { name: 'Last check-in' });
  await expect(card).toContainText('Checked in');
  await expect(card).toContainText('Aaron Attendee');
  await expect(page.getByText('1 checked in / 1 going')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Guests going' }).getByText('Checked in')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test("host-portal: a social's Messages page and the Subscribers page fit a phone, tabs, composer and preview", async ({ page, request, baseURL }) => {
  const host = await sessionOf(request, DEMO.host);
  const attendee = await sessionOf(request, DEMO.attendee);
  const start = Date.now() + 30 * 24 * 3600_000;
  // A private social of the demo host's own, so that the demo data the other suites read stays as it is.
  const created = await request.post('/api/socials', {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: {
      title: `Phone messages ${Date.now()}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 2 * 3600_000,
      timezone: 'America/New_York',
      isPublic: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { id: string };
  const rsvp = await request.post(`/api/socials/${social.id}/rsvps`, { headers: { authorization: `Bearer ${attendee.accessToken}` }, data: {} });
  expect(rsvp.ok(), await rsvp.text()).toBe(true);

  await openSignedIn(page, request, DEMO.host, `${baseURL}/host/socials/${social.id}/blasts`);
  await expect(page.getByText('Reaches 1 person')).toBeVisible();
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Doors at seven');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Hi {{firstName}}, doors open at seven.');
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('Hi Aaron, doors open at seven.')).toBeVisible();
  for (const control of [
    page.getByRole('tab', { name: 'History' }),
    page.getByRole('button', { name: 'Insert variable' }),
    page.getByRole('textbox', { name: /^Message/ }),
    page.getByRole('button', { name: 'Send now' }),
  ]) {
    await expectWithinViewportWidth(control);
  }
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsInBothThemes(page);

  // The same composer under the host's subscribers.
  await page.goto(`${baseURL}/host/subscribers`);
  await expect(page.getByRole('heading', { level: 2, name: 'Message subscribers' })).toBeVisible();
  await expectWithinViewportWidth(page.getByRole('button', { name: 'Send now' }));
  await expectNoSidewaysScroll(page);
});

test("public-web: a going guest finds the social's chat from its page, and /chat shows its newest message and unread count", async ({
  page,
  request,
  baseURL,
}) => {
  const host = await sessionOf(request, DEMO.host);
  const attendee = await sessionOf(request, DEMO.attendee);
  const start = Date.now() + 14 * 24 * 3600_000;
  // A private social of the demo host's own, so that the demo data the other suites read stays as it is.
  const created = await request.post('/api/socials', {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: { title: `Phone chat ${Date.now()}`, eventTimestamp: start, eventEndTimestamp: start + 2 * 3600_000, timezone: 'America/New_York', isPublic: false },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { id: string; slug: string; title: string };
  const rsvp = await request.post(`/api/socials/${social.id}/rsvps`, { headers: { authorization: `Bearer ${attendee.accessToken}` }, data: {} });
  expect(rsvp.ok(), await rsvp.text()).toBe(true);
  const posted = await request.post(`/api/chat/channels/social/${social.id}/messages`, {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: { body: 'Doors open at seven' },
  });
  expect(posted.ok(), await posted.text()).toBe(true);

  await openSignedIn(page, request, DEMO.attendee, `${baseURL}/socials/${encodeURIComponent(social.slug)}`);
  const chatLink = page.getByRole('complementary', { name: 'RSVP' }).getByRole('link', { name: 'Chat with guests, 1 unread' });
  await expectWithinViewportWidth(chatLink);
  await expectNoAxeViolationsInBothThemes(page);

  await page.goto(`${baseURL}/chat`);
  const row = page.getByRole('navigation', { name: 'Channels' }).getByRole('button', { name: new RegExp(social.title) });
  await expectWithinViewportWidth(row);
  await expect(row).toContainText('Doors open at seven');
  await expect(row).toContainText('1 unread');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsInBothThemes(page);
  await row.click();
  await expect(page.getByRole('list', { name: `Messages in ${social.title}` }).getByText('Doors open at seven')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing to scroll sideways for').toBeLessThanOrEqual(PHONE.width);
}

/** Big enough for a thumb: at least 44 px high (Apple's and WCAG 2.5.5's touch target). */
async function expectThumbSized(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box!.height, 'touch target height').toBeGreaterThanOrEqual(44);
}
