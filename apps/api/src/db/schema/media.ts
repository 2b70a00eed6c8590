import type { MediaJobKind, MediaJobStatus, MediaKind } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { socials } from './socials';
import { users } from './users';

/** A photo or video a host or confirmed guest added to a social's gallery; its bytes are in file storage under storage_key. */
export const socialMedia = pgTable(
  'social_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** A small WebP for the gallery's grid (images only). */
    thumbKey: text('thumb_key'),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    size: integer('size').notNull(),
    caption: text('caption').notNull().default(''),
    /** Hidden by a host: shown to the hosts only. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_media_social_idx').on(t.socialId, t.createdAt, t.id)],
);

/** A link anyone may open to see some items of a gallery (media_ids) or all its visible ones (null). */
export const mediaShareLinks = pgTable('media_share_links', {
  token: text('token').primaryKey(),
  socialId: uuid('social_id')
    .notNull()
    .references(() => socials.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  mediaIds: uuid('media_ids').array(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A requested archive (ZIP) or photobook (PDF): built by a job, polled by its requester. One row per
 * requester and request_key (what is built from), so asking twice for the same thing builds it once.
 */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MediaJobKind>().notNull(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    mediaIds: uuid('media_ids').array().notNull(),
    title: text('title'),
    status: text('status').$type<MediaJobStatus>().notNull().default('PENDING'),
    progress: integer('progress').notNull().default(0),
    /** Tries so far: a FAILED build asked for again runs under a new job key. */
    attempt: integer('attempt').notNull().default(1),
    resultKey: text('result_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_jobs_request_idx').on(t.requesterId, t.requestKey)],
);

/** A social's photobook: its title and the photos in order (one per social). */
export const socialPhotobooks = pgTable('social_photobooks', {
  socialId: uuid('social_id')
    .primaryKey()
    .references(() => socials.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  mediaIds: uuid('media_ids').array().notNull().default(sql`'{}'::uuid[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
