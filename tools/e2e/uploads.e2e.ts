import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInThroughApi, startSignedIn } from './support/api-sign-in';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { signIn } from './support/sign-in';

/** The seeded demo host (apps/api/src/db/seed.ts). */
const HOST_EMAIL = 'host@socials.local';
const GUEST = { email: 'guest-uploads-e2e@socials.test', firstName: 'Uma', lastName: 'Upload' };

/** An image as a browser would pick it from the disk. */
async function picture(name: string, width: number, height: number, colour: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The image has loaded (not a broken icon) and came from our image-resize call. */
async function expectResizedImage(image: Locator) {
  await expect(image).toHaveAttribute('src', /\/api\/images\/resize\?url=/);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

// Files and images: a host uploads a cover for their social; a guest sees it on the event
// page and on the card of their RSVP, then uploads an avatar through the cropper and sees it on their profile.
test('a host uploads a cover, an attendee uploads an avatar: the cover shows on the event page and the card, the avatar on the profile', async ({
  browser,
  request,
  baseURL,
}) => {
  const hostSession = await signInThroughApi(request, HOST_EMAIL);
  const start = Date.now() + 21 * 24 * 3_600_000;
  const created = await request.post('/api/socials', {
    headers: { authorization: `Bearer ${hostSession.accessToken}` },
    data: {
      title: `E2E cover party ${Date.now()}`,
      eventTimestamp: start,
      eventEndTimestamp: start + 3 * 3_600_000,
      timezone: 'America/New_York',
      isPublic: false,
      venueData: { name: 'The Loft', address: '1 Main Street, New York' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const social = (await created.json()) as { id: string; slug: string };

  // The host picks a cover in the social's form: it uploads, shows, and is saved with the social.
  const hostContext = await browser.newContext();
  await startSignedIn(hostContext, hostSession, baseURL!);
  const host = await hostContext.newPage();
  await host.goto(`/host/socials/${social.id}/edit`);
  await expect(host.getByRole('img', { name: 'Cover image: none chosen yet (the default is shown)' })).toBeVisible();
  await host.getByLabel('Cover image', { exact: true }).setInputFiles(await picture('cover.jpg', 1600, 900, '#c0392b'));
  await expect(host.getByRole('img', { name: 'Cover image: the chosen image' })).toBeVisible();
  await expect(host.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(host, 'the social form with a cover chosen');
  await host.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(host, 'Changes saved');

  // A text file named like a picture is refused with the file's name, before anything is sent.
  await host.goto(`/host/socials/${social.id}/edit`);
  await host.getByLabel('Cover image', { exact: true }).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just text') });
  await expectToast(host, 'notes.png is not a file of an accepted kind (JPEG, PNG, GIF or WebP)');

  // The guest sees the cover on the event page, RSVPs, and finds it on their RSVP's card.
  const guest = await (await browser.newContext()).newPage();
  await signIn(guest, { basePath: '', ...GUEST });
  await guest.goto(`/socials/${social.slug}`);
  await expectResizedImage(guest.getByTestId('social-cover'));
  await guest.getByRole('link', { name: 'RSVP', exact: true }).click();
  await guest.getByRole('button', { name: 'Confirm RSVP' }).click();
  await expect(guest.getByText("You're going!").first()).toBeVisible();

  await guest.goto('/users');
  const card = guest.getByRole('article').filter({ hasText: 'E2E cover party' });
  await expectResizedImage(card.locator('img'));
  await expect(guest.getByTestId('default-avatar').first()).toHaveText('UU');

  // The avatar: picked, turned and mirrored in the cropper, uploaded, shown on the profile and in the header.
  await guest.getByLabel('Your new photo').setInputFiles(await picture('me.jpg', 1200, 800, '#2e86c1'));
  await expect(guest.getByRole('heading', { name: 'Crop your photo' })).toBeVisible();
  await guest.getByRole('button', { name: 'Rotate right' }).click();
  await guest.getByRole('button', { name: 'Flip horizontally' }).click();
  await expect(guest.getByRole('button', { name: 'Flip horizontally' })).toHaveAttribute('aria-pressed', 'true');
  await guest.getByLabel('Zoom').fill('1.5');
  await expectNoAxeViolationsInBothThemes(guest, 'the avatar cropper');
  await guest.getByRole('button', { name: 'Save photo' }).click();
  await expectToast(guest, 'Your photo is saved');
  await expect(guest.getByRole('heading', { name: 'Crop your photo' })).toBeHidden();
  // The profile's own photo (People to meet below it shows others, some with the default avatar).
  await expectResizedImage(guest.getByRole('main').locator('img[width="96"]'));
  await expect(guest.getByRole('button', { name: 'Change photo' })).toBeVisible();

  // The header's account chip shows it too.
  await expectResizedImage(guest.getByRole('banner').locator('img[width="24"]'));
});
