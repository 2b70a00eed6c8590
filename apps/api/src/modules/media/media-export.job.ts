import { defineJob } from '../../core/jobs';
import type { FileStorage } from '../../core/storage';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/app-deps';
import { createFileStorage } from '../../core/storage';
import { findSocialRow } from '../socials';
import { renderPhotobookPdf } from './photobook-pdf';
import { findMediaByIds, findMediaJob, setMediaJobState, type MediaJobRow, type SocialMediaRow } from './media.repo';
import { zipArchive } from './zip-archive';

/** Tries after the first before a build is FAILED. */
const EXPORT_RETRIES = 2;

export const exportKeyOf = (job: { id: string; attempt: number }) => `media-export:${job.id}:${job.attempt}`;
export const exportFileKey = (job: { id: string; requesterId: string; kind: string }) =>
  `media-exports/${job.requesterId}/${job.id}.${job.kind === 'ARCHIVE' ? 'zip' : 'pdf'}`;

interface BuildContext {
  db: Db;
  storage: FileStorage;
  job: MediaJobRow;
  items: SocialMediaRow[];
  /** Progress in percent, 0 to 99 while it runs. */
  report(done: number): Promise<void>;
}

async function readItem(storage: FileStorage, item: SocialMediaRow): Promise<Buffer> {
  const stored = await storage.get(item.storageKey);
  if (!stored) throw new Error(`media ${item.id}: nothing stored under ${item.storageKey}`);
  return stored.bytes;
}

/** The items in order, one file each, numbered so the archive lists them as the gallery did. */
async function buildArchive({ storage, items, report }: BuildContext): Promise<Buffer> {
  const entries = [];
  for (const [index, item] of items.entries()) {
    const suffix = item.storageKey.split('.').at(-1);
    entries.push({ name: `${String(index + 1).padStart(3, '0')}-${item.id}.${suffix}`, bytes: await readItem(storage, item), modifiedAt: item.createdAt });
    await report(index + 1);
  }
  return zipArchive(entries);
}

async function buildPhotobook({ db, storage, job, items, report }: BuildContext): Promise<Buffer> {
  const social = await findSocialRow(db, job.socialId);
  const dateLine = social ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: social.timezone }).format(social.eventAt) : '';
  const photos = [];
  for (const item of items.filter((candidate) => candidate.kind === 'IMAGE')) photos.push({ bytes: await readItem(storage, item), caption: item.caption });
  return Buffer.from(await renderPhotobookPdf({ title: job.title ?? social?.title ?? 'Photobook', dateLine }, photos, report));
}

/**
 * Builds a requested archive or photobook and stores it privately; the job row goes RUNNING with
 * its progress, then READY. Run again (a retry, a worker killed mid-way) it builds the same file
 * under the same key; a READY job is left alone. The last failed try marks it FAILED.
 */
export const mediaExportJob = defineJob<{ jobId: string }, AppDeps>({
  name: 'media-export',
  retryLimit: EXPORT_RETRIES,
  async run({ jobId }, { db, deps, retryCount }) {
    const job = await findMediaJob(db, jobId);
    if (!job || job.status === 'READY') return;
    try {
      const storage = createFileStorage(deps.config.storage);
      await setMediaJobState(db, job.id, { status: 'RUNNING', progress: 0 });
      const found = await findMediaByIds(db, job.mediaIds);
      const items = job.mediaIds.flatMap((id) => found.filter((row) => row.item.id === id).map((row) => row.item));
      const report = (done: number) => setMediaJobState(db, job.id, { progress: Math.min(99, Math.floor((done / Math.max(items.length, 1)) * 100)) });
      const context = { db, storage, job, items, report };
      const bytes = job.kind === 'ARCHIVE' ? await buildArchive(context) : await buildPhotobook(context);
      const resultKey = exportFileKey(job);
      await storage.put(resultKey, { bytes, contentType: job.kind === 'ARCHIVE' ? 'application/zip' : 'application/pdf' });
      await setMediaJobState(db, job.id, { status: 'READY', progress: 100, resultKey });
    } catch (error) {
      if (retryCount >= EXPORT_RETRIES) await setMediaJobState(db, job.id, { status: 'FAILED' });
      throw error;
    }
  },
});
