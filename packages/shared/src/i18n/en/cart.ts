/** The cart screen's own words (the spec's messages come from `messages` in @shop/shared). */
export const cart = {
  lines: 'Items in your cart',
  size: 'Size',
  color: 'Color',
  remove: 'Remove {name} from the cart',
  subtotal: 'Subtotal',
  deliveryCost: 'Delivery Cost',
  total: 'Total',
  summary: 'Order summary',
  login: 'Login',
  continueShopping: 'Continue shopping',
  quantityOf: 'Quantity of {name}',
} as const;
