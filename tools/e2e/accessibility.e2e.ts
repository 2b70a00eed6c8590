import { finishColourTransitions, runAxe } from './support/axe';
import { expect, test as base, type APIResponse, type BrowserContext, type Page, type Request as PageRequest } from '@playwright/test';
import type { Result } from 'axe-core';
import { TOKEN_EXPIRY_MARGIN_MS } from '@socials/domain';
import { E2E_CONFERENCE_HOST } from './playwright.config';
import { signInThroughApi, startSignedIn, type ApiSession } from './support/api-sign-in';

// Every route of the four apps, signed out and signed in, in both themes, must pass axe with no
// violation of any impact. The routes come from each app's route table (app/routes.ts), so a new
// screen is checked without touching this file. Each page loads once per state; the theme is
// switched on the loaded page, and the second theme is held to the rules a theme can change
// (contrast), as the rest reads the same markup.
//
// A worker keeps one browser tab per app, origin and visitor and opens each of their routes in it,
// as a visitor going from page to page: a new browser context per route cost Chromium about 1.5 s
// of CPU a page (a new renderer, every script fetched and compiled again) against 0.45 s in a tab
// already open, and that was two thirds of this suite's time on a 2-core machine.

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];
/** ThemeProvider's localStorage key (libs/ui/src/theme/theme-provider.tsx); each test checks it took effect. */
const THEME_STORAGE_KEY = 'socials.theme';

/** Seeded demo accounts (apps/api/src/db/seed.ts); they have names, so no profile step interrupts. */
const DEMO_USERS = {
  attendee: 'attendee@socials.local',
  host: 'host@socials.local',
  admin: 'admin@socials.local',
} as const;
type DemoUser = keyof typeof DEMO_USERS;

type Access = 'public' | 'user' | 'admin';

/** What the suite reads of an app's route table (app/routes.ts); `checkedAt` replaces the pattern when set. */
interface RouteEntry {
  path: string;
  title: string;
  access: Access;
  checkedAt?: readonly string[];
}

/**
 * The addresses to open in an app: each page of its route table (app/routes.ts, which imports no
 * React at module top: pages load lazily), at its pattern or the addresses it names instead. The
 * table is imported by its path at run time, so that a new screen is tested without editing this
 * file, and so that typechecking the tools does not check the four apps a second time through the
 * tables' lazy imports (tsconfig.web.json checks them).
 */
async function routesOf(app: string): Promise<RouteEntry[]> {
  const routeFile: string = new URL(`../../apps/${app}/src/app/routes.ts`, import.meta.url).href;
  const { appRoutes } = (await import(routeFile)) as { appRoutes: Readonly<Record<string, RouteEntry>> };
  return Object.values(appRoutes).flatMap((entry) => (entry.checkedAt ?? [entry.path]).map((path) => ({ ...entry, path })));
}

interface AppUnderTest {
  name: string;
  /** Served on another host name than the base URL's. */
  hostname?: string;
  basePath: string;
  routes: readonly RouteEntry[];
  /** Who is signed in on 'public' and 'user' routes; 'admin' routes always use staff. */
  signedInAs: DemoUser;
}

const APPS: AppUnderTest[] = [
  { name: 'public-web', basePath: '', routes: await routesOf('public-web'), signedInAs: 'attendee' },
  { name: 'host-portal', basePath: '/host', routes: await routesOf('host-portal'), signedInAs: 'host' },
  { name: 'manager-console', basePath: '/manager', routes: await routesOf('manager-console'), signedInAs: 'admin' },
  // Away from the conference host the sections lead home: both layouts are checked.
  { name: 'conference-site', basePath: '/conference', routes: await routesOf('conference-site'), signedInAs: 'attendee' },
  { name: 'conference-site on its host', hostname: E2E_CONFERENCE_HOST, basePath: '', routes: await routesOf('conference-site'), signedInAs: 'attendee' },
];

/** Read from the running server's demo data once per worker. */
interface DemoData {
  /** Real values for the ":" parameters of route paths. */
  params: Record<string, string>;
  sessionFor(user: DemoUser): Promise<ApiSession>;
}

/** A tab of a worker, kept for the routes of one app, origin and visitor. */
interface VisitorTab {
  context: BrowserContext;
  page: Page;
  requests: RequestTracker;
}

const test = base.extend<object, { demo: DemoData; tabFor: (key: string) => Promise<VisitorTab> }>({
  demo: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const sessions = new Map<DemoUser, ApiSession>();
      const sessionFor = async (user: DemoUser) => {
        const known = sessions.get(user);
        // The apps treat a token as expired TOKEN_EXPIRY_MARGIN_MS early (and the suite gives them no
        // refresh cookie): it must outlive that margin plus the test that uses it.
        if (known && known.expiresAt - Date.now() > TOKEN_EXPIRY_MARGIN_MS + 2 * 60_000) return known;
        const session = await signInThroughApi(request, DEMO_USERS[user]);
        sessions.set(user, session);
        return session;
      };

      const host = await sessionFor('host');
      const [publicSocial] = await readList(await request.get('/api/socials/public?limit=1'));
      const hosted = await request.get('/api/socials/hosted?limit=1', { headers: { authorization: `Bearer ${host.accessToken}` } });
      const [hostedSocial] = await readList(hosted);
      expect(publicSocial, 'the demo data has an approved public social').toBeDefined();
      expect(hostedSocial, `${DEMO_USERS.host} hosts a demo social`).toBeDefined();

      // A seeded city (apps/api/src/db/seed.ts), and a payment id that exists nowhere (the "receipt not found" page).
      const params = { slug: publicSocial!.slug, id: hostedSocial!.id, city: 'new-york', paymentId: 'no-such-payment' };
      await use({ params, sessionFor });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  tabFor: [
    async ({ browser }, use) => {
      const tabs = new Map<string, VisitorTab>();
      await use(async (key) => {
        const known = tabs.get(key);
        if (known) return known;
        const context = await browser.newContext();
        // Every page opens in the first theme, as a first visit does.
        await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: THEMES[0] });
        const page = await context.newPage();
        const tab = { context, page, requests: trackRequests(page) };
        tabs.set(key, tab);
        return tab;
      });
      for (const { context } of tabs.values()) await context.close();
    },
    { scope: 'worker' },
  ],
});

