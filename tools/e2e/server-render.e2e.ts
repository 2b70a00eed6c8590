import { expect, test, type ConsoleMessage, type Locator } from '@playwright/test';
import { signInThroughApi } from './support/api-sign-in';

// Public event pages arrive as HTML with their content (the API renders them for anonymous
// visitors), and the browser takes that markup over without rendering it again.
test('an event page shows its title and date without JavaScript, and hydrates without errors', async ({ browser, request }) => {
  const host = await signInThroughApi(request, 'server-render-host-e2e@socials.test');
  const title = `E2E server-rendered supper ${Date.now()}`;
  const start = Date.UTC(2031, 5, 12, 23, 30);
  const created = await request.post('/api/socials', {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: { title, description: 'Soup & stories.', eventTimestamp: start, eventEndTimestamp: start + 2 * 3600_000, timezone: 'America/New_York', isPublic: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { slug } = (await created.json()) as { slug: string };

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(`/socials/${slug}`);
  await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // 23:30 UTC is 19:30 in New York: the date is written in the event's zone, whatever the server's.
  await expect(plain.locator('time').first()).toContainText('June 12, 2031');
  await expect(plain.locator('time').first()).toContainText('07:30 PM');
  await withoutScripts.close();

  // A visitor far from the server's zone and the event's: the first render in the browser must still match the server's.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Marks the headings the HTML parser puts in (the document is still loading then): a browser render would make new ones.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) if (!('parsedFromHtml' in heading)) Object.assign(heading, { parsedFromHtml: document.readyState === 'loading' });
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`/socials/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectTakenOver(page.getByRole('heading', { level: 1, name: title }));
  // Hydrated: the page answers clicks (the theme switch is React's).
  await page.getByRole('button', { name: /Switch to (light|dark) theme/ }).first().click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  // The home page too: its lists come with the HTML.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the people who build things' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse socials' }).first().waitFor();
  await expectTakenOver(page.getByRole('heading', { level: 1, name: 'Meet the people who build things' }));
  expect(problems.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
  await context.close();
});

/**
 * React has hydrated the element (it carries React's fiber), and it is the one the HTML parser made:
 * the browser took the server's markup over instead of rendering anew.
 */
async function expectTakenOver(element: Locator): Promise<void> {
  const takenOver = () =>
    element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')) && 'parsedFromHtml' in node && node.parsedFromHtml === true);
  await expect.poll(takenOver, { message: "the server's markup, taken over by React" }).toBe(true);
}
