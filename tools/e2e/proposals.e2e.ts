import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';

/** Seeded demo accounts (apps/api/src/db/seed.ts). */
const HOST_EMAIL = 'host@socials.local';
const VOTER_EMAIL = 'attendee@socials.local';

/** A datetime-local value `days` from now at 19:00 (the browser's zone). */
function localInput(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T19:00`;
}

/** The seeded host and member, each signed in on a page of their own. */
async function hostAndVoter(browser: Browser, request: APIRequestContext, baseURL: string): Promise<{ host: Page; voter: Page }> {
  const pageOf = async (email: string) => {
    const context = await browser.newContext();
    await startSignedIn(context, await signInThroughApi(request, email), baseURL);
    return context.newPage();
  };
  return { host: await pageOf(HOST_EMAIL), voter: await pageOf(VOTER_EMAIL) };
}

/** On the open proposal form: the title, one more field (the quorum, a deposit), Friday and Saturday as the choices; creates it and answers its page's path. */
async function createProposal(host: Page, title: string, field: { role: 'spinbutton' | 'textbox'; name: string; value: string }): Promise<string> {
  await host.getByRole('textbox', { name: 'Title' }).fill(title);
  await host.getByRole(field.role, { name: field.name }).fill(field.value);
  await host.getByRole('textbox', { name: 'Choice 1: name' }).fill('Friday');
  await host.getByLabel('Choice 1: starts').fill(localInput(20));
  await host.getByRole('textbox', { name: 'Choice 2: name' }).fill('Saturday');
  await host.getByLabel('Choice 2: starts').fill(localInput(21));
  await host.getByRole('button', { name: 'Create proposal' }).click();
  await expect(host.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(host.url()).pathname;
}

// Proposals: the host proposes an event with two dates, a member votes, the quorum (one)
// is reached, the host turns the winning date into a social and the voter finds their ticket.
test('a host proposes an event, a member votes, and the winning date becomes a social with the voter going', async ({ browser, request, baseURL }) => {
  const title = `E2E Proposal ${Date.now()}`;
  const { host, voter } = await hostAndVoter(browser, request, baseURL!);
  await host.goto('/proposals');
  await host.getByRole('link', { name: 'Propose an event' }).first().click();
  const proposalUrl = await createProposal(host, title, { role: 'spinbutton', name: 'Votes needed (quorum)', value: '1' });

  await voter.goto(proposalUrl);
  await voter.getByRole('button', { name: 'Vote for Saturday' }).click();
  await expect(voter.getByText('You voted for Saturday')).toBeVisible();
  await expect(voter.getByRole('meter', { name: 'Quorum' })).toHaveAttribute('aria-valuenow', '1');
  await expectNoAxeViolationsInBothThemes(voter, "a proposal's page, as a voter");

  await host.reload();
  await expect(host.getByRole('button', { name: 'Create the social' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(host, "a proposal's page at quorum, as its host");
  await host.getByRole('button', { name: 'Create the social' }).click();
  await expect(host.getByText('The social is created')).toBeVisible();
  await expect(host.getByRole('link', { name: 'See the social' })).toBeVisible();

  await voter.goto('/my-ticket');
  await expect(voter.getByText(title).first()).toBeVisible();
});

// Paid proposals: the host asks for a $25 deposit, a member backs the idea through the
// test provider's checkout, and when the host terminates it the deposit is refunded.
test('a member backs a paid proposal through the checkout, and its termination refunds the deposit', async ({ browser, request, baseURL }) => {
  const title = `E2E Paid Proposal ${Date.now()}`;
  const { host, voter } = await hostAndVoter(browser, request, baseURL!);
  await host.goto('/proposals/new');
  const proposalUrl = await createProposal(host, title, { role: 'textbox', name: 'Deposit (optional, $)', value: '25' });
  await expect(host.getByRole('heading', { name: /Deposit/ })).toBeVisible();

  await voter.goto(proposalUrl);
  await expect(voter.getByText('0 supporters have paid')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(voter, "a paid proposal's page, as a supporter");
  await voter.getByRole('button', { name: 'Back this for $25.00' }).click();
  await expect(voter).toHaveURL(/\/api\/proposals\/test-checkout\/cs_test_/);
  await voter.getByRole('button', { name: 'Pay $25' }).click();
  await expect(voter.getByText('You back this proposal: your deposit is paid.')).toBeVisible();
  await expect(voter.getByText('1 supporter has paid')).toBeVisible();

  await host.reload();
  await host.getByRole('button', { name: 'Terminate proposal' }).click();
  await host
    .getByRole('dialog')
    .getByRole('button', { name: `Terminate “${title}”` })
    .click();
  await expect(host.getByText('This proposal will not happen: every deposit is refunded.')).toBeVisible();

  // The refund runs as a job: the supporter's page says so once it went through.
  await expect(async () => {
    await voter.reload();
    await expect(voter.getByText('Your deposit was refunded.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolationsInBothThemes(voter, "a terminated paid proposal's page, as a refunded supporter");
});
