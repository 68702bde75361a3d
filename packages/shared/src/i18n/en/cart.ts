/** The cart screen's own words (the messages of docs/product.md §15 come from `messages` in @shop/shared). */
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
  /** Free delivery from an amount (issue 47): what is left to add, or that it is reached. */
  freeDeliveryLeft: 'Add {amount} more for free delivery',
  freeDeliveryReached: 'Your order is delivered free',
  /** The delivery row once an area is picked: its name and usual days. */
  deliveryTo: 'Delivery to {area}',
  /** The promo code field (issue 48): a code typed, applied by the server's quote, and what it saves. */
  promoCode: 'Promo code',
  applyCode: 'Apply',
  removeCode: 'Remove the code {code}',
  codeSaves: 'Code {code}: you save {amount}',
  codeFreeDelivery: 'Code {code}: free delivery',
  discount: 'Discount ({code})',
  /** The dollar rate the dollar prices are worked out at, stated when the shop shows dollars. */
  rateLine: '1 $ = {rate} LBP',
  /** The login gate's note under the promo code field for a guest. */
  codeNeedsLogin: 'Log in to use a promo code',
} as const;
