import { randomUUID } from 'node:crypto';
import { endpoints, endpointUrl, format, messages, type NewOrderResponse, whatsAppLink } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { signUp, type TestUser } from '../accounts/testing.js';
import { setRate } from '../settings/index.js';
import {
  checkout,
  insertProduct,
  openCheckoutShop,
  optionState,
  orderBody,
  orderCount,
  productState,
  SHIPPING,
} from './test-fixture.js';

let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  ({ t, shopper } = await openCheckoutShop());
});
afterAll(() => t.close());

describe('POST /order/new prices the order on the server', () => {
  it('ignores every price the browser sends and charges the database prices', async () => {
    // 1,000,000 with 20 % off (ticked); the L option overrides the price with 1,200,000.
    const pyjama = await insertProduct(t.db, {
      name: 'Cotton Pyjama',
      price: 1_000_000,
      discountRate: 20,
      isChecked: true,
      options: [
        { size: 'M', color: 'Pink', quantity: 4 },
        { size: 'L', color: 'Pink', quantity: 4, price: 1_200_000 },
      ],
    });
    const res = await checkout(
      t.app,
      shopper.headers,
      orderBody(
        [
          { product: pyjama.id, size: 'M', color: 'Pink', quantity: 2, price: 1 } as never,
          { product: pyjama.id, size: 'L', color: 'Pink', quantity: 1 },
        ],
        { itemsPrice: 1, totalPrice: 1, deliveryPrice: 0, paymentInfo: { status: 'succeeded' } },
      ),
    );
    expect(res.statusCode).toBe(201);
    const { order, whatsappText, whatsappUrl } = res.json<NewOrderResponse>();
    // 2 × 800,000 + 1 × 960,000 = 2,560,000; + 150,000 delivery.
    expect(order).toMatchObject({
      itemsPrice: 2_560_000,
      deliveryPrice: 150_000,
      totalPrice: 2_710_000,
      dollarItemsPrice: 28.44,
      dollarTotalPrice: 30.11,
      orderStatus: 'Processing',
      paymentType: 'Cash On Deliver',
      paymentInfo: { status: 'pending' },
      paidAt: null,
      user: shopper.user._id,
      shippingInfo: {
        firstName: 'Rima',
        lastName: 'Haddad',
        address: 'Hamra, Azar, 3',
        city: 'Beirut',
        country: 'Lebanon',
        phoneNo: SHIPPING.phoneNumber,
        postalCode: null,
      },
    });
    expect(order.number).toBeGreaterThanOrEqual(1001);
    expect(order.orderItems).toEqual([
      {
        product: pyjama.id,
        productId: `${pyjama.code}-0`,
        name: 'Cotton Pyjama',
        image: `/images/${pyjama.code}.webp`,
        price: 800_000,
        quantity: 2,
        size: 'M',
        color: 'Pink',
        discountRate: 20,
        isChecked: true,
      },
      expect.objectContaining({ productId: `${pyjama.code}-1`, price: 960_000, quantity: 1, size: 'L' }),
    ]);
    expect(whatsappText).toContain(`Order number: ${order.number}\nName: Rima Haddad\nCountry: Lebanon`);
    expect(whatsappText).toContain(
      'Price: 800,000 LBP\nQuantity: 2\nSize: M\nColor: Pink\nAmount: 1,600,000 LBP',
    );
    expect(whatsappText).toMatch(
      /Amount: 2,560,000 LBP\nDelivery Cost: 150,000 LBP\nTotal Amount: 2,710,000 LBP$/,
    );
    expect(whatsappUrl).toBe(whatsAppLink(t.config.shop.whatsapp, whatsappText));

    expect(await optionState(t.db, pyjama.options[0] ?? '')).toEqual({ quantity: 2, status: 'INSTOCK' });
    expect(await optionState(t.db, pyjama.options[1] ?? '')).toEqual({ quantity: 3, status: 'INSTOCK' });
    expect(await productState(t.db, pyjama.id)).toEqual({ stock: 5, status: 'INSTOCK' });
  });

  it('charges the full price when the discount is not ticked, and merges repeated lines', async () => {
    const towel = await insertProduct(t.db, {
      price: 500_000,
      discountRate: 50,
      isChecked: false,
      options: [{ size: 'One Size', color: 'White', quantity: 5 }],
    });
    const line = { product: towel.id, size: 'One Size', color: 'White', quantity: 1 };
    const res = await checkout(t.app, shopper.headers, orderBody([line, { ...line, quantity: 2 }]));
    expect(res.statusCode).toBe(201);
    const { order } = res.json<NewOrderResponse>();
    expect(order.itemsPrice).toBe(1_500_000);
    expect(order.orderItems).toHaveLength(1);
    expect(order.orderItems[0]).toMatchObject({ price: 500_000, quantity: 3 });
  });

  it('marks an option OUTSTOCK at 0 and the product OUTOFSTOCK when every option is out', async () => {
    const robe = await insertProduct(t.db, {
      price: 100_000,
      options: [
        { size: 'S', color: 'Red', quantity: 1 },
        { size: 'M', color: 'Red', quantity: 2 },
      ],
    });
    const buy = (size: string, quantity: number) =>
      checkout(t.app, shopper.headers, orderBody([{ product: robe.id, size, color: 'Red', quantity }]));
    expect((await buy('S', 1)).statusCode).toBe(201);
    expect(await optionState(t.db, robe.options[0] ?? '')).toEqual({ quantity: 0, status: 'OUTSTOCK' });
    expect(await productState(t.db, robe.id)).toEqual({ stock: 2, status: 'INSTOCK' });
    expect((await buy('M', 2)).statusCode).toBe(201);
    expect(await productState(t.db, robe.id)).toEqual({ stock: 0, status: 'OUTOFSTOCK' });
  });
});

