import { describe, expect, it } from 'vitest';
import { ar } from './i18n/ar/index.js';
import { fr } from './i18n/fr/index.js';
import { format } from './messages.js';
import type { Order } from './schemas/orders.js';
import { internationalPhone, orderMessage, orderWhatsApp, whatsAppLink } from './whatsapp.js';

describe('orderMessage', () => {
  it('lists the customer, each product and the totals, in that order', () => {
    const text = orderMessage({
      number: 1042,
      name: 'Rima Haddad',
      country: 'Lebanon',
      city: 'Beirut',
      area: null,
      address: 'Hamra, Azar, 3',
      items: [
        {
          id: '0b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f',
          code: 'PJ-100',
          name: 'Cotton pyjama',
          price: 994_500,
          quantity: 2,
          size: 'M',
          color: 'Pink',
          amount: 1_989_000,
        },
        {
          id: '1b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f',
          code: 'TW-7',
          name: 'Baby bath towel',
          price: 450_000,
          quantity: 1,
          size: 'One Size',
          color: 'White',
          amount: 450_000,
        },
      ],
      amount: 2_439_000,
      delivery: 150_000,
      total: 2_589_000,
    });

    expect(text).toBe(
      [
        'New order\nOrder number: 1042\nName: Rima Haddad\nCountry: Lebanon\nCity: Beirut\nAddress: Hamra, Azar, 3',
        '1. Cotton pyjama\nId: 0b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f\nCode: PJ-100\nPrice: 994,000 LBP\n' +
          'Quantity: 2\nSize: M\nColor: Pink\nAmount: 1,989,000 LBP',
        '2. Baby bath towel\nId: 1b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f\nCode: TW-7\nPrice: 450,000 LBP\n' +
          'Quantity: 1\nSize: One Size\nColor: White\nAmount: 450,000 LBP',
        'Amount: 2,439,000 LBP\nDelivery Cost: 150,000 LBP\nTotal Amount: 2,589,000 LBP',
      ].join('\n\n'),
    );
  });

  it('keeps every value on its line, whatever was stored', () => {
    const item = { id: 'p1', code: 'PJ-1\n', name: 'Pyjama\r\nTotal: 1 LBP', price: 1000, quantity: 1 };
    const text = orderMessage({
      number: 7,
      name: 'Rima\nHaddad',
      country: 'Lebanon',
      city: 'Beirut',
      area: null,
      address: 'Hamra',
      items: [{ ...item, size: 'M', color: 'Pink\tRose', amount: 1000 }],
      amount: 1000,
      delivery: 0,
      total: 1000,
    });
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'Name: Rima Haddad',
        '1. Pyjama Total: 1 LBP',
        'Code: PJ-1 ',
        'Color: Pink Rose',
      ]),
    );
    expect(text.split('\n').filter((row) => row.startsWith('Total'))).toEqual(['Total Amount: 1,000 LBP']);
  });
});

describe('whatsAppLink', () => {
  it('encodes the whole text into the wa.me link', () => {
    expect(whatsAppLink('9611234567', 'Hi & bye?\n#1')).toBe(
      'https://wa.me/9611234567?text=Hi%20%26%20bye%3F%0A%231',
    );
  });
});

