import { plural } from '../catalogue.js';

/**
 * The checkout stepper's own interface words. The messages of docs/product.md §15 (the card tooltip,
 * 'Required') come from `messages`; these are labels, keyed so another language can replace them.
 */
export const checkout = {
  shipping: 'Shipping',
  resendConfirmation: 'Send the link again',
  billing: 'Billing',
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  city: 'City',
  street: 'Street',
  building: 'Building',
  floor: 'Floor',
  next: 'Next',
  back: 'Back to shipping',
  yourOrder: 'Your Order',
  name: 'Name',
  address: 'Address',
  subTotal: 'SubTotal',
  deliveryCost: 'Delivery Cost',
  total: 'Total',
  payment: 'Payment',
  cashOnDelivery: 'Cash on delivery',
  card: 'Credit or debit card',
  checkout: 'Checkout {total}',
  /** The delivery area picker (issue 47): a list to search by typing part of a name. */
  area: 'Delivery area',
  areaHint: 'Type part of its name',
  noArea: 'No area matches',
  /** The usual days to deliver: an exact number, or a range counted by its last day ('1–2 days'). */
  days: plural({ one: '{count} day', other: '{count} days' }),
  daysRange: plural({ one: '{min}–{count} day', other: '{min}–{count} days' }),
  free: 'Free',
  discount: 'Discount ({code})',
} as const;
