import type { PaymentType } from '../../vocabularies.js';
import { plural } from '../catalogue.js';

/**
 * The order screens' own interface words. The messages of docs/product.md §15 come from `messages` in
 * @shop/shared; these are labels, keyed so another language can replace them.
 */
export const orders = {
  successTitle: 'Thank you for your order',
  successNumber: 'Your order number is {number}.',
  successIntro: 'We have received it and will call you to arrange the delivery. Pay in cash when it arrives.',
  successWhatsApp: 'Send the order on WhatsApp',
  successWhatsAppHint: 'Send us the order summary on WhatsApp so we can confirm it faster.',
  viewOrder: 'View order {number}',
  myOrders: 'My orders',
  noSuccess: 'There is no recent order to show.',
  continueShopping: 'Continue shopping',
  myOrdersTitle: 'My orders',
  noOrders: 'You have not placed any orders yet.',
  orderNumber: 'Order',
  itemsCount: 'Items',
  amount: 'Amount',
  status: 'Status',
  actions: 'Details',
  openOrder: 'Open order {number}',
  orderTitle: 'Order #{number}',
  placedOn: 'Placed on {date}',
  shippingInfo: 'Shipping Info',
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  /** The delivery address as one line: what the shopper typed, their city, the country. */
  addressLine: '{address}, {city}, {country}',
  payment: 'Payment',
  paymentType: 'Payment type',
  /** The stored payment type (docs/product.md §4, 'Cash On Deliver') as a receipt should read it. */
  paymentTypes: { 'Cash On Deliver': 'Cash on delivery', Card: 'Card' } satisfies Record<PaymentType, string>,
  paid: 'PAID',
  notPaid: 'NOT PAID',
  orderStatus: 'Order Status',
  orderItems: 'Order Items',
  /** A line's number of pieces, after its unit price ('994,000 LBP × 2 pieces'). */
  pieces: plural({ one: '{count} piece', other: '{count} pieces' }),
  /** A label before its value ('Name: Rima'). */
  field: '{label}:',
  size: 'Size: {size}',
  colour: 'Colour: {color}',
  /** The delivery area the order named, and the delivery it was charged. */
  area: 'Area',
  deliveryCost: 'Delivery',
  /** The promo code the order carries, and what it took off (issue 48). */
  discount: 'Discount ({code})',
  itemsTotal: 'Items',
  total: 'Total',
  /** The dollar rate the order was placed at, under its amounts in dollars. */
  rateAtOrder: 'At 1 $ = {rate} LBP',
} as const;
