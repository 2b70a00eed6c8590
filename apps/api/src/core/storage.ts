import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config, S3StorageConfig } from './config';

/** A stored file's bytes and type. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files are kept, by key ("files/public/avatars/3f2a…-1764057600000.webp"): a local
 * folder or an S3-compatible bucket. Keys are made by the server, never taken from a request as they are.
 */
export interface FileStorage {
  put(key: string, object: StoredObject, options?: { cacheControl?: string }): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Nothing is stored under the key afterwards (nothing happens when nothing was). */
  delete(key: string): Promise<void>;
  /** Where a public key is read from by browsers: the CDN or bucket when one is configured, else null (read through the API). */
  directUrl(key: string): string | null;
}

const SAFE_KEY = /^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Files in a folder; each file's type beside it in "<name>.type", written first so a readable file always has one. */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, object) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.type`, object.contentType);
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, object.bytes);
      await rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      // The file first: a file without its ".type" is never left readable.
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
    directUrl: () => null,
  };
}

/** Files in an S3-compatible bucket (AWS, MinIO, R2, s3rver in the tests), addressed path-style. */
export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    async put(key, object, options = {}) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: object.bytes,
          ContentType: object.contentType,
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!answer.Body) return null;
        return { bytes: Buffer.from(await answer.Body.transformToByteArray()), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    directUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : null),
  };
}

/** The configured store: the bucket when S3_BUCKET is set, else the uploads folder. */
export function createFileStorage(config: Config['storage']): FileStorage {
  return config.s3 ? s3FileStorage(config.s3) : localFileStorage(config.uploadsDir);
}