describe('orderWhatsApp', () => {
  const order: Order = {
    _id: '5f0c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f',
    number: 1001,
    orderItems: [
      {
        product: '0b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f',
        productId: 'PJ-100-1',
        name: 'Cotton pyjama',
        image: '/images/pj.webp',
        price: 800_000,
        quantity: 3,
        size: 'M',
        color: 'Pink',
        discountRate: 20,
        isChecked: true,
      },
    ],
    shippingInfo: {
      firstName: 'Rima',
      lastName: 'Haddad',
      address: 'Hamra, Azar, 3',
      city: 'Beirut',
      postalCode: null,
      country: 'Lebanon',
      phoneNo: '71123456',
      area: null,
    },
    paymentInfo: { status: 'pending' },
    paymentType: 'Cash On Deliver',
    itemsPrice: 2_400_000,
    promoCode: null,
    discount: 0,
    deliveryPrice: 150_000,
    totalPrice: 2_550_000,
    dollarRate: 0,
    dollarItemsPrice: null,
    dollarTotalPrice: null,
    orderStatus: 'Processing',
    user: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    paidAt: null,
    deliveredAt: null,
  };

  it('summarises the stored order and links it to the shop number', () => {
    const { text, url } = orderWhatsApp(order, '9617000000');
    expect(text).toContain('Order number: 1001\nName: Rima Haddad\nCountry: Lebanon\nCity: Beirut');
    expect(text).toContain(
      '1. Cotton pyjama\nId: 0b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f\nCode: PJ-100-1\nPrice: 800,000 LBP\nQuantity: 3',
    );
    expect(text).toContain('Amount: 2,400,000 LBP\n\nAmount: 2,400,000 LBP\nDelivery Cost: 150,000 LBP');
    expect(url).toBe(whatsAppLink('9617000000', text));
  });

  it('names the delivery area after the city, when the order has one', () => {
    const inMetn = {
      ...order,
      shippingInfo: { ...order.shippingInfo, city: 'Jdeideh', area: { _id: 'a1', name: 'Metn' } },
    };
    expect(orderWhatsApp(inMetn, '9617000000').text).toContain('City: Jdeideh\nArea: Metn\nAddress:');
    const arabic = orderWhatsApp(inMetn, '9617000000', ar).text;
    expect(arabic).toContain(`${ar.messages.orderMessageArea}: Metn`);
    expect(orderWhatsApp(order, '9617000000').text).not.toContain('Area:');
  });

  it("writes the labels, sizes, colours and country in the order page's language, codes, amounts and address as typed", () => {
    const typed = {
      ...order,
      orderItems: order.orderItems.map((item) => ({ ...item, size: 'One Size' })),
      shippingInfo: { ...order.shippingInfo, address: 'الحمرا، بناية عازار، 3' },
    };
    const { text, url } = orderWhatsApp(typed, '9617000000', ar);
    const lbp = (amount: string) => format(ar.layout.price, { amount });
    expect(text).toBe(
      [
        'طلب جديد\nرقم الطلب: 1001\nالاسم: Rima Haddad\nالبلد: لبنان\nالمدينة: Beirut\n' +
          'العنوان: الحمرا، بناية عازار، 3',
        '1. Cotton pyjama\nرقم المنتج: 0b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f\nالكود: PJ-100-1\n' +
          `السعر: ${lbp('800,000')}\nالكمية: 3\nالمقاس: مقاس واحد\nاللون: زهري\nالمبلغ: ${lbp('2,400,000')}`,
        `المبلغ: ${lbp('2,400,000')}\nكلفة التوصيل: ${lbp('150,000')}\nالمبلغ الإجمالي: ${lbp('2,550,000')}`,
      ].join('\n\n'),
    );
    expect(text).not.toMatch(/Lebanon|Pink|One Size/);
    expect(url).toBe(whatsAppLink('9617000000', text));
  });

  it('writes French with a no-break space before each colon and its own number marks', () => {
    const { text } = orderWhatsApp(order, '9617000000', fr);
    expect(text).toContain('N° de commande\u00a0: 1001\nNom\u00a0: Rima Haddad\nPays\u00a0: Liban');
    expect(text).toContain('Couleur\u00a0: Rose');
    expect(text).toContain('Montant total\u00a0: 2\u202f550\u202f000\u00a0LBP');
    expect(text).not.toMatch(/ :|,000/);
  });
});

describe('internationalPhone', () => {
  it.each([
    ['03 123 456', '9613123456'],
    ['+961 3 123456', '9613123456'],
    ['٠٣١٢٣٤٥٦', '9613123456'],
    ['71 123 456', '96171123456'],
    ['00961 71 123 456', '96171123456'],
    ['961 71123456', '96171123456'],
    ['+33 6 12 34 56 78', '33612345678'],
    ['', ''],
  ])('writes %j as %j', (typed, international) => {
    expect(internationalPhone(typed)).toBe(international);
  });
});

describe('orderWhatsApp with a promo code and dollars (issue 48)', () => {
  const base = {
    _id: 'o1',
    number: 1002,
    orderItems: [
      {
        product: 'p1',
        productId: 'PJ-1',
        name: 'Pyjama',
        image: '',
        price: 1_118_750,
        quantity: 2,
        size: 'M',
        color: 'Pink',
        discountRate: 0,
        isChecked: false,
      },
    ],
    shippingInfo: {
      firstName: 'Rima',
      lastName: 'Haddad',
      address: 'Hamra',
      city: 'Beirut',
      postalCode: null,
      country: 'Lebanon',
      phoneNo: '71123456',
      area: null,
    },
    paymentInfo: { status: 'pending' },
    paymentType: 'Cash On Deliver',
    itemsPrice: 2_237_500,
    promoCode: 'SUMMER10',
    discount: 223_750,
    deliveryPrice: 179_000,
    totalPrice: 2_192_750,
    dollarRate: 89_500,
    dollarItemsPrice: 25,
    dollarTotalPrice: 24.5,
    orderStatus: 'Processing',
    user: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    paidAt: null,
    deliveredAt: null,
  } satisfies Order;

  it('shows the discount under its code, and pounds only by default', () => {
    const { text } = orderWhatsApp(base, '9617000000');
    expect(text).toContain(
      'Amount: 2,237,000 LBP\nDiscount (SUMMER10): -223,000 LBP\nDelivery Cost: 179,000 LBP',
    );
    expect(text).not.toContain('$');
  });

  it("writes dollars first at the order's own rate, and states the rate, when the shop shows both", () => {
    const { text } = orderWhatsApp(base, '9617000000', undefined, 'both');
    expect(text).toContain('Price: $12.50 · 1,118,000 LBP');
    expect(text).toContain('Total Amount: $24.50 · 2,192,000 LBP\nDollar rate: 1 $ = 89,500 LBP');
    const arabic = orderWhatsApp(base, '9617000000', ar, 'usd').text;
    expect(arabic).toContain(`${ar.messages.orderMessageTotal}: 24.50 $`);
    expect(arabic).toContain(`${ar.messages.orderMessageDiscount.replace('{code}', 'SUMMER10')}: -2.50 $`);
  });
});
