import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_SIZES, type ErrorBody, type UploadedFile } from '@socials/domain';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFileStorage } from '../../core/storage';
import { derivedImages, rateLimitHits } from '../../db/schema';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { bearer, createSocial, type TestUser } from '../../test/kit';
import { multipartForm, type FormFile } from '../../test/multipart';

/** A JPEG that carries EXIF (camera and a comment), as phones send them. */
async function jpegWithExif(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'SecretCam', Model: 'Spy 3000', ImageDescription: 'Home at 12 Elm Street' } } })
    .toBuffer();
}

/** Enough for what one user of these suites uploads. */
const UPLOADS_PER_HOUR = 25;

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 4, background: '#3366ff' } })
    .png()
    .toBuffer();

function uploadsSuite(
  title: string,
  env: () => Record<string, string>,
  extra: (h: () => Harness, who: () => { user: TestUser; other: TestUser; staff: TestUser }) => void = () => undefined,
) {
  describeOnOneDatabase(
    title,
    (h) => {
      const tag = title.split(' ').at(-1);
      let user: TestUser;
      let other: TestUser;
      let staff: TestUser;
      const upload = (to: string, file: FormFile | null, as: TestUser | null = user) => {
        const form = multipartForm(file);
        return h().app.inject({ method: 'POST', url: `/api${to}`, headers: { ...form.headers, ...(as ? bearer(as.token) : {}) }, payload: form.payload });
      };
      const get = (url: string, as: TestUser | null = null) =>
        h().app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: as ? bearer(as.token) : {} });

      beforeAll(async () => {
        user = await h().signIn(`files-user-${tag}@example.com`, { firstName: 'Uma' });
        other = await h().signIn(`files-other-${tag}@example.com`, { firstName: 'Otto' });
        staff = await h().signIn(`files-staff-${tag}@example.com`, { admin: true });
      });

      it('stores an avatar upright, at most 2000 px, as WebP, without its EXIF, under a hashed name with a timestamp', async () => {
        const res = await upload('/files/public/avatars', { name: 'me.jpg', bytes: await jpegWithExif(), contentType: 'image/jpeg' });
        expect(res.statusCode, res.body).toBe(201);
        const body = res.json() as UploadedFile;
        expect(body).toMatchObject({ originalName: 'me.jpg', contentType: 'image/webp', width: 2000, height: 1000 });
        expect(body.fileName).toMatch(/^[0-9a-f]{32}-\d{13}\.webp$/);
        expect(body.url.endsWith(`/files/public/avatars/${body.fileName}`)).toBe(true);

        const stored = await get(body.url);
        expect(stored.statusCode).toBe(200);
        expect(stored.headers['content-type']).toBe('image/webp');
        expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(stored.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1000 });
        expect(meta.exif).toBeUndefined();
        expect(stored.rawPayload.includes('SecretCam')).toBe(false);
        expect(stored.rawPayload.includes('Elm Street')).toBe(false);
      });

      it('tells the kind from the bytes: a text file named .png is refused, naming the file', async () => {
        const res = await upload('/files/public/social_banners', { name: 'cover.png', bytes: 'just some text, not a picture', contentType: 'image/png' });
        expect(res.statusCode).toBe(400);
        const body = res.json() as ErrorBody;
        expect(body.message).toBe('cover.png is not a file of an accepted kind (JPEG, PNG, GIF or WebP)');
        expect(body.fieldErrors).toEqual([{ field: 'body.file', message: body.message }]);
        // A PDF is an attachment, never an avatar; bytes that only start like a PNG are no image.
        expect((await upload('/files/public/avatars', { name: 'cv.pdf', bytes: '%PDF-1.7\n%%EOF' })).statusCode).toBe(400);
        const broken = await upload('/files/public/avatars', { name: 'broken.png', bytes: Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(20)]) });
        expect(broken.statusCode).toBe(400);
        expect(broken.json().message).toBe('broken.png could not be read as an image');
      });

      it("refuses a file over the destination's limit with the spec's message", async () => {
        const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
        const res = await upload('/files/public/avatars', { name: 'huge.png', bytes: big });
        expect(res.statusCode).toBe(413);
        expect((res.json() as ErrorBody).message).toBe('huge.png: File is larger than 5 MB');
      });

      it('asks for a file when the form has none, has it in another field, or is not a form', async () => {
        for (const res of [
          await upload('/files/public/avatars', null),
          await upload('/files/public/avatars', { field: 'photo', name: 'me.png', bytes: await png() }),
          await upload('/files/public/avatars', { name: 'empty.png', bytes: Buffer.alloc(0) }),
          await h().app.inject({ method: 'POST', url: '/api/files/public/avatars', headers: bearer(user.token), payload: { file: 'me.png' } }),
        ]) {
          expect(res.statusCode, res.body).toBe(400);
          expect((res.json() as ErrorBody).message).toBe('Please choose the files to upload');
        }
        const broken = await h().app.inject({
          method: 'POST',
          url: '/api/files/public/avatars',
          headers: { ...bearer(user.token), 'content-type': 'multipart/form-data; boundary=xyz' },
          payload: '--xyz\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
        });
        expect(broken.statusCode, broken.body).toBe(400);
      });

      it('is for signed-in users only', async () => {
        expect((await upload('/files/public/avatars', { name: 'me.png', bytes: await png() }, null)).statusCode).toBe(401);
      });

      it('keeps a private attachment for its uploader and staff', async () => {
        const res = await upload('/files/private/attachments', { name: 'passport.pdf', bytes: '%PDF-1.4\n1 0 obj\n%%EOF\n' });
        expect(res.statusCode, res.body).toBe(201);
        const body = res.json() as UploadedFile;
        expect(body).toMatchObject({ contentType: 'application/pdf', width: null });
        expect(body.url).toContain(`/api/files/private/attachments/${user.userId}/`);

        const mine = await get(body.url, user);
        expect(mine.statusCode).toBe(200);
        expect(mine.body).toContain('%PDF-1.4');
        expect(mine.headers['cache-control']).toBe('private, no-store');
        expect(mine.headers['content-disposition']).toBe('attachment');
        expect((await get(body.url, staff)).statusCode).toBe(200);
        expect((await get(body.url, other)).statusCode).toBe(403);
        expect((await get(body.url, null)).statusCode).toBe(401);
        // Nor is it among the public files under any folder name.
        expect((await get(`/api/files/public/attachments/${body.fileName}`)).statusCode).toBe(404);
      });

      it('takes public files in the allowed folders only', async () => {
        const logo = await upload('/public-files/logos', { name: 'logo.png', bytes: await png(300, 100) });
        expect(logo.statusCode, logo.body).toBe(201);
        expect((await get((logo.json() as UploadedFile).url)).statusCode).toBe(200);
        const speaker = await upload('/public-files/speakers', { name: 'ada.png', bytes: await png() });
        expect(speaker.statusCode, speaker.body).toBe(201);
        const refused = await upload('/public-files/secrets', { name: 'x.png', bytes: await png() });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fieldErrors[0].field).toBe('params.folder');
      });

      it('resizes our own images once per size, and refuses addresses elsewhere', async () => {
        const banner = (await upload('/files/public/social_banners', { name: 'cover.jpg', bytes: await jpegWithExif(1600, 900) })).json() as UploadedFile;
        const resize = (query: string) => h().app.inject({ method: 'GET', url: `/api/images/resize?${query}` });
        const first = await resize(`url=${encodeURIComponent(banner.url)}&width=640&height=320`);
        expect(first.statusCode, first.body).toBe(200);
        expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });
        const again = await resize(`url=${encodeURIComponent(banner.url)}&width=640&height=320`);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
        // Sizes the apps do not show are served at the nearest one they do.
        const wide = await resize(`url=${encodeURIComponent(banner.url)}&width=800`);
        expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 1200, height: 675 });
        const square = await resize(`url=${encodeURIComponent(banner.url)}&width=400&height=400`);
        expect(await sharp(square.rawPayload).metadata()).toMatchObject({ width: 192, height: 192 });

        for (const url of [
          'http://169.254.169.254/latest/meta-data',
          'https://example.com/a.webp',
          '/api/files/private/attachments/x/y.webp',
          'file:///etc/passwd',
        ]) {
          const refused = await resize(`url=${encodeURIComponent(url)}&width=100`);
          expect(refused.statusCode, url).toBe(400);
          expect(refused.json().fieldErrors[0].field).toBe('query.url');
        }
        expect((await resize(`url=${encodeURIComponent(banner.url)}`)).statusCode).toBe(400);
      });

      const resizedOf = async (upload: UploadedFile) =>
        (await h().db.select().from(derivedImages)).filter((row) => row.key.endsWith(`/${upload.fileName}`)).sort((a, b) => a.key.localeCompare(b.key));

      it('makes and keeps only the sizes the apps show, however many sizes of one image are asked for', async () => {
        const banner = (await upload('/files/public/social_banners', { name: 'many.png', bytes: await png(1600, 900) })).json() as UploadedFile;
        const renders = async () => (await h().db.select().from(rateLimitHits)).filter((hit) => hit.key.startsWith('image-render:')).length;
        const rendersBefore = await renders();
        const served = new Set<string>();
        for (let i = 0; i < 60; i += 1) {
          const width = 30 + i * 31;
          const height = 20 + ((i * 37) % 1900);
          const res = await h().app.inject({ method: 'GET', url: `/api/images/resize?url=${encodeURIComponent(banner.url)}&width=${width}&height=${height}` });
          expect(res.statusCode, res.body).toBe(200);
          const meta = await sharp(res.rawPayload).metadata();
          served.add(`${meta.width}x${meta.height}`);
        }
        const allowed = Object.values(IMAGE_SIZES).map((size) => `${size.width}x${size.height}`);
        expect([...served].filter((size) => !allowed.includes(size))).toEqual([]);
        expect((await resizedOf(banner)).length).toBeLessThanOrEqual(allowed.length);
        // Only the sizes made count against the caller's network, not those served from the store.
        expect((await renders()) - rendersBefore).toBe((await resizedOf(banner)).length);
      });

      it('deletes the least recently used resized images once they pass the budget, and makes them again when asked', async () => {
        const budget = h().config.storage.resizedImagesBytes;
        const storage = createFileStorage(h().config.storage);
        const banner = (await upload('/files/public/social_banners', { name: 'lru.png', bytes: await png(1600, 900) })).json() as UploadedFile;
        const resize = (size: string) => h().app.inject({ method: 'GET', url: `/api/images/resize?url=${encodeURIComponent(banner.url)}&${size}` });
        for (const size of ['width=48&height=48', 'width=64&height=64']) expect((await resize(size)).statusCode).toBe(200);
        const [oldest, older] = await resizedOf(banner);
        // Two long-unused images said to take half the budget each: together with the rest, past it.
        const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
        await h()
          .db.update(derivedImages)
          .set({ bytes: budget / 2, lastUsedAt: daysAgo(2) })
          .where(eq(derivedImages.key, oldest!.key));
        await h()
          .db.update(derivedImages)
          .set({ bytes: budget / 2, lastUsedAt: daysAgo(1) })
          .where(eq(derivedImages.key, older!.key));

        expect((await resize('width=640&height=320')).statusCode).toBe(200);
        const kept = await h().db.select().from(derivedImages);
        expect(kept.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(budget);
        expect(kept.map((row) => row.key)).not.toContain(oldest!.key);
        expect(kept.map((row) => row.key)).toContain(older!.key);
        expect(await storage.get(oldest!.key)).toBeNull();
        expect(await storage.get(older!.key)).not.toBeNull();

        const remade = await resize('width=48&height=48');
        expect(remade.statusCode).toBe(200);
        expect(await sharp(remade.rawPayload).metadata()).toMatchObject({ width: 48, height: 48 });
        expect((await resizedOf(banner)).map((row) => row.key)).toContain(oldest!.key);
      });

      it('counts uploads per user and hour', async () => {
        const limited = await h().signIn(`files-busy-${tag}@example.com`);
        const statuses: number[] = [];
        for (let i = 0; i <= UPLOADS_PER_HOUR; i += 1) statuses.push((await upload('/files/public/avatars', null, limited)).statusCode);
        expect(statuses).toEqual([...Array<number>(UPLOADS_PER_HOUR).fill(400), 429]);
        expect((await upload('/files/public/avatars', null, limited)).json().message).toMatch(/^Too many uploads were requested/);
      });

      extra(h, () => ({ user, other, staff }));
    },
    { env: { UPLOADS_PER_HOUR: String(UPLOADS_PER_HOUR), ...env() } },
  );
}

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'files-test-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

