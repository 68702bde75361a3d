import { type CartTotals, dollarsFromLbp, type shippingSchema } from '@shop/shared';
import type { z } from 'zod';

/** The address form's raw values (what the form holds and the server validates). */
export type AddressValues = z.input<typeof shippingSchema>;

const ADDRESS_KEY = 'shippingInfo';
const ORDER_INFO_KEY = 'orderInfo';

/** The fields the shopper types, blank (the payment currency is not one). */
export const emptyAddress = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  city: '',
  street: '',
  building: '',
  floor: '',
  areaId: '',
} satisfies AddressValues;

/**
 * The last address used (restored from local storage, docs/product.md §3.7), field by field: each text
 * field comes back as it was typed, even one the form would now refuse (it says why, under the field),
 * so one field never costs the shopper the whole address. An unreadable address is ignored.
 */
export function lastAddress(): AddressValues {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(ADDRESS_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return emptyAddress;
    const address = { ...emptyAddress };
    for (const field of Object.keys(emptyAddress) as (keyof typeof emptyAddress)[]) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') address[field] = value;
    }
    return address;
  } catch {
    return emptyAddress;
  }
}

/** The delivery area of the last address used ('' for none). */
export const lastAreaId = (): string => lastAddress().areaId ?? '';

export function saveAddress(address: AddressValues): void {
  localStorage.setItem(ADDRESS_KEY, JSON.stringify(address));
}

/**
 * docs/product.md §4: submitting the address keeps the order's amounts in the
 * session (dollars when a rate is set).
 */
export function saveOrderInfo(totals: CartTotals, dollarRate: number | undefined): void {
  const dollars = (lbp: number) => (dollarRate === undefined ? null : dollarsFromLbp(lbp, dollarRate));
  const info = {
    itemsPrice: totals.subtotal,
    totalPrice: totals.total,
    dollarItemsPrice: dollars(totals.subtotal),
    dollarTotalPrice: dollars(totals.total),
  };
  sessionStorage.setItem(ORDER_INFO_KEY, JSON.stringify(info));
}

/** The address as one line: street, building, floor (as the server joins it), then the city. */
export function addressLine(address: Partial<AddressValues>): string {
  return [address.street, address.building, address.floor, address.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
