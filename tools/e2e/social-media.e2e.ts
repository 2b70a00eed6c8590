import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './support/axe';

/** The seeded demo host (apps/api/src/db/seed.ts). */
const HOST_EMAIL = 'host@socials.local';
const GUEST_EMAIL = 'guest-media-e2e@socials.test';

async function photo(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

const photosSection = (page: Page) => page.getByRole('region', { name: 'Photos' });

// Media: a confirmed guest adds a photo to the social's gallery, the host hides it in the
// host portal, and the guest downloads the gallery as an archive that is built while they wait.
test('a guest uploads a photo, the host hides it, and the download archive becomes ready', async ({ browser, request, baseURL }) => {
  const hostSession = await signInThroughApi(request, HOST_EMAIL);
  const auth = { authorization: `Bearer ${hostSession.accessToken}` };
  const start = Date.now() + 14 * 24 * 3_600_000;
  const created = await request.post('/api/socials', {
    headers: auth,
    data: {
      title: `E2E photo night ${Date.now()}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 3 * 3_600_000,
      timezone: 'America/New_York',
      isPublic: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { id: string; slug: string };
  const hostPhoto = await request.post(`/api/socials/${social.id}/media`, {
    headers: auth,
    multipart: { file: { name: 'stage.jpg', mimeType: 'image/jpeg', buffer: await photo(900, 600, '#8e44ad') } },
  });
  expect(hostPhoto.status(), await hostPhoto.text()).toBe(201);

  // The guest RSVPs (a free social: confirmed at once), then adds a photo on the event page.
  const guestSession = await signInThroughApi(request, GUEST_EMAIL);
  const guestAuth = { authorization: `Bearer ${guestSession.accessToken}` };
  expect((await request.patch('/api/users/me', { headers: guestAuth, data: { firstName: 'Gina', lastName: 'Gallery' } })).ok()).toBe(true);
  const rsvp = await request.post(`/api/socials/${social.id}/rsvps`, { headers: guestAuth, data: {} });
  expect(rsvp.ok(), await rsvp.text()).toBe(true);
  const guestContext = await browser.newContext();
  await startSignedIn(guestContext, guestSession, baseURL!);
  const guest = await guestContext.newPage();
  await guest.goto(`/socials/${social.slug}`);
  const gallery = photosSection(guest);
  await expect(gallery.getByRole('button', { name: 'Add photos or videos' })).toBeVisible();
  await guest.locator('#media-upload').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 800, '#16a085') });
  await expect(guest.getByText('Added to the photos', { exact: true })).toBeVisible();
  await expect(gallery.getByRole('list', { name: /^Photos of / }).getByRole('button')).toHaveCount(2);

  // The lightbox opens from the keyboard and closes with Escape.
  await gallery.getByRole('button', { name: 'Photo (1 of 2)' }).focus();
  await guest.keyboard.press('Enter');
  await expect(guest.getByRole('dialog')).toBeVisible();
  // The dialog covers the theme switch: checked in the page's theme.
  await expectNoAxeViolations(guest, 'the photo lightbox');
  await guest.keyboard.press('Escape');
  await expect(guest.getByRole('dialog')).toHaveCount(0);

  // The host hides the guest's photo (the newest, first in the grid).
  const hostContext = await browser.newContext();
  await startSignedIn(hostContext, hostSession, baseURL!);
  const host = await hostContext.newPage();
  await host.goto(`/host/socials/${social.id}/media`);
  const grid = host.getByRole('list', { name: 'Photos and videos' });
  await grid.getByRole('checkbox', { name: 'Photo 1' }).check();
  await host.getByRole('button', { name: 'Hide' }).click();
  await expect(host.getByText('Hidden from guests', { exact: true })).toBeVisible();
  await expect(grid.getByText('Hidden', { exact: true })).toHaveCount(1);
  await expectNoAxeViolationsInBothThemes(host, "the host's photos page");

  // The guest now sees one photo, and downloads the gallery.
  await guest.reload();
  await expect(gallery.getByRole('list', { name: /^Photos of / }).getByRole('button')).toHaveCount(1);
  await gallery.getByRole('button', { name: 'Download all' }).click();
  const link = gallery.getByRole('link', { name: 'Save the photos (ZIP)' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const archive = await request.get(new URL((await link.getAttribute('href'))!).pathname + new URL((await link.getAttribute('href'))!).search);
  expect(archive.status()).toBe(200);
  expect(archive.headers()['content-type']).toBe('application/zip');
  const bytes = await archive.body();
  // One entry (the host's photo): its local header, then the central directory's end record counting 1.
  expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
  expect(bytes.readUInt16LE(bytes.length - 22 + 10)).toBe(1);
});
