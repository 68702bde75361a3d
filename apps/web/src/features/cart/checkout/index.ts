/** The checkout stepper the cart page mounts on its right side (signed in, with items). */
export { CheckoutPanel } from './CheckoutPanel';
/** The last order's delivery area, which the cart page prices its summary with until another is picked. */
export { lastAreaId } from './storage';
