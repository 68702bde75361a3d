import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../../config.js';

/** Keys never change content (a new upload gets a new key), so every copy may be kept for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

interface StoredObject {
  body: Readable;
  contentType: string;
  length: number | undefined;
}

/**
 * Where image files live: a local folder under DATA_DIR/media (served at /images by the static
 * plugin), or an S3-compatible bucket when several servers share files (served at /images through
 * `read`, or straight from a CDN when a public base URL is set).
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The stored object, or undefined when the key holds nothing. */
  read(key: string): Promise<StoredObject | undefined>;
  /** Public URL of a stored key. */
  urlFor(key: string): string;
  /** Folder served at /images, for the local driver. */
  readonly localRoot: string | undefined;
}

export function createMediaStorage(config: Config): MediaStorage {
  return config.s3 ? s3MediaStorage(config.s3) : localMediaStorage(path.join(config.dataDir, 'media'));
}

const localUrl = (key: string) => `/images/${key}`;

export function localMediaStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid media key: ${key}`);
    return file;
  };
  return {
    localRoot: root,
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async read(key) {
      const file = resolve(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(file), contentType: 'image/webp', length: info.size };
    },
    urlFor: localUrl,
  };
}

/**
 * The S3 driver (AWS, or any S3-compatible service: MinIO, R2, s3rver in the tests). A custom
 * endpoint is addressed path-style (`endpoint/bucket/key`), which every compatible server accepts.
 */
export function s3MediaStorage(s3: S3Config): MediaStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.endpoint !== undefined,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const Bucket = s3.bucket;
  return {
    localRoot: undefined,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    urlFor: (key) => (s3.publicBaseUrl ? `${s3.publicBaseUrl}/${key}` : localUrl(key)),
  };
}
