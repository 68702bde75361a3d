import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';

/**
 * Where image files live. The local driver writes under DATA_DIR/media and the server serves them at
 * /images; an S3-compatible driver can implement the same three calls when several servers share files.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Public URL of a stored key. */
  urlFor(key: string): string;
  /** Folder served at /images, for the local driver. */
  readonly localRoot: string | undefined;
}

export function createMediaStorage(config: Config): MediaStorage {
  return localMediaStorage(path.join(config.dataDir, 'media'));
}

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
    urlFor: (key) => `/images/${key}`,
  };
}