async function readList(response: APIResponse): Promise<{ id: string; slug: string }[]> {
  expect(response.ok(), `${response.url()}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: { id: string; slug: string }[] }).data;
}

function fillParams(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`No demo value for ":${name}" in ${path}: add one to the demo fixture`);
    return encodeURIComponent(value);
  });
}

/**
 * Counts the tab's requests in flight. Playwright's 'networkidle' waits for 500 ms without a
 * request, a quarter of each page's time here; 200 ms without one is as telling. A request counts
 * until its answer arrives: Playwright never reports some revalidations of cached answers finished.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<PageRequest>();
  let lastChange = Date.now();
  const settle = (request: PageRequest) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('response', (response) => settle(response.request()));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** A new page: what the last one left unanswered is no longer waited for. */
    forget() {
      inFlight.clear();
      lastChange = Date.now();
    },
    /** Network quiet is a hint, not the test: past the timeout the page is checked as it is. */
    async quiet(quietMs = 200, timeoutMs = 15_000) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return;
        await page.waitForTimeout(25);
      }
    },
  };
}
type RequestTracker = ReturnType<typeof trackRequests>;

/** Loaded: no request in flight, no progress bar or loading placeholder left, and the page's main heading is shown. */
async function waitUntilSettled(page: Page, requests: RequestTracker) {
  await requests.quiet();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** One line per rule and per failing element, with axe's reasons, so the report names what to fix. */
function describeViolation({ id, impact, help, nodes }: Result): string {
  const reasons = (summary = '') =>
    summary
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' | ');
  const where = nodes.map((node) => `    ${node.target.join(' ')}: ${reasons(node.failureSummary)}`);
  return [`${id} (${impact}): ${help}`, ...where].join('\n');
}

/**
 * Switches the theme with the header's toggle, as a visitor would (ThemeProvider stores the choice
 * and sets the `dark` class on <html>), checks both took effect, and waits for colour transitions
 * to end so that axe measures the final colours.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await page.mouse.move(0, 0);
  await expectTheme(page, theme);
  await finishColourTransitions(page);
}

async function expectTheme(page: Page, theme: Theme) {
  const shown = () =>
    page.evaluate((key) => ({ dark: document.documentElement.classList.contains('dark'), stored: localStorage.getItem(key) }), THEME_STORAGE_KEY);
  await expect.poll(shown, { message: `${theme} theme` }).toEqual({ dark: theme === 'dark', stored: theme });
}

// The pages are independent: spread them over the workers rather than queue the file on one.
test.describe.configure({ mode: 'parallel' });

for (const app of APPS) {
  test.describe(app.name, () => {
    for (const route of app.routes) {
      const states = route.access === 'public' ? [false, true] : [true];
      for (const signedIn of states) {
        const user: DemoUser = route.access === 'admin' ? 'admin' : app.signedInAs;
        const state = signedIn ? `signed in as ${user}` : 'signed out';
        // One load per page and state; axe runs in each theme on it.
        test(`${route.path} (${route.title}), ${state}, ${THEMES.join(' and ')} themes`, async ({ demo, tabFor, baseURL }) => {
          const origin = new URL(baseURL!);
          if (app.hostname) origin.hostname = app.hostname;
          const { context, page, requests } = await tabFor(`${app.name} ${origin.origin} ${signedIn ? user : 'signed out'}`);
          // Again before each page: the session in use may be near its end, and sessionFor renews it.
          if (signedIn) await startSignedIn(context, await demo.sessionFor(user), origin.origin);
          const [firstTheme, ...otherThemes] = THEMES;

          requests.forget();
          await page.goto(new URL(`${app.basePath}${fillParams(route.path, demo.params)}`, origin).href);
          await waitUntilSettled(page, requests);
          if (route.access !== 'public') await expect(page).not.toHaveURL(/\/auth\/login/);

          for (const theme of [firstTheme, ...otherThemes]) {
            await test.step(`${theme} theme`, async () => {
              if (theme === firstTheme) await expectTheme(page, theme);
              else await switchTheme(page, theme);
              const { violations } = await runAxe(page, { coloursOnly: theme !== firstTheme });
              // Soft: a violation in one theme still lets the other be checked.
              expect.soft(violations.map(describeViolation).join('\n\n'), `${theme} theme`).toBe('');
            });
          }
        });
      }
    }
  });
}
