import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';

/** Seeded demo accounts (apps/api/src/db/seed.ts). */
const STAFF_EMAIL = 'admin@socials.local';
const MEMBER_EMAIL = 'attendee@socials.local';

// Patrons: staff create a patron, make the demo attendee its member, issue an invoice and
// mark it paid; the member opens the patron portal, sees it paid and downloads it as a PDF.
test('staff create a patron and an invoice, and the patron member downloads the invoice PDF', async ({ browser, request, baseURL }) => {
  const stamp = Date.now();
  const name = `E2E Patron ${stamp}`;

  const staffContext = await browser.newContext();
  await startSignedIn(staffContext, await signInThroughApi(request, STAFF_EMAIL), baseURL!);
  const staff = await staffContext.newPage();
  await staff.goto('/manager/patrons');
  await staff.getByRole('textbox', { name: 'Name' }).fill(name);
  await staff.getByRole('textbox', { name: 'Code' }).fill(`e2e-${stamp}`);
  await staff.getByRole('button', { name: 'Create patron' }).click();
  await expect(staff.getByText(`${name} created`)).toBeVisible();
  await expect(staff.getByRole('combobox', { name: 'Patron' })).toHaveValue(/.+/);
  await expect(staff.getByRole('combobox', { name: 'Patron' }).locator('option:checked')).toHaveText(`${name} (e2e-${stamp})`);

  await staff.getByRole('textbox', { name: "Member's e-mail" }).fill(MEMBER_EMAIL);
  await staff.getByRole('button', { name: 'Add member' }).click();
  await expect(staff.getByText(`${MEMBER_EMAIL} now acts for ${name}`)).toBeVisible();

  await staff.getByRole('textbox', { name: 'Description' }).fill('Autumn sponsorship');
  await staff.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await staff.getByRole('button', { name: 'Issue invoice' }).click();
  const issued = staff.getByText(/^Invoice SOC-\d{4}-\d{4,} issued$/);
  await expect(issued).toBeVisible();
  const number = /SOC-\d{4}-\d{4,}/.exec((await issued.textContent()) ?? '')?.[0];
  expect(number).toBeTruthy();
  await staff.getByRole('button', { name: `Mark invoice ${number} paid` }).click();
  await expect(staff.getByText(`Invoice ${number} marked paid`)).toBeVisible();
  await staffContext.close();

  const memberContext = await browser.newContext();
  await startSignedIn(memberContext, await signInThroughApi(request, MEMBER_EMAIL), baseURL!);
  const member = await memberContext.newPage();
  await member.goto('/patron');
  // The demo attendee also acts for the demo patron: choose the new one.
  await member.getByRole('combobox', { name: 'Patron' }).selectOption({ label: name });
  await expect(member.getByRole('heading', { level: 1, name: `Patron portal: ${name}` })).toBeVisible();
  await member.getByRole('tab', { name: 'Invoices' }).click();
  const [download] = await Promise.all([member.waitForEvent('download'), member.getByRole('button', { name: `Download PDF of invoice ${number}` }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  await expect(member.getByText('paid', { exact: true })).toBeVisible();
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoAxeViolationsInBothThemes(member, "the patron portal's invoices");

  // The question bank: regenerating is a job; the portal says so at once and shows READY once it ran.
  await member.getByRole('tab', { name: 'Question bank' }).click();
  await member.getByRole('button', { name: 'Regenerate questions' }).click();
  await expect(member.getByText('Questions regenerated successfully')).toBeVisible();
  await expect(member.getByText('Ready', { exact: true })).toBeVisible();
  await expect(member.getByText(`What would make ${name} more useful to you?`)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(member, "the patron portal's question bank");

  // The demo patron's logo strip on a social it sponsors (apps/api/src/db/seed-patrons.ts).
  await member.goto('/socials/founders-and-funders-breakfast-demo01');
  await expect(member.getByRole('region', { name: 'Sponsored by' }).getByRole('link', { name: 'Acme Cloud' })).toBeVisible();
  await memberContext.close();
});
