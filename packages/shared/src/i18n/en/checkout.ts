/**
 * The checkout stepper's own interface words. The spec's messages (the card tooltip, 'Required') come
 * from `messages` in @shop/shared; these are labels, keyed so another language can replace them.
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
} as const;
