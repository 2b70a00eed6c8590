import { expect, test, type APIRequestContext, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_CONFERENCE_HOST } from './playwright.config';
import { signInThroughApi } from './support/api-sign-in';

// Public event pages arrive as HTML with their content (the API renders them for anonymous
// visitors), and the browser takes that markup over without rendering it again.
test('an event page shows its title and date without JavaScript, and hydrates without errors', async ({ browser, request }) => {
  const host = await signInThroughApi(request, 'server-render-host-e2e@socials.test');
  const title = `E2E server-rendered supper ${Date.now()}`;
  const start = Date.UTC(2031, 5, 12, 23, 30);
  const created = await request.post('/api/socials', {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: {
      title,
      description: 'Soup & stories.',
      eventTimestamp: start,
      eventEndTimestamp: start + 2 * 3600_000,
      timezone: 'America/New_York',
      isPublic: true,
    },
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
  const problems = collectProblems(page);
  await markParsedHeadings(page);
  await page.goto(`/socials/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectTakenOver(page.getByRole('heading', { level: 1, name: title }));
  // Hydrated: the page answers clicks (the theme switch is React's).
  await page
    .getByRole('button', { name: /Switch to (light|dark) theme/ })
    .first()
    .click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  // The home page too: its lists come with the HTML.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the people who build things' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse socials' }).first().waitFor();
  await expectTakenOver(page.getByRole('heading', { level: 1, name: 'Meet the people who build things' }));
  expect(hydrationProblems(problems)).toEqual([]);
  await context.close();
});

// A partner's link (?community=<key>) brings the partner's menu with the HTML; the key kept for the
// tab is the browser's alone, so the server renders the main menu and the browser swaps it after hydration.
test("a partner community's menu arrives with the HTML, and the one kept for the tab follows hydration without errors", async ({ browser }) => {
  const websiteLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /\(opens in a new tab\)$/ });
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto('/?community=ycp');
  await expect(websiteLink(plain)).toHaveAttribute('target', '_blank');
  await withoutScripts.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto('/?community=penn2012');
  await expect(websiteLink(page)).toBeVisible();
  await page.getByRole('link', { name: 'Browse socials' }).first().waitFor();
  await page.goto('/');
  await expect(websiteLink(page)).toBeVisible();
  expect(hydrationProblems(problems)).toEqual([]);
  await context.close();
});

// Proposals and the conference's own site arrive as HTML too: their content without JavaScript, then hydrated in place.
test('a proposal and a conference page show their content without JavaScript, and hydrate without errors', async ({ browser, request, baseURL }) => {
  const proposer = await signInThroughApi(request, 'server-render-proposer-e2e@socials.test');
  const title = `E2E server-rendered proposal ${Date.now()}`;
  const created = await request.post('/api/proposals', {
    headers: { authorization: `Bearer ${proposer.accessToken}` },
    data: {
      title,
      description: 'Pick the night.',
      choices: [
        { kind: 'VENUE', label: 'The rooftop', venue: 'Rooftop bar' },
        { kind: 'DATE', label: 'A Friday', eventTimestamp: Date.UTC(2031, 5, 13, 23) },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { slug } = (await created.json()) as { slug: string };
  const site = baseURL!.replace('localhost', E2E_CONFERENCE_HOST);
  const { conference, release } = await conferenceOnE2eHost(request);

  try {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await withoutScripts.newPage();
    await plain.goto(`/proposals/${slug}`);
    await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(plain.getByRole('heading', { level: 3, name: 'The rooftop' })).toBeVisible();
    await plain.goto(`${site}/venue`);
    await expect(plain.getByRole('heading', { level: 1, name: 'Venue' })).toBeVisible();
    await expect(plain.getByText(conference.venueName)).toBeVisible();
    await expect(plain.getByRole('link', { name: conference.name })).toBeVisible();
    await withoutScripts.close();

    // Far from the server's zone: the proposal's deadline is first written as the server wrote it, then in the reader's zone.
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await markParsedHeadings(page);
    await page.goto(`/proposals/${slug}`);
    await expectTakenOver(page.getByRole('heading', { level: 1, name: title }));
    await expect(page.locator('time').first()).toContainText(/GMT\+9|JST/);
    await page.goto(`${site}/`);
    await expectTakenOver(page.getByRole('heading', { level: 1, name: conference.name }));
    await page.goto(`${site}/agenda`);
    await expectTakenOver(page.getByRole('heading', { level: 1, name: 'Agenda' }));
    expect(hydrationProblems(problems)).toEqual([]);
    await context.close();
  } finally {
    await release();
  }
});

interface E2eConference {
  id: string;
  name: string;
  venueName: string;
}

/**
 * The conference served on the tests' conference host: the conference flow's, when it has made it;
 * else one made here, whose host name is given up afterwards (host names are unique).
 */
async function conferenceOnE2eHost(request: APIRequestContext): Promise<{ conference: E2eConference; release: () => Promise<void> }> {
  const existing = ((await (await request.get(`/api/conferences?domain=${E2E_CONFERENCE_HOST}`)).json()) as { data: E2eConference[] }).data[0];
  if (existing?.venueName) return { conference: existing, release: async () => undefined };
  const staff = await signInThroughApi(request, E2E_ADMIN_EMAIL);
  const headers = { authorization: `Bearer ${staff.accessToken}` };
  const start = Date.UTC(2031, 4, 12, 13);
  const stamp = Date.now();
  const created = await request.post('/api/conferences', {
    headers,
    data: {
      slug: `e2e-render-summit-${stamp}`,
      name: `E2E Render Summit ${stamp}`,
      tagline: 'Pages that arrive whole',
      startsAt: start,
      endsAt: start + 30 * 3600_000,
      timezone: 'America/New_York',
      venueName: 'Pier 57',
      domain: E2E_CONFERENCE_HOST,
      published: true,
      branding: { primaryColor: '#b91c1c' },
      passes: [{ name: 'General', priceCents: 25_000, quantity: 100 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const conference = (await created.json()) as E2eConference;
  const session = await request.post('/api/sessions', {
    headers,
    data: { conferenceId: conference.id, title: 'Opening keynote', track: 'AI', room: 'Main hall', startsAt: start, endsAt: start + 3600_000, speakerIds: [] },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const release = async () => {
    const patched = await request.patch(`/api/conferences/${conference.id}`, { headers, data: { domain: null, published: false } });
    expect(patched.ok(), await patched.text()).toBe(true);
  };
  return { conference, release };
}

/** Console errors and warnings, and uncaught errors, of a page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const hydrationProblems = (problems: string[]) => problems.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text));

/** Marks the headings the HTML parser puts in (the document is still loading then): a browser render would make new ones. */
async function markParsedHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1'))
        if (!('parsedFromHtml' in heading)) Object.assign(heading, { parsedFromHtml: document.readyState === 'loading' });
    }).observe(document, { subtree: true, childList: true });
  });
}

/**
 * React has hydrated the element (it carries React's fiber), and it is the one the HTML parser made:
 * the browser took the server's markup over instead of rendering anew.
 */
async function expectTakenOver(element: Locator): Promise<void> {
  const takenOver = () =>
    element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')) && 'parsedFromHtml' in node && node.parsedFromHtml === true);
  await expect.poll(takenOver, { message: "the server's markup, taken over by React" }).toBe(true);
}
