import { expect, test } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';

/** The demo data's paid social ($45 ticket + $10 deposit) and its host. */
const SLUG = 'founders-wine-tasting-demo10';
const TITLE = 'Founders Wine Tasting';
const HOST_EMAIL = 'host@socials.local';

// Issue 4 end to end: an attendee buys a paid ticket through the built-in test provider (the same
// signed-webhook path Stripe takes), sees it on /my-ticket with its receipt, and the host sees the sale.
test('an attendee pays for a ticket through the test provider and the host sees the sale', async ({ browser, request, baseURL }) => {
  const social = (await (await request.get(`/api/socials/slug/${SLUG}`)).json()) as { id: string };

  const attendee = await (await browser.newContext()).newPage();
  await signIn(attendee, { basePath: '', email: 'buyer-e2e@socials.test', firstName: 'Bea', lastName: 'Buyer' });
  await attendee.goto(`/socials/${SLUG}`);
  await attendee.getByRole('link', { name: 'RSVP', exact: true }).click();
  // The tier, then the questionnaire (only the notify-me box), then the payment step.
  await attendee.getByRole('radio', { name: /^Tasting \$55/ }).check();
  await attendee.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(attendee.getByRole('listitem').filter({ hasText: '2. Questions' })).toBeVisible();
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