describe('POST /order/new and the server cart', () => {
  const addToCart = (user: TestUser, cartItems: object[]) =>
    t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.cart.add),
      headers: user.headers,
      payload: { user: user.user._id, cartItems },
    });
  const cartLines = async (user: TestUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: endpointUrl(endpoints.cart.get, { params: { userId: user.user._id } }),
        headers: user.headers,
      })
    ).json().cart.cartItems;

  it("empties the shopper's cart with the order, and keeps it when the order is refused", async () => {
    const buyer = await signUp(t.app);
    const product = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Red', quantity: 2 }],
    });
    const line = { product: product.id, size: 'M', color: 'Red', quantity: 2 };
    expect((await addToCart(buyer, [line])).statusCode).toBe(200);

    const refused = await checkout(t.app, buyer.headers, orderBody([{ ...line, quantity: 3 }]));
    expect(refused.statusCode).toBe(409);
    expect(await cartLines(buyer)).toHaveLength(1);

    expect((await checkout(t.app, buyer.headers, orderBody([line]))).statusCode).toBe(201);
    expect(await cartLines(buyer)).toEqual([]);
  });

  it('charges an option priced in dollars at the price the cart shows: today’s rate', async () => {
    const buyer = await signUp(t.app);
    const product = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Red', quantity: 2, dollarPrice: 12.5 }],
    });
    const line = { product: product.id, size: 'M', color: 'Red', quantity: 1 };
    await addToCart(buyer, [line]);
    const [shown] = await cartLines(buyer);
    const res = await checkout(t.app, buyer.headers, orderBody([line]));
    // 12.50 dollars × 90,000
    expect(res.json<NewOrderResponse>().order.orderItems[0]?.price).toBe(1_125_000);
    expect(shown.price).toBe(1_125_000);
  });
});

