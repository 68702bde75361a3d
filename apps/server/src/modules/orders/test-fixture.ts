import { randomUUID } from 'node:crypto';
import type { NewOrderInput } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { syncProductFacets } from '../catalog/facets.js';

/** Test-only: products to order and checkout requests, inserted and sent the way the real shop does. */

export interface FixtureOption {
  size: string;
  color: string;
  quantity: number;
  /** The option's LBP price override. */
  price?: number;
  code?: string;
}

export interface FixtureProduct {
  id: string;
  code: string;
  name: string;
  /** Option ids in the order given. */
  options: string[];
}

/** A product with its options and one image; stock and facets computed like the catalogue does. */
export async function insertProduct(
  db: Database,
  fields: {
    name?: string;
    price: number;
    discountRate?: number;
    isChecked?: boolean;
    status?: 'INSTOCK' | 'OUTOFSTOCK';
    options: FixtureOption[];
  },
): Promise<FixtureProduct> {
  const code = `T-${randomUUID().slice(0, 8)}`;
  const name = fields.name ?? `Product ${code}`;
  const { id } = await db
    .insertInto('products')
    .values({
      product_code: code,
      name,
      description: '',
      category: 'Women',
      subcategory: 'Pyjamas',
      subsubcategory: null,
      collectiontype: null,
      price: fields.price,
      dollar_price: 0,
      discount_rate: fields.discountRate ?? 0,
      is_checked: fields.isChecked ?? false,
      status: fields.status ?? 'INSTOCK',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const options = await db
    .insertInto('product_options')
    .values(
      fields.options.map((o, position) => ({
        product_id: id,
        position,
        size: o.size,
        color: o.color,
        quantity: o.quantity,
        price: o.price ?? null,
        code: o.code ?? null,
        status: o.quantity > 0 ? ('INSTOCK' as const) : ('OUTSTOCK' as const),
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('product_images')
    .values({
      product_id: id,
      position: 0,
      public_id: `${code}-0`,
      url: `/images/${code}.webp`,
      variants: '[]',
    })
    .execute();
  await syncProductFacets(db, [id]);
  return { id, code, name, options: options.map((o) => o.id) };
}

export async function optionState(db: Database, optionId: string) {
  return db
    .selectFrom('product_options')
    .select(['quantity', 'status'])
    .where('id', '=', optionId)
    .executeTakeFirstOrThrow();
}

export async function productState(db: Database, productId: string) {
  return db
    .selectFrom('products')
    .select(['stock', 'status'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
}

export async function orderCount(db: Database): Promise<number> {
  const rows = await db.selectFrom('orders').select('id').execute();
  return rows.length;
}

export const SHIPPING = {
  firstName: 'Rima',
  lastName: 'Haddad',
  phoneNumber: '71 123 456',
  city: 'Beirut',
  street: 'Hamra',
  building: 'Azar',
  floor: '3',
} as const;

/** A checkout body for these lines, cash on delivery, to the fixed address. */
export function orderBody(orderItems: NewOrderInput['orderItems'], extra: object = {}): object {
  return { orderItems, shippingInfo: SHIPPING, paymentType: 'Cash On Deliver', ...extra };
}

/** POST /order/new as the checkout page sends it. */
export function checkout(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: object,
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/order/new',
    headers: idempotencyKey ? { ...headers, 'idempotency-key': idempotencyKey } : headers,
    payload,
  });
}
