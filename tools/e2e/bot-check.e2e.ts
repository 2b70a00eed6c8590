import { expect, test } from '@playwright/test';
import { latestSignInCode, outboxIds } from './support/sign-in';

// A network of its own (the e2e server trusts X-Forwarded-For): the burst below must not put the
// other specs' sign-ins behind the check.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' } });

test('a burst of sign-in starts asks for the bot check, which the browser solves before the sign-in goes on', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A script on the page floods the sign-in start (malformed requests count too) until the server asks for the check.
  const statuses = await page.evaluate(async () => {
    const seen: number[] = [];
    for (let i = 0; i < 40 && !seen.includes(405); i += 1) {
      const res = await fetch('/api/auth/passwordless/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'not-an-email' }),
      });
      seen.push(res.status);
    }
    return seen;
  });
  expect(statuses.at(-1)).toBe(405);
  expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);

  // A person now signs in from the same network: the check appears, the browser solves it, the sign-in goes on.
  const email = 'bot-check-e2e@socials.test';
  const seen = await outboxIds(page.request, email);
  // The browser may solve it faster than a look at the page: a watcher notes that the dialog was shown.
  await page.evaluate(() => {
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
      if (dialog?.textContent?.includes('Checking that you are a person') && dialog.querySelector('progress')) {
        (window as { botCheckShown?: boolean }).botCheckShown = true;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/passwordless/start') && response.status() === 405);
  const solved = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/passwordless/start') && response.status() === 200 && Boolean(response.request().headers()['x-waf-token']),
    { timeout: 60_000 },
  );
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await refused;
  await solved;
  expect(await page.evaluate(() => (window as { botCheckShown?: boolean }).botCheckShown)).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Checking that you are a person' })).toBeHidden();

  await expect(page.getByLabel(/sign-in code/i)).toBeVisible();
  expect(await latestSignInCode(page.request, email, seen)).toMatch(/^\d{6}$/);
  expect(await page.evaluate(() => sessionStorage.getItem('socials.firewallToken'))).toBeTruthy();
});

test('the human-verification page says there is nothing to check when nothing was asked', async ({ page }) => {
  await page.goto('/human-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Human verification' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing to check right now' })).toBeVisible();
});
