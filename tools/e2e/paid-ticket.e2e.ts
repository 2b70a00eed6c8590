import { expect, test } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';

/** The demo data's paid social ($45 ticket + $10 deposit) and its host. */
const SLUG = 'founders-wine-tasting-demo10';
const TITLE = 'Founders Wine Tasting';
const HOST_EMAIL = 'host@socials.local';

// End to end: an attendee buys a paid ticket through the built-in test provider (the same
// signed-webhook path Stripe takes), sees it on /my-ticket with its receipt, and the host sees the sale.
test('an attendee pays for a ticket through the test provider and the host sees the sale', async ({ browser, request, baseURL }) => {
  const social = (await (await request.get(`/api/socials/slug/${SLUG}`)).json()) as { id: string };

  const attendee = await (await browser.newContext()).newPage();
  await signIn(attendee, { basePath: '', email: 'buyer-e2e@socials.test', firstName: 'Bea', lastName: 'Buyer' });
  await attendee.goto(`/socials/${SLUG}`);
  await attendee.getByRole('link', { name: 'RSVP', exact: true }).click();
  // The tier, the hosts' question (what the guest does not eat), then the payment step.
  await attendee.getByRole('radio', { name: /^Tasting \$55/ }).check();
  await attendee.getByRole('button', { name: 'Continue', exact: true }).click();
  await attendee
    .getByRole('group', { name: /Anything you do not eat\?/ })
    .getByRole('checkbox', { name: 'Nothing to note' })
    .check();
  await attendee.getByRole('button', { name: 'Continue', exact: true }).click();
  const pay = attendee.getByRole('button', { name: 'Pay $55' });
  await expect(pay).toBeVisible();
  await expectNoAxeViolations(attendee, 'payment step');
  await pay.click();

  // The test provider's checkout page.
  await expect(attendee.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(attendee.getByText('Test mode')).toBeVisible();
  await expectNoAxeViolations(attendee, 'test checkout page');
  await attendee.getByRole('button', { name: 'Pay $55' }).click();

  // Back on the event page: the webhook confirmed the RSVP.
  await expect(attendee).toHaveURL(new RegExp(`/socials/${SLUG}`));
  await expect(attendee.getByText("You're going!").first()).toBeVisible();

  await attendee.goto('/my-ticket');
  await expect(attendee.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(attendee.getByText('Paid $55 for Tasting')).toBeVisible();
  await attendee.getByRole('link', { name: 'View receipt' }).click();
  await expect(attendee.getByText(/SOC-\d{4}-\d{6}/)).toBeVisible();
  await expectNoAxeViolations(attendee, 'receipt');

  // The demo host has a name already: signed in through the API, straight to the sales page.
  const hostContext = await browser.newContext();
  await startSignedIn(hostContext, await signInThroughApi(request, HOST_EMAIL), new URL(baseURL!).origin);
  const host = await hostContext.newPage();
  await host.goto(`/host/socials/${social.id}/sales`);
  await expect(host.getByRole('heading', { level: 1, name: `Ticket sales of ${TITLE}` })).toBeVisible();
  await expect(host.getByRole('row', { name: /^Total/ })).toContainText('$55');
  await expectNoAxeViolations(host, 'ticket sales');
});

// Where the hosts approve each guest, a paid ticket only holds the card: the guest waits as
// pending, and the hosts' approval charges it (captured by a job the server's workers run).
test('on a social that approves each guest, the card is held until the host approves, then charged', async ({ browser, request, baseURL }) => {
  const host = await signInThroughApi(request, HOST_EMAIL);
  const start = Date.now() + 9 * 24 * 3_600_000;
  const created = await request.post('/api/socials', {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: {
      title: `E2E curated supper ${Date.now()}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 3 * 3_600_000,
      timezone: 'America/New_York',
      requiresApproval: true,
      ticketTiers: [{ name: 'Seat', type: 'PAID', ticketPrice: 3000, depositAmount: 0 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { id: string; slug: string; title: string };

  const attendee = await (await browser.newContext()).newPage();
  await signIn(attendee, { basePath: '', email: `held-e2e-${Date.now()}@socials.test`, firstName: 'Hal', lastName: 'Held' });
  await attendee.goto(`/socials/${social.slug}`);
  await attendee.getByRole('link', { name: 'RSVP', exact: true }).first().click();
  const hold = attendee.getByRole('button', { name: /^Hold \$[\d.]+ and request to join$/ });
  await expect(hold).toBeVisible();
  await expect(attendee.getByText(/your card is held for \$[\d.]+, not charged/)).toBeVisible();
  await hold.click();

  await expect(attendee.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await attendee.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(attendee.getByRole('heading', { name: 'Waiting for the hosts' })).toBeVisible();
  await expectNoAxeViolations(attendee, 'card held');

  const hostContext = await browser.newContext();
  await startSignedIn(hostContext, host, new URL(baseURL!).origin);
  const hostPage = await hostContext.newPage();
  await hostPage.goto(`/host/socials/${social.id}/attendees`);
  await hostPage.getByRole('button', { name: 'Approve Hal Held' }).click();

  // The capture runs in the background: the attendee's transactions show it paid once it has.
  await expect(async () => {
    await attendee.goto('/accounts/transactions');
    await expect(attendee.getByText('Paid', { exact: true }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
