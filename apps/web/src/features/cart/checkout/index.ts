/** The checkout stepper the cart page mounts on its right side (signed in, with items). */
export { CheckoutPanel } from './CheckoutPanel';
