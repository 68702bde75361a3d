import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The demo shop's pictures, encoded, by their drawing. Every seed of an empty DATA_DIR (a reset demo
 * shop, the test suites, the e2e server) draws the same ~180 pictures, about 20 CPU-seconds; after the
 * first, they are read back from here. The key is the drawing (SVG) and how it is encoded, so a changed
 * drawing is drawn again. SEED_PICTURE_CACHE moves the folder; an empty value turns the cache off.
 */
const DEFAULT_DIR = fileURLToPath(
  new URL('../../../../node_modules/.cache/shop-seed-pictures/', import.meta.url),
);

export interface CachedFile {
  name: string;
  body: Buffer;
}

export function pictureCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env.SEED_PICTURE_CACHE ?? DEFAULT_DIR;
  return dir === '' ? undefined : dir;
}

/**
 * The files made from `drawing` (`encoding` names how: widths, quality), from the cache when it holds
 * them, else made by `make` and kept. `fromCache` says which.
 */
export async function cachedPicture(
  cacheDir: string | undefined,
  drawing: string,
  encoding: string,
  make: () => Promise<CachedFile[]>,
): Promise<{ files: CachedFile[]; fromCache: boolean }> {
  if (!cacheDir) return { files: await make(), fromCache: false };
  const entry = path.join(
    cacheDir,
    createHash('sha256').update(encoding).update('\0').update(drawing).digest('hex'),
  );
  const names = await readdir(entry).catch(() => undefined);
  if (names) {
    const files = await Promise.all(
      names.sort().map(async (name) => ({ name, body: await readFile(path.join(entry, name)) })),
    );
    return { files, fromCache: true };
  }
  const files = await make();
  // Written aside, then renamed: a seed running beside this one never reads half an entry.
  const aside = `${entry}.${randomUUID()}`;
  await mkdir(aside, { recursive: true });
  await Promise.all(files.map((file) => writeFile(path.join(aside, file.name), file.body)));
  await rename(aside, entry).catch(() => rm(aside, { recursive: true, force: true }));
  return { files, fromCache: false };
}
