import { expect, test } from '@playwright/test';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolations } from './support/axe';
import { latestSignInCode } from './support/sign-in';

// A social that limits organizations: the attendee verifies a work e-mail inside the RSVP flow
// (address, code, verified), with axe checking every state of the step, errors included.

const DAY = 24 * 3_600_000;
const THEMES = ['dark', 'light'] as const;
/** ThemeProvider's localStorage key (libs/ui/src/theme/theme-provider.tsx). */
const THEME_STORAGE_KEY = 'socials.theme';

for (const theme of THEMES) {
  test(`an attendee verifies a work e-mail to RSVP to a social that limits organizations, ${theme} theme`, async ({ page, context, request, baseURL }) => {
    const stamp = Date.now();
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme });
    const host = await signInThroughApi(request, 'host@socials.local');
    const start = Date.now() + 10 * DAY;
    const created = await request.post('/api/socials', {
      headers: { authorization: `Bearer ${host.accessToken}` },
      data: {
        title: `Members only ${stamp}`,
        eventTimestamp: start,
        eventEndTimestamp: start + 2 * 3_600_000,
        timezone: 'UTC',
        isPublic: false,
        limitsOrganizations: true,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { slug } = (await created.json()) as { slug: string };

    const attendee = await signInThroughApi(request, `org-e2e-${stamp}@socials.test`);
    const named = await request.patch('/api/users/me', {
      headers: { authorization: `Bearer ${attendee.accessToken}` },
      data: { firstName: 'Olga', lastName: 'Org' },
    });
    expect(named.ok()).toBe(true);
    await startSignedIn(context, attendee, new URL(baseURL!).origin);

    await page.goto(`/socials/${slug}/rsvp`);
    await expect(page.getByRole('heading', { name: 'Verify your organization' })).toBeVisible();
    await expectNoAxeViolations(page, 'work e-mail form');

    const email = page.getByRole('textbox', { name: /Work e-mail/ });
    await email.fill('olga@gmail.com');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await expect(page.getByText(/personal e-mail provider/)).toBeVisible();
    await expectNoAxeViolations(page, 'work e-mail form with a field error');

    const workEmail = `olga@org-${stamp}.com`;
    await email.fill(workEmail);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const code = page.getByRole('textbox', { name: /Verification code/ });
    await expect(code).toBeFocused();
    await expectNoAxeViolations(page, 'code form');

    await code.fill('00000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter the 6-digit code from the e-mail')).toBeVisible();
    await expectNoAxeViolations(page, 'code form with a field error');

    await code.fill(await latestSignInCode(request, workEmail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(`Verified: ${workEmail} (Org ${stamp})`)).toBeVisible();
    await expectNoAxeViolations(page, 'verified');

    // A new account does not follow the hosts yet: the notify-me box sits on this, the last step.
    await page.getByRole('button', { name: 'Send RSVP' }).click();
    await expect(page.getByRole('heading', { name: 'Your RSVP' })).toBeVisible();
  });
}

// A circle whose members need a verified company e-mail: the join button shows once the address is verified.
test('someone verifies a company e-mail on the circle page to join a circle that asks for one', async ({ page, context, request, baseURL }) => {
  const stamp = Date.now();
  const owner = await signInThroughApi(request, 'host@socials.local');
  const created = await request.post('/api/circles', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { name: `Verified Builders ${stamp}`, requiredVerifiedEmail: 'COMPANY' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { slug, name } = (await created.json()) as { slug: string; name: string };

  const joiner = await signInThroughApi(request, `circle-org-e2e-${stamp}@socials.test`);
  const named = await request.patch('/api/users/me', {
    headers: { authorization: `Bearer ${joiner.accessToken}` },
    data: { firstName: 'Cleo', lastName: 'Circle' },
  });
  expect(named.ok()).toBe(true);
  await startSignedIn(context, joiner, new URL(baseURL!).origin);

  await page.goto(`/circles/${slug}`);
  const gate = page.getByRole('region', { name: 'Verify your company e-mail to join' });
  await expect(gate).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join circle' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'circle page asking for a company e-mail');

  const workEmail = `cleo@circle-${stamp}.com`;
  await gate.getByRole('textbox', { name: /Work e-mail/ }).fill(workEmail);
  await gate.getByRole('button', { name: 'Send me a code' }).click();
  const code = gate.getByRole('textbox', { name: /Verification code/ });
  await expect(code).toBeFocused();
  await code.fill(await latestSignInCode(request, workEmail));
  await gate.getByRole('button', { name: 'Verify' }).click();

  await page.getByRole('button', { name: 'Join circle' }).click();
  await expect(page.getByText(`Welcome to ${name}`)).toBeVisible();
  await expect(gate).toHaveCount(0);
  await expectNoAxeViolations(page, 'circle page after joining');
});
