import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest sign-in code e-mailed to `email`, read from the development outbox. */
export async function latestSignInCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      expect(response.ok()).toBe(true);
      const { data } = (await response.json()) as { data: OutboxMessage[] };
      code = data[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeDefined();
  return code!;
}

export interface SignInOptions {
  /** Where the app lives: '' for public-web, '/host', '/manager'. */
  basePath: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Signs in through the real login page with the code from the outbox. A new account is sent to
 * /accounts/setting first (no name yet); the name is filled in there, as a new user would.
 */
export async function signIn(page: Page, { basePath, email, firstName, lastName }: SignInOptions): Promise<void> {
  await page.goto(`${basePath}/auth/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await latestSignInCode(page.request, email);
  await page.getByLabel(/sign-in code/i).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`${basePath}/accounts/setting`));
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
}
