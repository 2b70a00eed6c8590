import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { signIn } from './support/sign-in';

const SUPPORT_EMAIL = 'support@socials.local';

// People: a new member completes their profile on the settings page (the completion
// progress rises with each save), then writes to support on /contact and the message reaches the
// support inbox (the development outbox).
test('a member completes their profile and their contact message reaches the support inbox', async ({ page, request }) => {
  const stamp = Date.now();
  await signIn(page, { basePath: '', email: `people-${stamp}@socials.test`, firstName: 'Pia', lastName: 'People' });

  await page.goto('/accounts/setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  const progress = page.getByRole('meter', { name: 'Profile completion' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByRole('combobox', { name: 'Current city' }).selectOption({ index: 1 });
  await profile.getByRole('textbox', { name: 'Country code' }).fill('+1');
  await profile.getByRole('textbox', { name: 'Phone number' }).fill('415 555 0100');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  // Personal details (name and city) and the phone number.
  await expect(progress).toHaveAttribute('aria-valuenow', '18');

  const interests = page.getByRole('form', { name: 'Interests' });
  await interests
    .getByRole('group', { name: /Job functions/ })
    .getByRole('checkbox', { name: 'Engineering' })
    .check();
  await interests
    .getByRole('group', { name: /Hobbies/ })
    .getByRole('checkbox', { name: 'Chess' })
    .check();
  await interests.getByRole('button', { name: 'Save interests' }).click();
  await expect(page.getByText('Interests saved')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '27');

  await page.getByRole('button', { name: 'Create an invite code' }).click();
  await expect(page.getByLabel('Your invite link')).toHaveValue(/\/\?ref=[A-Z2-9]{8}$/);
  await expectNoAxeViolationsInBothThemes(page, 'the account settings page');

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your e-mail address' })).toHaveValue(`people-${stamp}@socials.test`);
  await page.getByRole('combobox', { name: 'What is it about?' }).selectOption('SPONSORSHIP');
  await page.getByRole('textbox', { name: 'Message' }).fill(`We would like to sponsor a summit (${stamp}).`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent: we will reply by e-mail')).toBeVisible();

  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(SUPPORT_EMAIL)}`);
      const { data } = (await res.json()) as { data: { subject: string; text: string }[] };
      return data.find((m) => m.text.includes(String(stamp)))?.subject;
    })
    .toBe('[SPONSORSHIP] Sponsorship: message from Pia People');
});