describe('POST /order/new refuses what it cannot sell, and writes nothing', () => {
  it('refuses an order whose total is not the one the shopper was shown, writing nothing', async () => {
    const towel = await insertProduct(t.db, {
      price: 500_000,
      options: [{ size: 'One Size', color: 'White', quantity: 5 }],
    });
    const lines = [{ product: towel.id, size: 'One Size', color: 'White', quantity: 2 }];
    // The cart showed 1,000,000 + 150,000; then the admin raised the delivery cost.
    await setRate(t.db, 'deliveryRate', 200_000);
    const before = await orderCount(t.db);
    const stale = await checkout(t.app, shopper.headers, orderBody(lines, { shownTotal: 1_150_000 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      message: format(messages.orderTotalChanged, { total: '1,200,000 LBP' }),
    });
    expect(await orderCount(t.db)).toBe(before);
    expect(await optionState(t.db, towel.options[0] ?? '')).toEqual({ quantity: 5, status: 'INSTOCK' });

    const seen = await checkout(t.app, shopper.headers, orderBody(lines, { shownTotal: 1_200_000 }));
    await setRate(t.db, 'deliveryRate', 150_000);
    expect(seen.statusCode).toBe(201);
    expect(seen.json<NewOrderResponse>().order.totalPrice).toBe(1_200_000);
  });

  it('answers 409 naming the item without enough stock, leaving every line untouched', async () => {
    const plenty = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Blue', quantity: 9 }],
    });
    const scarce = await insertProduct(t.db, {
      name: 'Silk Robe',
      price: 100_000,
      options: [{ size: 'L', color: 'Navy', quantity: 2 }],
    });
    const before = await orderCount(t.db);
    const res = await checkout(
      t.app,
      shopper.headers,
      orderBody([
        { product: plenty.id, size: 'M', color: 'Blue', quantity: 1 },
        { product: scarce.id, size: 'L', color: 'Navy', quantity: 3 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Only 2 left of Silk Robe (L, Navy)' });
    expect(await orderCount(t.db)).toBe(before);
    expect(await optionState(t.db, plenty.options[0] ?? '')).toEqual({ quantity: 9, status: 'INSTOCK' });
    expect(await optionState(t.db, scarce.options[0] ?? '')).toEqual({ quantity: 2, status: 'INSTOCK' });
  });

  it.each([
    ['an option that is sold out', { size: 'S', color: 'Red' }, 'OUTSTOCK'],
    ['a size and colour the product does not have', { size: 'XL', color: 'Red' }, ''],
  ])('answers 409 for %s', async (_case, choice) => {
    const product = await insertProduct(t.db, {
      name: 'Knit Gloves',
      price: 100_000,
      options: [
        { size: 'S', color: 'Red', quantity: 0, status: 'OUTSTOCK' },
        { size: 'M', color: 'Red', quantity: 3 },
      ],
    });
    const res = await checkout(
      t.app,
      shopper.headers,
      orderBody([{ product: product.id, ...choice, quantity: 1 }]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      format(messages.orderItemUnavailable, { name: 'Knit Gloves', size: choice.size, color: choice.color }),
    );
  });

  it('answers 409 for a product the admin switched off, and 404 for an unknown product', async () => {
    const off = await insertProduct(t.db, {
      name: 'Old Slipper',
      price: 100_000,
      status: 'OUTOFSTOCK',
      options: [{ size: '38', color: 'Beige', quantity: 3 }],
    });
    const offRes = await checkout(
      t.app,
      shopper.headers,
      orderBody([{ product: off.id, size: '38', color: 'Beige', quantity: 1 }]),
    );
    expect(offRes.statusCode).toBe(409);
    expect(offRes.json().message).toBe('Old Slipper (38, Beige) is no longer available');
    const unknown = await checkout(
      t.app,
      shopper.headers,
      orderBody([{ product: randomUUID(), size: 'M', color: 'Red', quantity: 1 }]),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: messages.productNotFound });
  });
});

describe("the shopper's token, confirmed by the checkout's first statement", () => {
  const keysNamed = async (key: string) =>
    (await t.db.selectFrom('order_idempotency_keys').select('key').where('key', '=', key).execute()).length;

  it('refuses a revoked or orphaned token with 401, writing nothing, whether the products exist or not', async () => {
    const product = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Red', quantity: 2 }],
    });
    const known = orderBody([{ product: product.id, size: 'M', color: 'Red', quantity: 1 }]);
    const unknown = orderBody([{ product: randomUUID(), size: 'M', color: 'Red', quantity: 1 }]);
    const revoked = await signUp(t.app);
    // What a password change does to the tokens signed before it.
    await t.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', revoked.user._id)
      .execute();
    const gone = await signUp(t.app);
    await t.db.deleteFrom('users').where('id', '=', gone.user._id).execute();
    const before = await orderCount(t.db);

    for (const user of [revoked, gone]) {
      for (const body of [known, unknown]) {
        const key = randomUUID();
        const res = await checkout(t.app, user.headers, body, key);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: messages.loginRequired });
        expect(await keysNamed(key)).toBe(0);
      }
    }
    expect(await orderCount(t.db)).toBe(before);
    expect(await optionState(t.db, product.options[0] ?? '')).toEqual({ quantity: 2, status: 'INSTOCK' });
    // The same request with a current token goes through (the refusals above were the token's).
    expect((await checkout(t.app, shopper.headers, known)).statusCode).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first order to a retry with the same key, and takes the stock once', async () => {
    const product = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Red', quantity: 5 }],
    });
    const body = orderBody([{ product: product.id, size: 'M', color: 'Red', quantity: 2 }]);
    const key = randomUUID();
    const first = await checkout(t.app, shopper.headers, body, key);
    const retry = await checkout(t.app, shopper.headers, body, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await optionState(t.db, product.options[0] ?? '')).toEqual({ quantity: 3, status: 'INSTOCK' });

    const other = await checkout(t.app, shopper.headers, body, randomUUID());
    expect(other.statusCode).toBe(201);
    expect(other.json().order._id).not.toBe(first.json().order._id);
    // Keys belong to their user: another shopper's same key places their own order.
    const neighbour = await signUp(t.app);
    const one = orderBody([{ product: product.id, size: 'M', color: 'Red', quantity: 1 }]);
    const theirs = await checkout(t.app, neighbour.headers, one, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().order.user).toBe(neighbour.user._id);
    expect(await optionState(t.db, product.options[0] ?? '')).toEqual({ quantity: 0, status: 'OUTSTOCK' });
  });

  it('refuses the same key with a different order (422), sequential or concurrent, taking nothing', async () => {
    const product = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Red', quantity: 10 }],
    });
    const bodyOf = (quantity: number) =>
      orderBody([{ product: product.id, size: 'M', color: 'Red', quantity }]);
    const key = randomUUID();
    expect((await checkout(t.app, shopper.headers, bodyOf(1), key)).statusCode).toBe(201);
    const before = await orderCount(t.db);
    const changed = await checkout(t.app, shopper.headers, bodyOf(3), key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ success: false, message: messages.idempotencyKeyReused });
    expect(await orderCount(t.db)).toBe(before);
    expect(await optionState(t.db, product.options[0] ?? '')).toEqual({ quantity: 9, status: 'INSTOCK' });

    const both = randomUUID();
    const answers = await Promise.all([
      checkout(t.app, shopper.headers, bodyOf(1), both),
      checkout(t.app, shopper.headers, bodyOf(2), both),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422]);
    const placed = answers.find((res) => res.statusCode === 201)?.json().order.orderItems[0].quantity;
    expect((await optionState(t.db, product.options[0] ?? '')).quantity).toBe(9 - placed);
  });

  it('lets a refused checkout be retried with the same key once stock is back', async () => {
    const product = await insertProduct(t.db, {
      price: 100_000,
      options: [{ size: 'M', color: 'Red', quantity: 1 }],
    });
    const body = orderBody([{ product: product.id, size: 'M', color: 'Red', quantity: 2 }]);
    const key = randomUUID();
    expect((await checkout(t.app, shopper.headers, body, key)).statusCode).toBe(409);
    const smaller = orderBody([{ product: product.id, size: 'M', color: 'Red', quantity: 1 }]);
    expect((await checkout(t.app, shopper.headers, smaller, key)).statusCode).toBe(201);
  });

  it.each(['', 'a'.repeat(201), 'has space'])('refuses the key %j', async (key) => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(endpoints.orders.place),
      headers: { ...shopper.headers, 'idempotency-key': key },
      payload: orderBody([{ product: randomUUID(), size: 'M', color: 'Red', quantity: 1 }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.idempotencyKeyInvalid);
  });
});
