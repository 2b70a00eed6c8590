import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatLocalDateTime } from '@socials/domain';
import { signIn } from './support/sign-in';

const HOST = { email: 'host-blast-e2e@socials.test', firstName: 'Bea', lastName: 'Blaster' };
const GUEST = { email: 'guest-blast-e2e@socials.test', firstName: 'Gwen', lastName: 'Guest' };

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
}

async function mailTo(request: APIRequestContext, email: string, subject: string): Promise<OutboxMail | undefined> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data.find((mail) => mail.subject === subject);
}

/** A social that is not public (no staff review), free, with seats: the host's page id and the public page's address. */
async function createSocial(host: Page, title: string): Promise<{ socialId: string; socialUrl: string }> {
  await host.goto('/host/socials/new');
  await host.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await host.getByRole('textbox', { name: 'Starts', exact: true }).fill('2031-07-01T19:00');
  await host.getByRole('textbox', { name: 'Ends', exact: true }).fill('2031-07-01T22:00');
  await host.getByRole('combobox', { name: 'City', exact: true }).selectOption({ index: 1 });
  await host.getByRole('textbox', { name: 'Venue name', exact: true }).fill('The Long Table');
  await host.getByRole('spinbutton', { name: 'Capacity', exact: true }).fill('10');
  await host.getByRole('button', { name: 'Create social' }).click();
  await expect(host).toHaveURL(/\/host\/socials\/[^/]+\/edit/);
  const socialId = host.url().match(/\/host\/socials\/([^/]+)\/edit/)![1]!;
  const socialUrl = (await host.getByRole('link', { name: 'View the public page' }).getAttribute('href'))!;
  return { socialId, socialUrl };
}

// End to end: a host writes an e-mail with {{firstName}} to the going guests of a social and
// schedules it a moment ahead; the server's workers send it at its time; the guest's copy greets
// them by name and its unsubscribe link works without signing in.
test('a scheduled e-mail reaches the going guests by name, and its link unsubscribes them', async ({ browser }) => {
  const stamp = Date.now();
  const title = `E2E blast supper ${stamp}`;
  const subject = `Supper news ${stamp}`;

  const host = await (await browser.newContext()).newPage();
  await signIn(host, { basePath: '/host', ...HOST });
  const { socialId, socialUrl } = await createSocial(host, title);

  const guest = await (await browser.newContext()).newPage();
  await signIn(guest, { basePath: '', ...GUEST });
  await guest.goto(socialUrl);
  await guest.getByRole('link', { name: 'RSVP', exact: true }).click();
  await guest.getByRole('button', { name: 'Confirm RSVP' }).click();
  await expect(guest.getByText("You're going!").first()).toBeVisible();

  // The host reaches the page from the social's own links.
  await host.goto(`/host/socials/${socialId}/attendees`);
  await host.getByRole('navigation', { name: "This social's pages" }).getByRole('link', { name: 'Messages' }).click();
  await expect(host.getByRole('heading', { level: 1, name: `Messages to the guests of ${title}` })).toBeVisible();

  await host.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  const message = host.getByRole('textbox', { name: /^Message/ });
  await message.fill('Hi ');
  await host.getByRole('button', { name: 'Insert variable' }).click();
  await host.getByRole('menuitem', { name: /\{\{firstName\}\}/ }).click();
  await expect(message).toHaveValue('Hi {{firstName}}');
  await message.press('End');
  await message.pressSequentially(', the table is set.');
  await expect(host.getByText('Reaches 1 person')).toBeVisible();
  await expect(host.getByRole('region', { name: 'Preview' }).getByText(`Hi ${GUEST.firstName}, the table is set.`)).toBeVisible();

  // A time in the social's zone, at the next whole minute at least a few seconds away (the input takes minutes).
  await host.getByRole('radio', { name: 'Later' }).check();
  const zone = (await host.getByText(/^In the time zone /).textContent())!.replace('In the time zone ', '');
  const at = Math.ceil((Date.now() + 5_000) / 60_000) * 60_000;
  await host.getByLabel(/^Send at/).fill(formatLocalDateTime(at, zone));
  await host.getByRole('button', { name: 'Schedule' }).click();
  await expect(host.getByText(/^Scheduled for /)).toBeVisible();

  await host.getByRole('tab', { name: 'Scheduled' }).click();
  await expect(host.getByRole('article', { name: subject })).toBeVisible();

  // The workers send it at its time; History shows it sent.
  await expect(async () => {
    await host.reload();
    await host.getByRole('tab', { name: 'History' }).click();
    const sent = host.getByRole('article', { name: subject });
    await expect(sent.getByText('1 sent · 0 failed · 0 in progress')).toBeVisible({ timeout: 2_000 });
    await expect(sent.getByText('Sent', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [3_000] });
  const sent = host.getByRole('article', { name: subject });
  await sent.getByRole('button', { name: 'Show recipients' }).click();
  await expect(sent.getByRole('list', { name: 'Recipients' }).getByText(`${GUEST.firstName} ${GUEST.lastName}`)).toBeVisible();
  await expect(sent.getByRole('list', { name: 'Recipients' }).getByText('Delivered')).toBeVisible();

  let mail: OutboxMail | undefined;
  await expect.poll(async () => (mail = await mailTo(guest.request, GUEST.email, subject))).toBeDefined();
  expect(mail!.text).toContain(`Hi ${GUEST.firstName}, the table is set.`);
  const link = mail!.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
  expect(link, mail!.text).toBeDefined();

  // The link works signed out (a context of its own), on this server whatever its public address.
  const reader = await (await browser.newContext()).newPage();
  const { pathname, search } = new URL(link!);
  await reader.goto(`${pathname}${search}`);
  await expect(reader.getByRole('heading', { level: 1, name: `Stop getting messages from ${HOST.firstName} ${HOST.lastName}?` })).toBeVisible();
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1, name: "You're already unsubscribed" })).toBeVisible();
});
