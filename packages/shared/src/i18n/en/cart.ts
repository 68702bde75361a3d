/** The cart screen's own words (the spec's messages come from `messages` in @shop/shared). */
export const cart = {
  title: 'Your Shopping Cart',
  lines: 'Items in your cart',
  size: 'Size: {size}',
  color: 'Color: {color}',
  remove: 'Remove {name} from the cart',
  subtotal: 'Subtotal',
  deliveryCost: 'Delivery Cost',
  total: 'Total',
  summary: 'Order summary',
  login: 'Login',
  continueShopping: 'Continue shopping',
  quantityOf: 'Quantity of {name}',
} as const;
