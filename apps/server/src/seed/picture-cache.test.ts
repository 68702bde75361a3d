import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedPicture, pictureCacheDir } from './picture-cache.js';

describe('the drawing cache of the demo pictures', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-picture-cache-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('draws a picture once, then reads its files back; another drawing or encoding is drawn anew', async () => {
    let draws = 0;
    const draw = (text: string) => async () => {
      draws++;
      return [
        { name: '0-320.webp', body: Buffer.from(`${text} small`) },
        { name: '1-640.webp', body: Buffer.from(`${text} large`) },
      ];
    };
    const first = await cachedPicture(dir, '<svg>a</svg>', 'webp 80', draw('a'));
    const again = await cachedPicture(dir, '<svg>a</svg>', 'webp 80', draw('not used'));
    expect(first.fromCache).toBe(false);
    expect(again).toEqual({ files: first.files, fromCache: true });
    expect((await cachedPicture(dir, '<svg>b</svg>', 'webp 80', draw('b'))).fromCache).toBe(false);
    expect((await cachedPicture(dir, '<svg>a</svg>', 'webp 90', draw('a'))).fromCache).toBe(false);
    expect(draws).toBe(3);
    // Entries only, no half-written folder left aside.
    expect(await readdir(dir)).toHaveLength(3);
  });

  it('is off when SEED_PICTURE_CACHE is empty, and elsewhere when it names a folder', async () => {
    expect(pictureCacheDir({ SEED_PICTURE_CACHE: '' })).toBeUndefined();
    expect(pictureCacheDir({ SEED_PICTURE_CACHE: dir })).toBe(dir);
    expect(pictureCacheDir({})).toMatch(/node_modules\/\.cache\/shop-seed-pictures\/$/);
    let draws = 0;
    const make = async () => {
      draws++;
      return [{ name: '0.webp', body: Buffer.from('x') }];
    };
    await cachedPicture(undefined, '<svg/>', 'webp', make);
    expect((await cachedPicture(undefined, '<svg/>', 'webp', make)).fromCache).toBe(false);
    expect(draws).toBe(2);
  });
});
