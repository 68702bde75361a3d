import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type AdminProduct, adminProductResponse, type ProductWriteResponse } from '@shop/shared';
import sharp from 'sharp';
import { seedCategories } from '../../seed/index.js';
import type { TestApp } from '../../test/helper.js';
import { signUpAdmin, type TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';

/** Test helpers for the admin catalogue: real pictures, a valid form, and the stored files. */

export const TEST_RATE = 89_500;

/** A real picture of the given size and format (solid colour, with a gradient so encoders work). */
export function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#fff"/></svg>`,
        ),
      },
    ])
    [format]()
    .toBuffer();
}

/**
 * A decompression bomb: a 10,000 × 5,000 PNG (50 megapixels, 150 MB once decoded) that compresses
 * to a few hundred kB because every pixel is the same.
 */
export function bomb(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** Categories seeded, a dollar rate set, and a signed-in admin. */
export async function adminShop(t: TestApp): Promise<TestUser> {
  await seedCategories(t.db);
  await setRate(t.db, 'dollarRate', TEST_RATE);
  return signUpAdmin(t.app, t.db);
}

let codes = 0;

/** A product form's fields as a client sends them (numbers may also be text). */
export type FormFields = Record<string, unknown>;

/** A form that passes every rule; `overrides` break one. */
export function productForm(overrides: FormFields = {}): FormFields & { productId: string } {
  codes += 1;
  return {
    // The count after a letter: a code searched for by its words ('tst', the pid, 'p12') is found alone,
    // where a bare '12' would also be the start of a pid such as 12345, and match every test product.
    productId: `TST-${process.pid}-P${codes}`,
    name: 'Cotton Pyjama Set',
    description: 'Soft cotton pyjamas',
    category: 'Women',
    subcategory: 'Pyjamas',
    collectiontype: 'Summer',
    dollarPrice: 12.35,
    discountRate: 10,
    isChecked: true,
    options: [
      { size: 'S', color: 'Pink', quantity: 3, doprice: 12.35 },
      { size: 'M', color: 'White', quantity: 2, doprice: null },
    ],
    images: [],
    ...overrides,
  } as FormFields & { productId: string };
}

export async function createProduct(
  t: TestApp,
  admin: TestUser,
  form: FormFields,
): Promise<ProductWriteResponse['product']> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/product/new',
    headers: admin.headers,
    payload: form,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<ProductWriteResponse>().product;
}

/** Every file under the media folder, relative to it, sorted. */
export async function mediaFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The form as multipart, as the admin's browser sends it: text fields, JSON for lists, files for the images. */
export function multipartOf(
  form: FormFields,
  files: { bytes: Buffer; name: string; type: string }[],
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (key === 'images' || value === null || value === undefined) continue;
    body.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const file of files) body.append('images', new Blob([file.bytes], { type: file.type }), file.name);
  return body;
}

/** The product as the product form reads it (GET /admin/products/:id), as the admin's writes answer it. */
export async function adminProduct(t: TestApp, admin: TestUser, id: string): Promise<AdminProduct> {
  const res = await t.app.inject({ url: `/api/v1/admin/products/${id}`, headers: admin.headers });
  if (res.statusCode !== 200) throw new Error(`GET /admin/products/${id}: ${res.statusCode} ${res.body}`);
  return adminProductResponse.parse(res.json()).product;
}
