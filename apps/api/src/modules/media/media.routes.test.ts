import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Circle, ErrorBody, MediaItems, MediaJob, MediaPage, Photobook, Rsvp, ShareMediaReply, SharedGallery, Social, SocialMedia } from '@socials/domain';
import { eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobRuns, mediaJobs, socialMedia } from '../../db/schema';
import { describeOnEachDatabase, describeOnOneDatabase, type Harness } from '../../test/harness';
import { bearer, createSocial, socialBody, type TestUser } from '../../test/kit';
import { multipartForm } from '../../test/multipart';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const photo = (color: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
/** The first bytes of an MP4 (an ftyp box): what the server reads a video's kind from. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2'), Buffer.alloc(64, 7)]);

/** The routes' shared moves: requests as a user, uploads, a confirmed guest. */
function mediaKit(harness: () => Harness) {
  const send = (method: Method, url: string, user: TestUser | null, payload?: object) =>
    harness().app.inject({ method, url: `/api${url}`, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });
  async function ok<T>(method: Method, url: string, user: TestUser | null, payload?: object): Promise<T> {
    const res = await send(method, url, user, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  }
  const upload = (socialId: string, user: TestUser | null, bytes: Buffer, name = 'photo.jpg') => {
    const form = multipartForm({ name, bytes });
    return harness().app.inject({
      method: 'POST',
      url: `/api/socials/${socialId}/media`,
      headers: { ...form.headers, ...(user ? bearer(user.token) : {}) },
      payload: form.payload,
    });
  };
  async function added(socialId: string, user: TestUser, bytes: Buffer, name?: string): Promise<SocialMedia> {
    const res = await upload(socialId, user, bytes, name);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as SocialMedia;
  }
  /** The bytes behind a signed link the API gave. */
  async function fetchLink(url: string) {
    const { pathname, search } = new URL(url);
    return harness().app.inject({ method: 'GET', url: `${pathname}${search}` });
  }
  const signIn = (name: string) => harness().signIn(`media-${name}-${randomUUID().slice(0, 8)}@example.com`, { firstName: name });
  async function rsvp(socialId: string, user: TestUser): Promise<Rsvp> {
    return ok<Rsvp>('POST', `/socials/${socialId}/rsvps`, user, {});
  }
  return { send, ok, upload, added, fetchLink, signIn, rsvp };
}

describeOnOneDatabase('social media gallery', (harness) => {
  const { send, ok, upload, added, fetchLink, signIn, rsvp } = mediaKit(harness);
  let host: TestUser;
  let guest: TestUser;
  let pending: TestUser;
  let stranger: TestUser;
  let social: Social;

  beforeAll(async () => {
    [host, guest, pending, stranger] = (await Promise.all(['Host', 'Guest', 'Pending', 'Stranger'].map(signIn))) as [TestUser, TestUser, TestUser, TestUser];
    social = await createSocial(harness(), host, { title: 'Gallery Night' });
    expect((await rsvp(social.id, guest)).status).toBe('APPROVED');
  });

  it('lets hosts and confirmed guests add photos and videos, and refuses everyone else with the field at fault', async () => {
    const byHost = await added(social.id, host, await photo('#ff0000', 400, 300));
    expect(byHost).toMatchObject({ kind: 'IMAGE', contentType: 'image/webp', width: 400, height: 300, hidden: false, canEdit: true });
    const thumb = await fetchLink(byHost.thumbUrl!);
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 160 });
    const clip = await added(social.id, guest, MP4, 'clip.mp4');
    expect(clip).toMatchObject({ kind: 'VIDEO', contentType: 'video/mp4', thumbUrl: null });
    const { pathname, search } = new URL(clip.url);
    const part = await harness().app.inject({ method: 'GET', url: `${pathname}${search}`, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const past = await harness().app.inject({ method: 'GET', url: `${pathname}${search}`, headers: { range: `bytes=${MP4.length}-` } });
    expect(past.statusCode).toBe(416);

    const waiting = await createSocial(harness(), host, { title: 'Curated', requiresApproval: true });
    expect((await rsvp(waiting.id, pending)).status).toBe('PENDING');
    const refusedPending = await upload(waiting.id, pending, await photo('#00ff00'));
    expect(refusedPending.statusCode).toBe(403);
    expect((refusedPending.json() as ErrorBody).message).toBe('Only the hosts and confirmed guests of this social can add photos and videos');
    expect((await upload(social.id, stranger, await photo('#00ff00'))).statusCode).toBe(403);
    expect((await upload(social.id, null, await photo('#00ff00'))).statusCode).toBe(401);

    const notMedia = await upload(social.id, guest, Buffer.from('%PDF-1.4 not a photo'), 'doc.pdf');
    expect(notMedia.statusCode).toBe(400);
    expect((notMedia.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.file');
    const broken = await upload(social.id, guest, Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2, 3]), 'broken.jpg');
    expect(broken.statusCode).toBe(400);

    const reels = await ok<MediaPage>('GET', `/socials/${social.id}/reels`, null);
    expect(reels.data.map((item) => item.kind)).toEqual(['VIDEO']);
  });

  it('pages the gallery newest first and shows hidden items to the hosts only', async () => {
    const own = await createSocial(harness(), host, { title: 'Paging' });
    const items = [];
    for (const color of ['#111111', '#222222', '#333333']) items.push(await added(own.id, host, await photo(color)));
    await ok<MediaItems>('PATCH', '/media', host, { ids: [items[1]!.id], hidden: true });

    const first = await ok<MediaPage>('GET', `/socials/${own.id}/media?limit=2`, host);
    expect(first).toMatchObject({ canManage: true, canUpload: true });
    expect(first.data.map((item) => item.id)).toEqual([items[2]!.id, items[1]!.id]);
    const second = await ok<MediaPage>('GET', `/socials/${own.id}/media?limit=2&exclusiveStartKey=${first.meta.lastEvaluatedKey}`, host);
    expect(second.data.map((item) => item.id)).toEqual([items[0]!.id]);
    expect(second.meta.lastEvaluatedKey).toBeNull();

    for (const viewer of [null, stranger]) {
      const page = await ok<MediaPage>('GET', `/socials/${own.id}/media`, viewer);
      expect(page.data.map((item) => item.id)).toEqual([items[2]!.id, items[0]!.id]);
      expect(page).toMatchObject({ canManage: false, canUpload: false });
    }
    const badKey = await send('GET', `/socials/${own.id}/media?exclusiveStartKey=nonsense`, host);
    expect(badKey.statusCode).toBe(400);
    expect((badKey.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('query.exclusiveStartKey');
  });

  it("hides a community-only social's media from strangers", async () => {
    const circle = await ok<Circle>('POST', '/circles', host, { name: `Media circle ${randomUUID().slice(0, 6)}`, visibility: 'PUBLIC' });
    const secret = await ok<Social>('POST', '/socials', host, socialBody({ title: 'Members only', circleId: circle.id, communityOnly: true }));
    const item = await added(secret.id, host, await photo('#444444'));
    for (const viewer of [null, stranger]) expect((await send('GET', `/socials/${secret.id}/media`, viewer)).statusCode).toBe(404);
    expect((await send('PATCH', '/media', stranger, { ids: [item.id], caption: 'mine' })).statusCode).toBe(404);
    expect((await send('POST', '/media/download', stranger, { socialId: secret.id })).statusCode).toBe(404);
    expect((await ok<MediaPage>('GET', `/socials/${secret.id}/media`, host)).data).toHaveLength(1);
  });

  it('lets the uploader caption their own items and the hosts hide any, per item, all or nothing', async () => {
    const mine = await added(social.id, guest, await photo('#555555'));
    const hosts = await added(social.id, host, await photo('#666666'));

    expect((await ok<MediaItems>('PATCH', '/media', guest, { ids: [mine.id], caption: 'Me at the door' })).data[0]?.caption).toBe('Me at the door');
    const notTheirs = await send('PATCH', '/media', guest, { ids: [mine.id, hosts.id], caption: 'Both' });
    expect(notTheirs.statusCode).toBe(403);
    const hide = await send('PATCH', '/media', guest, { ids: [mine.id], hidden: true });
    expect(hide.statusCode).toBe(403);
    expect((hide.json() as ErrorBody).message).toBe('Only the hosts of this social can hide or show photos and videos');
    const unchanged = await ok<MediaPage>('GET', `/socials/${social.id}/media?limit=100`, host);
    expect(unchanged.data.find((item) => item.id === mine.id)).toMatchObject({ caption: 'Me at the door', hidden: false });

    const hidden = await ok<MediaItems>('PATCH', '/media', host, { ids: [mine.id, hosts.id], hidden: true, caption: 'Hidden' });
    expect(hidden.data.map((item) => [item.hidden, item.caption])).toEqual([
      [true, 'Hidden'],
      [true, 'Hidden'],
    ]);
    expect((await send('PATCH', '/media', guest, { ids: [mine.id], caption: 'gone?' })).statusCode).toBe(404);

    const empty = await send('PATCH', '/media', host, { ids: [mine.id] });
    expect(empty.statusCode).toBe(400);
    const unknown = await send('PATCH', '/media', host, { ids: [randomUUID()], hidden: false });
    expect((unknown.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.ids.0');

    expect((await send('DELETE', `/media/${hosts.id}`, guest)).statusCode).toBe(404);
    await ok('PATCH', '/media', host, { ids: [hosts.id], hidden: false });
    expect((await send('DELETE', `/media/${hosts.id}`, guest)).statusCode).toBe(403);
    await ok('DELETE', `/media/${hosts.id}`, host);
    expect((await send('DELETE', `/media/${hosts.id}`, host)).statusCode).toBe(404);
  });

  it('serves files only through valid signed links, and share links show what is still visible', async () => {
    const shared = await added(social.id, host, await photo('#777777'));
    const later = await added(social.id, host, await photo('#888888'));
    const full = await fetchLink(shared.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const tampered = new URL(shared.url);
    tampered.pathname = tampered.pathname.replace(shared.id, later.id);
    expect((await fetchLink(tampered.toString())).statusCode).toBe(403);

    expect((await send('POST', '/media/share', stranger, { socialId: social.id })).statusCode).toBe(403);
    const link = await ok<ShareMediaReply>('POST', '/media/share', guest, { socialId: social.id, mediaIds: [shared.id, later.id] });
    expect(link.url).toMatch(/\/media\/shared\/[\w-]+$/);
    await ok('PATCH', '/media', host, { ids: [later.id], hidden: true });
    const opened = await ok<SharedGallery>('GET', `/media/shared/${link.token}`, null);
    expect(opened).toMatchObject({ socialTitle: 'Gallery Night' });
    expect(opened.data.map((item) => item.id)).toEqual([shared.id]);
    expect((await send('GET', `/media/shared/${'x'.repeat(32)}`, null)).statusCode).toBe(404);
    const hiddenShare = await send('POST', '/media/share', host, { socialId: social.id, mediaIds: [later.id] });
    expect((hiddenShare.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.mediaIds.0');
  });

  it('stops serving the links guests were given once the hosts hide an item, and the hosts keep theirs', async () => {
    const mine = await added(social.id, guest, await photo('#999999'));
    const seenByHost = (await ok<MediaPage>('GET', `/socials/${social.id}/media`, host)).data.find((item) => item.id === mine.id)!;
    expect((await fetchLink(mine.url)).statusCode).toBe(200);

    await ok('PATCH', '/media', host, { ids: [mine.id], hidden: true });
    for (const url of [mine.url, mine.thumbUrl!]) {
      const revoked = await fetchLink(url);
      expect(revoked.statusCode, url).toBe(404);
      expect((revoked.json() as ErrorBody).message).toBe('Photo or video not found');
    }
    // The hosts still see hidden items in their gallery, through the links it gave them.
    const hiddenForHost = (await ok<MediaPage>('GET', `/socials/${social.id}/media`, host)).data.find((item) => item.id === mine.id)!;
    expect((await fetchLink(hiddenForHost.url)).statusCode).toBe(200);
    expect((await fetchLink(seenByHost.thumbUrl!)).statusCode).toBe(200);

    await ok('PATCH', '/media', host, { ids: [mine.id], hidden: false });
    expect((await fetchLink(mine.url)).statusCode).toBe(200);
    await ok('DELETE', `/media/${mine.id}`, guest);
    expect((await fetchLink(seenByHost.url)).statusCode).toBe(404);
  });
});

describeOnEachDatabase('media archives and photobooks', (harness) => {
  const { send, ok, added, fetchLink, signIn } = mediaKit(harness);
  let host: TestUser;
  let other: TestUser;
  let social: Social;
  let items: SocialMedia[];
  const dir = mkdtempSync(join(tmpdir(), 'media-archive-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    host = await signIn('ArchiveHost');
    other = await signIn('Other');
    social = await createSocial(harness(), host, { title: 'Archive Party' });
    items = [
      await added(social.id, host, await photo('#aa0000', 300, 200)),
      await added(social.id, host, await photo('#00aa00', 200, 300)),
      await added(social.id, host, MP4, 'clip.mp4'),
    ];
  });

  it('builds a ZIP of the gallery that unzips to the stored bytes, for its requester only', async () => {
    const requested = await ok<MediaJob>('POST', '/media/download', other, { socialId: social.id });
    expect(requested).toMatchObject({ kind: 'ARCHIVE', status: 'PENDING', url: null });
    const ready = await ok<MediaJob>('GET', `/media/download/${requested.id}`, other);
    expect(ready).toMatchObject({ status: 'READY', progress: 100 });
    for (const user of [host, null]) expect((await send('GET', `/media/download/${requested.id}`, user)).statusCode).toBe(user ? 404 : 401);

    const archive = await fetchLink(ready.url!);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    const file = join(dir, `${requested.id}.zip`);
    writeFileSync(file, archive.rawPayload);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    const names = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n');
    expect(names).toEqual([`001-${items[0]!.id}.webp`, `002-${items[1]!.id}.webp`, `003-${items[2]!.id}.mp4`]);
    execFileSync('unzip', ['-o', '-q', file, '-d', join(dir, requested.id)]);
    for (const [index, item] of items.entries()) {
      const stored = await fetchLink(item.url);
      expect(readFileSync(join(dir, requested.id, names[index]!)).equals(stored.rawPayload)).toBe(true);
    }
  });

  it('builds once when the same archive is asked for twice at the same moment', async () => {
    const body = { socialId: social.id, mediaIds: [items[1]!.id, items[0]!.id] };
    const [first, second] = await Promise.all([ok<MediaJob>('POST', '/media/download', host, body), ok<MediaJob>('POST', '/media/download', host, body)]);
    expect(second.id).toBe(first.id);
    const again = await ok<MediaJob>('POST', '/media/download', host, body);
    expect(again).toMatchObject({ id: first.id, status: 'READY' });
    const { db } = harness();
    expect(await db.select().from(mediaJobs).where(eq(mediaJobs.requesterId, host.userId))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(jobRuns)
        .where(like(jobRuns.key, `media-export:${first.id}:%`)),
    ).toHaveLength(1);

    const notHers = await send('POST', '/media/download', host, { socialId: social.id, mediaIds: [randomUUID()] });
    expect(notHers.statusCode).toBe(400);
    expect((notHers.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.mediaIds.0');
    const empty = await createSocial(harness(), host, { title: 'Nothing yet' });
    expect((await send('POST', '/media/download', host, { socialId: empty.id })).statusCode).toBe(400);
  });

  it('marks a build FAILED once its retries are spent, and builds it again when asked again', async () => {
    const { db } = harness();
    const lost = await added(social.id, host, await photo('#0000aa'));
    const [row] = await db.select().from(socialMedia).where(eq(socialMedia.id, lost.id));
    await db
      .update(socialMedia)
      .set({ storageKey: `media/${social.id}/lost.webp` })
      .where(eq(socialMedia.id, lost.id));
    const failed = await ok<MediaJob>('POST', '/media/download', host, { socialId: social.id, mediaIds: [lost.id] });
    expect(await ok<MediaJob>('GET', `/media/download/${failed.id}`, host)).toMatchObject({ status: 'FAILED', url: null });

    await db.update(socialMedia).set({ storageKey: row!.storageKey }).where(eq(socialMedia.id, lost.id));
    const again = await ok<MediaJob>('POST', '/media/download', host, { socialId: social.id, mediaIds: [lost.id] });
    expect(again.id).toBe(failed.id);
    expect(await ok<MediaJob>('GET', `/media/download/${failed.id}`, host)).toMatchObject({ status: 'READY', progress: 100 });
    expect(
      await db
        .select()
        .from(jobRuns)
        .where(like(jobRuns.key, `media-export:${failed.id}:%`)),
    ).toEqual([expect.objectContaining({ key: `media-export:${failed.id}:2` })]);
  });

  it('keeps the photobook for the hosts and renders it as a PDF: a cover and one page per photo', async () => {
    const [landscape, portrait, video] = items as [SocialMedia, SocialMedia, SocialMedia];
    expect(await ok<Photobook>('GET', `/socials/${social.id}/photobook`, host)).toMatchObject({ title: 'Archive Party', mediaIds: [], updatedAt: null });
    expect((await send('POST', `/socials/${social.id}/photobook/export`, host)).statusCode).toBe(400);
    expect((await send('POST', `/socials/${social.id}/photobook`, other, { title: 'Mine', mediaIds: [landscape.id] })).statusCode).toBe(403);
    const withVideo = await send('POST', `/socials/${social.id}/photobook`, host, { title: 'Book', mediaIds: [landscape.id, video.id] });
    expect((withVideo.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.mediaIds.1');

    const book = await ok<Photobook>('POST', `/socials/${social.id}/photobook`, host, { title: 'Our night', mediaIds: [portrait.id, landscape.id] });
    expect(book.mediaIds).toEqual([portrait.id, landscape.id]);
    const job = await ok<MediaJob>('POST', `/socials/${social.id}/photobook/export`, host);
    expect(job.kind).toBe('PHOTOBOOK');
    expect((await send('GET', `/media/download/${job.id}`, other)).statusCode).toBe(404);
    const ready = await ok<MediaJob>('GET', `/media/download/${job.id}`, host);
    expect(ready.status).toBe('READY');
    const file = await fetchLink(ready.url!);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getTitle()).toBe('Our night');
    const [, first, second] = pdf.getPages();
    expect(first!.getWidth()).toBeLessThan(first!.getHeight());
    expect(second!.getWidth()).toBeGreaterThan(second!.getHeight());
  });
});