uploadsSuite(
  'uploads to the local folder',
  () => ({ UPLOADS_DIR: uploadsDir }),
  (h, who) => {
    it('sets the avatar and a cover through the user and social updates', async () => {
      const { user } = who();
      const avatarForm = multipartForm({ name: 'me.png', bytes: await png() });
      const avatar = (
        await h().app.inject({
          method: 'POST',
          url: '/api/files/public/avatars',
          headers: { ...avatarForm.headers, ...bearer(user.token) },
          payload: avatarForm.payload,
        })
      ).json() as UploadedFile;
      const me = await h().app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(user.token), payload: { photoPath: avatar.url } });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().photoPath).toBe(avatar.url);

      const coverForm = multipartForm({ name: 'cover.png', bytes: await png(1200, 600) });
      const cover = (
        await h().app.inject({
          method: 'POST',
          url: '/api/files/public/social_banners',
          headers: { ...coverForm.headers, ...bearer(user.token) },
          payload: coverForm.payload,
        })
      ).json() as UploadedFile;
      const social = await createSocial(h(), user, { splashImageUrl: cover.url });
      expect(social.splashImageUrl).toBe(cover.url);
    });
  },
);

// A real S3 protocol server on this machine: the same uploads through the AWS SDK.
const s3Dir = mkdtempSync(path.join(tmpdir(), 'files-s3-'));
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'uploads', configs: [] }] });
const { port } = (await s3.run()) as { port: number };
afterAll(async () => {
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

uploadsSuite(
  'uploads to an S3-compatible store',
  () => ({
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }),
  () => {
    it('keeps the objects in the bucket', async () => {
      const listing = await fetch(`http://127.0.0.1:${port}/uploads?list-type=2&prefix=files/public/avatars/`);
      // s3rver answers anonymous reads of its buckets; what matters is that the upload is there.
      expect(await listing.text()).toMatch(/<Key>files\/public\/avatars\/[0-9a-f]{32}-\d{13}\.webp<\/Key>/);
    });
  },
);
