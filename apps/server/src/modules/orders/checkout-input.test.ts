import { format, MAX_CART_LINES, messages, type NewOrderResponse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import type { TestUser } from '../accounts/testing.js';
import {
  checkout,
  insertProduct,
  openCheckoutShop,
  orderBody,
  orderCount,
  SHIPPING,
} from './test-fixture.js';

/**
 * What POST /order/new takes: the address in the form's shape or older clients'
 * (docs/product.md §8), and its bounds.
 */

let t: TestApp;
let shopper: TestUser;
beforeAll(async () => {
  ({ t, shopper } = await openCheckoutShop());
});
afterAll(() => t.close());

describe('POST /order/new validates its input with the shared schema', () => {
  let productId: string;
  beforeAll(async () => {
    productId = (
      await insertProduct(t.db, { price: 100_000, options: [{ size: 'M', color: 'Red', quantity: 50 }] })
    ).id;
  });
  const lines = () => [{ product: productId, size: 'M', color: 'Red', quantity: 1 }];

  it('takes a product id in capitals as the same product', async () => {
    const res = await checkout(
      t.app,
      shopper.headers,
      orderBody([{ product: productId.toUpperCase(), size: 'M', color: 'Red', quantity: 1 }]),
    );
    expect(res.statusCode).toBe(201);
    expect((res.json() as NewOrderResponse).order.orderItems[0]?.product).toBe(productId);
  });

  it.each(['firstName', 'lastName', 'phoneNumber', 'city', 'street', 'building'])(
    'refuses a blank %s with 400 naming the field, and writes nothing',
    async (field) => {
      const before = await orderCount(t.db);
      const res = await checkout(t.app, shopper.headers, {
        ...orderBody(lines()),
        shippingInfo: { ...SHIPPING, [field]: '  ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: `shippingInfo.${field}: ${messages.required}` });
      expect(await orderCount(t.db)).toBe(before);
    },
  );

  it('refuses an overlong field naming it, and keeps every field on one line of the order text', async () => {
    const before = await orderCount(t.db);
    const long = await checkout(t.app, shopper.headers, {
      ...orderBody(lines()),
      shippingInfo: { ...SHIPPING, firstName: 'R'.repeat(300_000) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: `shippingInfo.firstName: ${messages.tooLong}` });
    expect(await orderCount(t.db)).toBe(before);

    const res = await checkout(t.app, shopper.headers, {
      ...orderBody(lines()),
      shippingInfo: { ...SHIPPING, city: 'Beirut\nTotal Amount: 1 LBP' },
    });
    expect(res.statusCode).toBe(201);
    const placed = res.json<NewOrderResponse>();
    expect(placed.order.shippingInfo.city).toBe('Beirut Total Amount: 1 LBP');
    expect(placed.whatsappText.split('\n').filter((line) => line.startsWith('Total Amount'))).toHaveLength(1);
  });

  it('takes an order without a floor', async () => {
    const { floor: _floor, ...noFloor } = SHIPPING;
    const res = await checkout(t.app, shopper.headers, { ...orderBody(lines()), shippingInfo: noFloor });
    expect(res.statusCode).toBe(201);
    expect(res.json<NewOrderResponse>().order.shippingInfo.address).toBe('Hamra, Azar');
  });

  it("takes older clients' Order payload: the address joined, phoneNo, country, and the account's name", async () => {
    const res = await checkout(t.app, shopper.headers, {
      ...orderBody(lines()),
      shippingInfo: { address: 'Hamra, Azar, 3', city: 'Beirut', phoneNo: '71 123 456', country: 'France' },
      itemsPrice: 1,
      totalPrice: 1,
    });
    expect(res.statusCode).toBe(201);
    const { order, whatsappText } = res.json<NewOrderResponse>();
    expect(order.shippingInfo).toEqual({
      firstName: 'Rima',
      lastName: '',
      address: 'Hamra, Azar, 3',
      city: 'Beirut',
      country: 'Lebanon',
      phoneNo: '71 123 456',
      postalCode: null,
      // Without an area, at the shop's delivery cost.
      area: null,
    });
    expect(order.deliveryPrice).toBe(150_000);
    expect(order.totalPrice).toBeGreaterThan(1);
    expect(whatsappText).toContain('Rima');
  });

  it.each([
    [{ address: ' ', city: 'Beirut', phoneNo: '71 123 456' }, 'shippingInfo.address: Required'],
    [{ address: 'Hamra', city: 'Beirut' }, 'shippingInfo.phoneNo: Required'],
    [{ city: 'Beirut' }, 'shippingInfo.firstName: Required'],
  ])('refuses a bad address in either shape, naming the field: %j', async (shippingInfo, message) => {
    const before = await orderCount(t.db);
    const res = await checkout(t.app, shopper.headers, { ...orderBody(lines()), shippingInfo });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await orderCount(t.db)).toBe(before);
  });

  it("keeps a floor sent as older clients' form names it (Floor)", async () => {
    const { floor: _floor, ...noFloor } = SHIPPING;
    const res = await checkout(t.app, shopper.headers, {
      ...orderBody(lines()),
      shippingInfo: { ...noFloor, Floor: '4' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<NewOrderResponse>().order.shippingInfo.address).toBe('Hamra, Azar, 4');
  });

  it.each([
    ['card payment', { paymentType: 'Card' }, messages.cardPaymentTooltip],
    ['no lines', { orderItems: [] }, messages.emptyCart],
    ['a bad product id', { orderItems: [{ product: 'x', size: 'M', quantity: 1 }] }, messages.invalidId],
  ])('refuses %s with 400', async (_case, change, message) => {
    const res = await checkout(t.app, shopper.headers, { ...orderBody(lines()), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([0, -1, 1.5, 10_001])('refuses a quantity of %s', async (quantity) => {
    const res = await checkout(t.app, shopper.headers, orderBody([{ ...lines()[0], quantity } as never]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.cartQuantityInvalid });
  });

  it('refuses more lines than a cart may hold with 400 naming the limit, not as an empty cart', async () => {
    const before = await orderCount(t.db);
    const lines = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({
      product: productId,
      size: 'M',
      color: `Colour ${i}`,
      quantity: 1,
    }));
    const res = await checkout(t.app, shopper.headers, orderBody(lines));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: format(messages.orderTooManyLines, { max: MAX_CART_LINES }),
    });
    expect(await orderCount(t.db)).toBe(before);
  });
});
