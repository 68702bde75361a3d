import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_LIMITS, messages } from '@shop/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequest } from '../../lib/errors.js';
import { bomb, picture } from '../admin/testing.js';
import { IMAGE_WIDTHS, prepareImage, storeImages, uploadBytes } from './images.js';
import { localMediaStorage, type MediaStorage } from './storage.js';

let root: string;
let media: MediaStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'shop-media-'));
  media = localMediaStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const stored = async () => (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.webp'));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BadRequest);
  return (error as BadRequest).message;
}

describe('image uploads', () => {
  it('turns a PNG into WebP variants at each width it reaches, without metadata', async () => {
    const png = await sharp(await picture(1600, 900))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const image = await prepareImage(png);
    expect(image.publicId).toMatch(/^products\/[0-9a-f-]{36}$/);
    expect(image.files.map((f) => f.width)).toEqual([...IMAGE_WIDTHS]);
    for (const file of image.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: file.width });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('keeps a small picture at its own width', async () => {
    const image = await prepareImage(await picture(200, 100, 'webp'));
    expect(image.files.map((f) => f.width)).toEqual([200]);
  });

  it.each(['jpeg', 'webp', 'avif'] as const)('accepts %s', async (format) => {
    const image = await prepareImage(await picture(400, 300, format));
    expect(image.files.map((f) => f.width)).toEqual([320]);
  });

  it.each([
    ['text named like a picture', Buffer.from('GIF89a? no: just text in a file called photo.jpg')],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['empty bytes', Buffer.alloc(0)],
  ])('refuses %s', async (_case, bytes) => {
    expect(await refusal(prepareImage(bytes))).toBe(messages.imageNotPicture);
  });

  it('refuses a truncated JPEG whose header is fine', async () => {
    const jpeg = await picture(800, 600, 'jpeg');
    expect(await refusal(prepareImage(jpeg.subarray(0, jpeg.length / 2)))).toBe(messages.imageNotPicture);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bytes = await bomb();
    expect(bytes.length).toBeLessThan(IMAGE_LIMITS.maxBytes);
    expect(await refusal(prepareImage(bytes))).toBe(messages.imageTooManyPixels);
  });

  it('refuses more than 10 MB, as a file or as a data URL', async () => {
    const big = Buffer.alloc(IMAGE_LIMITS.maxBytes + 1);
    expect(await refusal(prepareImage(big))).toBe(messages.imageTooLarge);
    const url = `data:image/png;base64,${big.toString('base64')}`;
    expect(() => uploadBytes(url)).toThrow(messages.imageTooLarge);
  });

  it('stores all or nothing: a bad picture after good ones leaves no file', async () => {
    const good = await picture(700, 400);
    const error = await refusal(storeImages(media, [good, good, Buffer.from('not a picture')]));
    expect(error).toBe(messages.imageNotPicture);
    expect(await stored()).toEqual([]);
    const images = await storeImages(media, [good, good]);
    expect(await stored()).toHaveLength(4);
    expect(images[0]?.url).toBe(`/images/${images[0]?.public_id}-640.webp`);
  });

  it('removes what it wrote when the storage fails half-way', async () => {
    let writes = 0;
    const failing: MediaStorage = {
      ...media,
      async put(key, body, type) {
        writes += 1;
        if (writes === 3) throw new Error('disk full');
        await media.put(key, body, type);
      },
    };
    const before = await stored();
    const good = await picture(700, 400);
    await expect(storeImages(failing, [good, good])).rejects.toThrow('disk full');
    expect(await stored()).toEqual(before);
  });
});
