import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughApi, startSignedIn, type ApiSession } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';

/** Seeded demo accounts with names (apps/api/src/db/seed.ts). */
const HOST_EMAIL = 'host@socials.local';
const ATTENDEE_EMAIL = 'attendee@socials.local';

const DAY = 24 * 60 * 60 * 1000;

async function call<T>(request: APIRequestContext, session: ApiSession, method: 'POST' | 'PATCH', url: string, data: object): Promise<T> {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Analytics: a guest opens a social's page (recorded as a page view by the browser) and
 * RSVPs; its host opens Statistics and sees one view and one RSVP in the funnel and the chart, and
 * downloads the CSV.
 */
test('statistics after an RSVP', async ({ browser, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const title = `E2E statistics brunch ${Date.now()}`;
  const host = await signInThroughApi(request, HOST_EMAIL);
  const attendee = await signInThroughApi(request, ATTENDEE_EMAIL);

  const start = Date.now() + 3 * DAY;
  const social = await call<{ id: string; slug: string }>(request, host, 'POST', '/api/socials', {
    title,
    eventTimestamp: start,
    eventEndTimestamp: start + 2 * 60 * 60 * 1000,
    timezone: 'America/New_York',
    // Unlisted: a public social would be on the lists other tests open at the same time, and
    // their visits would count here.
    isPublic: false,
  });

  // The guest views the social's page, whose page view the browser sends, and RSVPs.
  const guestContext = await browser.newContext();
  await startSignedIn(guestContext, attendee, origin);
  const guest = await guestContext.newPage();
  const pageViewSent = guest.waitForResponse((res) => res.url().endsWith('/api/analytics/events') && res.request().postData()?.includes('PAGE_VIEW') === true);
  await guest.goto(`/socials/${social.slug}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await pageViewSent).status()).toBe(202);
  await guest.getByRole('link', { name: 'RSVP', exact: true }).click();
  await guest.getByRole('button', { name: 'Confirm RSVP' }).click();
  await expect(guest.getByText("You're going!").first()).toBeVisible();
  await guestContext.close();

  // The host opens the social's statistics from its guest list.
  const hostContext = await browser.newContext({ acceptDownloads: true });
  await startSignedIn(hostContext, host, origin);
  const hostPage = await hostContext.newPage();
  await hostPage.goto(`/host/socials/${social.id}/attendees`);
  await hostPage.getByRole('navigation', { name: "This social's pages" }).getByRole('link', { name: 'Statistics' }).click();
  await expect(hostPage.getByRole('heading', { level: 1, name: `Statistics of ${title}` })).toBeVisible();

  const funnel = hostPage.getByRole('region', { name: 'Funnel' });
  await expect(funnel.getByRole('listitem').filter({ hasText: /^Saw the page: 1/ })).toBeVisible();
  await expect(funnel.getByRole('listitem').filter({ hasText: /^RSVPed: 1 / })).toBeVisible();
  await expect(funnel.getByRole('listitem').filter({ hasText: /^Going: 1 / })).toBeVisible();
  await expect(hostPage.getByRole('img', { name: /^RSVPs per day \(America\/New_York\): .*highest 1 at / })).toBeVisible();
  await expect(hostPage.getByRole('img', { name: /^RSVPs per ticket tier: 1 values from 1 to 1/ })).toBeVisible();
  await expectNoAxeViolations(hostPage, 'statistics of a social with an RSVP');

  const [download] = await Promise.all([hostPage.waitForEvent('download'), hostPage.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`statistics-${social.slug}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const [heading, ...days] = csv.trim().split('\r\n');
  expect(heading).toBe('Day,Page views,RSVPs,Surveys completed,Check-ins,Unique visitors,Unfinished RSVPs,Campaign e-mails sent,RSVPs with a ticket tier');
  expect(days).toHaveLength(1);
  expect(days[0]).toMatch(/^\d{4}-\d{2}-\d{2},1,1,0,0,1,0,0,1$/);
  await hostContext.close();
});
