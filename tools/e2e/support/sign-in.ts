import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
}

async function readOutbox(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/** The ids of the messages already e-mailed to `email`: pass them to latestSignInCode to wait for a newer one. */
export async function outboxIds(request: APIRequestContext, email: string): Promise<Set<string>> {
  return new Set((await readOutbox(request, email)).map(({ id }) => id));
}

/**
 * The newest sign-in code e-mailed to `email`, read from the development outbox. Mail leaves
 * through a job queue, so a code asked for a moment ago may not be there yet: `seen` (from
 * outboxIds before asking) makes it wait for a message newer than those.
 */
export async function latestSignInCode(request: APIRequestContext, email: string, seen = new Set<string>()): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await readOutbox(request, email);
      code = newest && !seen.has(newest.id) ? newest.text.match(/\b(\d{6})\b/)?.[1] : undefined;
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
  const seen = await outboxIds(page.request, email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await latestSignInCode(page.request, email, seen);
  await page.getByLabel(/sign-in code/i).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`${basePath}/accounts/setting`));
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
}
