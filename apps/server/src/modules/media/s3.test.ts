import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { endpoints, endpointUrl } from '@shop/shared';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import type { TestUser } from '../accounts/testing.js';
import { adminShop, createProduct, dataUrl, picture, productForm } from '../admin/testing.js';
import { IMMUTABLE_CACHE, type MediaStorage, s3MediaStorage } from './storage.js';

/** The S3 driver against a real S3 server (s3rver) on loopback, through the whole app. */

const BUCKET = 'shop-media';
let s3dir: string;
let s3: S3rver;
let endpoint: string;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  s3dir = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  admin = await adminShop(t);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(s3dir, { recursive: true, force: true });
});

/** A second client on the same bucket, to look at it without going through the app. */
const bucket = (): MediaStorage =>
  s3MediaStorage({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicBaseUrl: undefined,
  });

describe('S3 media storage', () => {
  it('selects the S3 driver from S3_* and keeps nothing on local disk', () => {
    expect(t.config.s3?.bucket).toBe(BUCKET);
    expect(t.app.media.localRoot).toBeUndefined();
  });

  it('round-trips a product image: put on upload, read through the server, delete with the product', async () => {
    const product = await createProduct(
      t,
      admin,
      productForm({ images: [dataUrl(await picture(900, 600))] }),
    );
    const image = product.images[0];
    if (!image) throw new Error('no image');
    const variant = image.variants[1];
    expect(variant?.url).toBe(`/images/${image.public_id}-640.webp`);

    const key = `${image.public_id}-640.webp`;
    expect(await bucket().read(key)).toMatchObject({ contentType: 'image/webp' });

    const res = await t.app.inject(variant?.url ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });

    const del = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(endpoints.admin.deleteProduct, { params: { id: product._id } }),
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await bucket().read(key)).toBeUndefined();
    expect((await t.app.inject(variant?.url ?? '')).statusCode).toBe(404);
  });

  it('answers 404 for keys that are missing or try to leave the bucket', async () => {
    for (const url of ['/images/products/none-640.webp', '/images/../secret', '/images/%2e%2e/x']) {
      expect((await t.app.inject(url)).statusCode).toBe(404);
    }
  });

  it('points image URLs at a public base URL (a CDN) when one is set', () => {
    const cdn = s3MediaStorage({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicBaseUrl: 'https://cdn.example.com/shop',
    });
    expect(cdn.urlFor('products/a-320.webp')).toBe('https://cdn.example.com/shop/products/a-320.webp');
  });
});
