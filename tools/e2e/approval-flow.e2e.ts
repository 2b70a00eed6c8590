import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';

/** A seeded staff account with a name: the e2e admin's first sign-in belongs to the walking skeleton. */
const STAFF_EMAIL = 'admin@socials.local';

const QUESTION = 'What are you building?';

/** Opens the social's public page and sends an RSVP with an answer to the host's question. */
async function rsvpWithAnswer(attendee: Page, socialUrl: string, answer: string, callToAction: string) {
  await attendee.goto(socialUrl);
  await attendee.getByRole('link', { name: callToAction, exact: true }).click();
  await attendee.getByRole('textbox', { name: QUESTION }).fill(answer);
  await attendee.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(attendee.getByText('RSVP sent: pending approval')).toBeVisible();
}

// The accessibility suite sees the guest list and check-in pages with the demo data; here they are checked full of guests too.
// End to end: an approval-only social with one seat and a questionnaire; the host approves
// one guest, waitlists another, the first cancels, the waitlist moves up on its own, and the host
// checks the promoted guest in by typing the ticket code.
test('an approval-only social goes from questionnaire RSVPs through the waitlist to a check-in', async ({ browser, request, baseURL }) => {
  const title = `E2E founders breakfast ${Date.now()}`;

  // axe needs a page of a context of its own.
  const host = await (await browser.newContext()).newPage();
  await signIn(host, { basePath: '/host', email: 'host-approval-e2e@socials.test', firstName: 'Hugo', lastName: 'Host' });
  await host.goto('/host/socials/new');
  await host.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await host.getByRole('textbox', { name: 'Starts', exact: true }).fill('2031-06-01T08:00');
  await host.getByRole('textbox', { name: 'Ends', exact: true }).fill('2031-06-01T10:00');
  await host.getByRole('combobox', { name: 'City', exact: true }).selectOption({ index: 1 });
  await host.getByRole('textbox', { name: 'Venue name', exact: true }).fill('The Bakery');
  await host.getByRole('spinbutton', { name: 'Capacity', exact: true }).fill('1');
  await host.getByRole('checkbox', { name: 'Public social', exact: true }).check();
  await host.getByRole('checkbox', { name: 'Guests need my approval' }).check();
  await host.getByRole('combobox', { name: 'When a seat frees up' }).selectOption('AUTOMATIC');
  await host.getByRole('checkbox', { name: "Hosts scan each guest's ticket" }).check();
  await host.getByRole('button', { name: 'Add a question' }).click();
  await host.getByRole('textbox', { name: 'Question 1 text' }).fill(QUESTION);
  await host.getByRole('checkbox', { name: 'Question 1 is required' }).check();
  await host.getByRole('button', { name: 'Create social' }).click();
  await expect(host.getByText('Social created and sent for review')).toBeVisible();
  await expect(host).toHaveURL(/\/host\/socials\/[^/]+\/edit/);
  const socialId = host.url().match(/\/host\/socials\/([^/]+)\/edit/)![1]!;
  const socialUrl = (await host.getByRole('link', { name: 'View the public page' }).getAttribute('href'))!;

  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await startSignedIn(staffContext, await signInThroughApi(request, STAFF_EMAIL), new URL(baseURL!).origin);
  const staff = await staffContext.newPage();
  await staff.goto('/manager/public-events?status=PENDING');
  // On a desktop the review queue fits its page: every row's actions are in view, nothing to scroll sideways for.
  const decline = staff.getByRole('group', { name: `Review ${title}` }).getByRole('button', { name: 'Decline', exact: true });
  const [button, frame] = await Promise.all([decline.boundingBox(), staff.getByRole('table').locator('..').boundingBox()]);
  expect(button!.x + button!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
  expect(await staff.getByRole('table').evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
  await staff
    .getByRole('group', { name: `Review ${title}` })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(staff.getByText(`“${title}” is now`)).toBeVisible();

  const alice = await browser.newPage();
  await signIn(alice, { basePath: '', email: 'alice-approval-e2e@socials.test', firstName: 'Alice', lastName: 'Able' });
  await rsvpWithAnswer(alice, socialUrl, 'A bakery marketplace', 'RSVP');

  // The host sees Alice's answer and approves her: the only seat is hers.
  await host.goto(`/host/socials/${socialId}/attendees`);
  const aliceRow = host.getByRole('row').filter({ has: host.getByRole('rowheader', { name: 'Alice Able' }) });
  await expect(aliceRow.getByText('Pending approval')).toBeVisible();
  await aliceRow.getByText(/answers?$/).click();
  await expect(aliceRow.getByText('A bakery marketplace')).toBeVisible();
  await aliceRow.getByRole('button', { name: 'Approve Alice Able' }).click();
  await expect(host.getByText('Alice Able approved')).toBeVisible();
  await expect(aliceRow.getByText('Going')).toBeVisible();

  const bob = await browser.newPage();
  await signIn(bob, { basePath: '', email: 'bob-approval-e2e@socials.test', firstName: 'Bob', lastName: 'Baker' });
  // The seat is Alice's: the page offers Bob the waitlist, and his RSVP still waits for the host.
  await rsvpWithAnswer(bob, socialUrl, 'Sourdough robots', 'Join the waitlist');

  // No seat is left for Bob: approving him is refused, so the host waitlists him.
  await host.reload();
  const bobRow = host.getByRole('row').filter({ has: host.getByRole('rowheader', { name: 'Bob Baker' }) });
  await bobRow.getByRole('button', { name: 'Approve Bob Baker' }).click();
  await expect(host.getByText(/full|sold out/i)).toBeVisible();
  await bobRow.getByRole('button', { name: 'Waitlist Bob Baker' }).click();
  await expect(host.getByText('Bob Baker waitlisted')).toBeVisible();
  await expect(bobRow.getByText('Waitlisted')).toBeVisible();
  await expectNoAxeViolations(host);

  // Alice cancels; with automatic promotion Bob gets her seat at once.
  await alice.goto(socialUrl);
  await alice.getByRole('button', { name: 'Cancel RSVP' }).click();
  await alice.getByRole('dialog', { name: 'Cancel your RSVP?' }).getByRole('button', { name: 'Cancel RSVP' }).click();
  await expect(alice.getByText('Your RSVP is cancelled')).toBeVisible();

  await host.reload();
  await expect(bobRow.getByText('Going')).toBeVisible();
  await expect(aliceRow.getByText('Cancelled')).toBeVisible();

  // Bob's ticket carries his code; the host types it in at the door.
  await bob.goto('/my-ticket');
  const ticketCode = await bob.getByRole('img', { name: `Ticket QR code for ${title}` }).getAttribute('data-qr-value');
  expect(ticketCode).toBeTruthy();

  await host.goto(`/host/socials/${socialId}/check-in`);
  await host.getByRole('button', { name: 'Open check-in' }).click();
  await host.getByRole('textbox', { name: 'Ticket code' }).fill(ticketCode!);
  await host.getByRole('button', { name: 'Check in', exact: true }).click();
  const result = host.getByRole('status', { name: 'Last check-in' });
  await expect(result).toContainText('Checked in');
  await expect(result).toContainText('Bob Baker');
  await expect(host.getByText('1 checked in / 1 going')).toBeVisible();
  await expectNoAxeViolations(host);

  // A second scan of the same ticket changes nothing.
  await host.getByRole('textbox', { name: 'Ticket code' }).fill(ticketCode!);
  await host.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(host.getByText('Already checked in')).toBeVisible();

  await bob.reload();
  await expect(bob.getByText("You're checked in.")).toBeVisible();
});
