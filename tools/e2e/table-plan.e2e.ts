import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { signIn } from './support/sign-in';

/** Seeded demo accounts (apps/api/src/db/seed.ts), with names. */
const STAFF_EMAIL = 'admin@socials.local';
const HOST_EMAIL = 'host@socials.local';
const GUEST = { email: 'guest-tables-e2e@socials.test', firstName: 'Tess', lastName: 'Table' };
const PHONE = { width: 390, height: 844 };

/** On a phone the page fits the screen's width: nothing to scroll sideways for. */
async function expectFitsPhone(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: what }).toBeLessThanOrEqual(PHONE.width);
}

// End to end: staff turn on table grouping for the demo host; the host adds two tables and
// fills them automatically; the guest finds their table on My ticket; the host prints the badges.
test('staff turn on table grouping, the host seats the guests automatically, the guest sees their table, the badges print', async ({
  browser,
  request,
  baseURL,
}) => {
  const stamp = Date.now();
  const hostSession = await signInThroughApi(request, HOST_EMAIL);
  const authorization = `Bearer ${hostSession.accessToken}`;
  const { slug: hostSlug } = (await (await request.get('/api/users/me', { headers: { authorization } })).json()) as { slug: string };

  // A private social (no staff review) a month ahead, made through the API: this test is about its tables.
  const start = Date.now() + 30 * 24 * 3_600_000;
  const created = await request.post('/api/socials', {
    headers: { authorization },
    data: {
      title: `E2E table supper ${stamp}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 3 * 3_600_000,
      timezone: 'America/New_York',
      isPublic: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { id: string; slug: string };

  const staffContext = await browser.newContext();
  await startSignedIn(staffContext, await signInThroughApi(request, STAFF_EMAIL), baseURL!);
  const staff = await staffContext.newPage();
  await staff.goto('/manager/hosts/permissions');
  await staff.getByRole('textbox', { name: /^Host/ }).fill(`${baseURL}/users/${hostSlug}`);
  await staff.getByRole('button', { name: 'Find host' }).click();
  const grouping = staff.getByRole('switch', { name: 'Table grouping' });
  await expect(grouping).toHaveAttribute('aria-checked', 'false');
  await grouping.click();
  await expect(staff.getByText(/^Table grouping turned on for /)).toBeVisible();
  await expect(grouping).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolationsInBothThemes(staff, 'host permissions with a host loaded');
  await expectFitsPhone(staff, 'host permissions');

  const guest = await (await browser.newContext()).newPage();
  await signIn(guest, { basePath: '', ...GUEST });
  await guest.goto(`/socials/${social.slug}`);
  await guest.getByRole('link', { name: 'RSVP', exact: true }).click();
  await guest.getByRole('button', { name: 'Confirm RSVP' }).click();
  await expect(guest.getByText("You're going!").first()).toBeVisible();

  const hostContext = await browser.newContext();
  await startSignedIn(hostContext, hostSession, baseURL!);
  const host = await hostContext.newPage();
  await host.goto(`/host/socials/${social.id}/attendees`);
  await host.getByRole('navigation', { name: "This social's pages" }).getByRole('link', { name: 'Tables' }).click();
  await expect(host.getByRole('heading', { level: 1, name: /^Tables of E2E table supper/ })).toBeVisible();
  for (const name of ['Garden', 'Window']) {
    await host.getByRole('textbox', { name: /^Table name/ }).fill(name);
    await host.getByRole('textbox', { name: /^Seats/ }).fill('4');
    await host.getByRole('button', { name: 'Add table' }).click();
    await expect(host.getByRole('region', { name })).toBeVisible();
  }
  await expect(host.getByRole('list', { name: 'Unseated guests' }).getByText(`${GUEST.firstName} ${GUEST.lastName}`, { exact: true })).toBeVisible();
  await host.getByRole('button', { name: 'Fill tables automatically' }).click();
  await expect(host.getByText('Tables filled')).toBeVisible();
  await expect(host.getByText('Every going guest has a seat.')).toBeVisible();
  const seatedAt = host.getByRole('region', { name: /^(Garden|Window)$/ }).filter({ hasText: `${GUEST.firstName} ${GUEST.lastName}` });
  await expect(seatedAt).toContainText('1 / 4 seats');
  const tableName = (await seatedAt.getByRole('heading').textContent())!;
  await expectNoAxeViolationsInBothThemes(host, 'a table plan');
  await expectFitsPhone(host, 'a table plan');
  await expect(host.getByRole('button', { name: 'Download badges (PDF)' })).toBeVisible();

  await guest.goto('/my-ticket');
  await expect(guest.getByText(`Your table: ${tableName}`)).toBeVisible();

  const [response, download] = await Promise.all([
    host.waitForResponse((reply) => reply.url().endsWith('/api/badges-tents/attendees') && reply.request().method() === 'POST'),
    host.waitForEvent('download'),
    host.getByRole('button', { name: 'Download badges (PDF)' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(download.suggestedFilename()).toBe(`badges-${social.slug}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
});
