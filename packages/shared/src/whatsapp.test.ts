import { describe, expect, it } from 'vitest';
import { orderMessage } from './whatsapp.js';

describe('orderMessage', () => {
  it('lists the customer, each product and the totals, in that order', () => {
    const text = orderMessage({
      name: 'Rima Haddad',
      country: 'Lebanon',
      city: 'Beirut',
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
        'New order\nName: Rima Haddad\nCountry: Lebanon\nCity: Beirut\nAddress: Hamra, Azar, 3',
        '1. Cotton pyjama\nId: 0b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f\nCode: PJ-100\nPrice: 994,000 LBP\n' +
          'Quantity: 2\nSize: M\nColor: Pink\nAmount: 1,989,000 LBP',
        '2. Baby bath towel\nId: 1b7c3f4e-9a1d-4c2b-8e5f-1a2b3c4d5e6f\nCode: TW-7\nPrice: 450,000 LBP\n' +
          'Quantity: 1\nSize: One Size\nColor: White\nAmount: 450,000 LBP',
        'Amount: 2,439,000 LBP\nDelivery Cost: 150,000 LBP\nTotal Amount: 2,589,000 LBP',
      ].join('\n\n'),
    );
  });
});
