import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// People: two attendees meet. One reads out the code under their profile's QR code, the
// other types it into the in-app scanner's field (a camera cannot be faked here) and sees who they
// connected with.
test('an attendee connects with another through the scanner page, by the code under their QR', async ({ browser }) => {
  const stamp = Date.now();
  const shown = await browser.newPage();
  await signIn(shown, { basePath: '', email: `shown-${stamp}@socials.test`, firstName: 'Quinn', lastName: 'Shown' });
  await shown.goto('/users');
  const code =
    (
      await shown
        .getByText(/^Your code:/)
        .locator('span')
        .textContent()
    )?.trim() ?? '';
  expect(code).toMatch(/^member-/);

  const scanner = await browser.newPage();
  await signIn(scanner, { basePath: '', email: `scanner-${stamp}@socials.test`, firstName: 'Sam', lastName: 'Scanner' });
  await scanner.goto('/my-ticket');
  await scanner.getByRole('link', { name: 'Meet someone? Scan their code' }).click();
  await expect(scanner.getByRole('heading', { level: 1, name: 'Scan to connect' })).toBeVisible();
  await scanner.getByRole('textbox', { name: 'Profile code or link' }).fill(code);
  await scanner.getByRole('button', { name: 'Connect' }).click();

  const card = scanner.getByRole('region', { name: 'Quinn Shown' });
  await expect(card.getByText('Connected just now')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/users/${code}`);
});
