import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';

/** Test helpers for the cart, favourites and reviews suites: products inserted straight into the database. */

interface TestOption {
  size: string;
  color: string;
  quantity: number;
  price?: number;
  dollarPrice?: number;
  status?: 'INSTOCK' | 'OUTSTOCK';
}

export interface TestProduct {
  name?: string;
  price?: number;
  discountRate?: number;
  isChecked?: boolean;
  /** When the product's own discount runs (null or absent: no bound). */
  discountStartsAt?: string | null;
  discountEndsAt?: string | null;
  category?: string;
  subcategory?: string;
  status?: 'INSTOCK' | 'OUTOFSTOCK';
  options: TestOption[];
}

/** Inserts a product with its options (codes `<code>-<position>`); returns its id and code. */
export async function insertProduct(
  db: Database,
  product: TestProduct,
): Promise<{ id: string; code: string }> {
  const code = `T-${randomUUID().slice(0, 8)}`;
  const { id } = await db
    .insertInto('products')
    .values({
      product_code: code,
      name: product.name ?? 'Test Robe',
      description: 'A product of the test suite',
      category: product.category ?? 'Women',
      subcategory: product.subcategory ?? 'Robe',
      price: product.price ?? 1_000_000,
      dollar_price: 10,
      discount_rate: product.discountRate ?? 0,
      discount_active: product.isChecked ?? false,
      discount_starts_at: product.discountStartsAt ?? null,
      discount_ends_at: product.discountEndsAt ?? null,
      status: product.status ?? 'INSTOCK',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (product.options.length > 0) {
    await db
      .insertInto('product_options')
      .values(
        product.options.map((option, position) => ({
          product_id: id,
          position,
          size: option.size,
          color: option.color,
          quantity: option.quantity,
          price: option.price ?? null,
          dollar_price: option.dollarPrice ?? null,
          status: option.status ?? 'INSTOCK',
          code: `${code}-${position}`,
        })),
      )
      .execute();
  }
  return { id, code };
}
