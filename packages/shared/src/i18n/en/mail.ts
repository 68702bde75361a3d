import { plural } from '../catalogue.js';

/**
 * What the server writes to people (server only: not part of the storefront's catalogue): the mails, and
 * the WhatsApp text the admin sends a customer. `{name}`, `{shop}`, `{number}`, `{total}`, `{minutes}`,
 * `{hours}`… are filled by the server. The words keyed by order status cover every status a customer
 * hears about, Returned (issue 47) included.
 */
export const mail = {
  hello: 'Hello {name},',
  helloGuest: 'Hello,',
  orderSubject: '{shop}: order {number} received',
  orderThanks: 'Thank you for your order {number} of {total}, paid cash on delivery.',
  orderFollow: 'We will call you to arrange the delivery. You can follow it here:',
  shopOrderSubject: 'New order {number}: {total}',
  resetSubject: '{shop}: reset your password',
  resetAsked: 'Someone asked to reset the password of your {shop} account.',
  resetOpen: 'Open this link within {minutes} minutes to choose a new password:',
  resetNotYou: 'If it was not you, ignore this mail: your password stays as it is.',
  confirmSubject: '{shop}: confirm your e-mail address',
  confirmOpen: 'Open this link to confirm the e-mail address of your {shop} account, then place your order:',
  confirmLifetime: 'The link works for {hours} hours. If you did not sign up, ignore this mail.',

  /** A contact message as the shop's mailbox gets it, in the owner's language (replying answers the sender). */
  contactSubject: '{shop} contact: {name}',
  contactFrom: 'From',
  contactPhone: 'Phone',

  /** The mail of an order that moved on, per status (NOTIFIED_ORDER_STATUSES). */
  statusSubject: {
    Shipped: '{shop}: your order {number} is on its way',
    Delivered: '{shop}: your order {number} was delivered',
    Cancelled: '{shop}: your order {number} was cancelled',
    Returned: '{shop}: your order {number} came back to us',
  },
  statusNews: {
    Shipped: 'Your order {number} has left the shop and is on its way to you.',
    Delivered: 'Your order {number} was delivered. Thank you for shopping with us!',
    Cancelled: 'Your order {number} was cancelled.',
    Returned: 'Your order {number} came back to us: the parcel was not accepted at the door.',
  },
  /** What happens next; `{total}` is what the driver collects, `{phone}` the shop's. */
  statusNext: {
    Shipped: 'Please have {total} ready in cash: the driver will call you before coming.',
    Delivered: 'A question about your pieces? Reply to this mail or call us at {phone}.',
    Cancelled: 'You owe nothing. If you did not expect this, call us at {phone}.',
    Returned: 'You owe nothing. If you still want your pieces, order them again or call us at {phone}.',
  },
  /** A size and its colour; a product without colours names its size alone. */
  option: '{size}, {color}',
  orderHeading: 'Order {number}',
  /** One line of an order: `{quantity}` pieces at `{price}` each. */
  orderLine: '{name} ({option}), {quantity}\u00a0×\u00a0{price}',
  orderItems: 'Items',
  orderDelivery: 'Delivery',
  orderTotal: 'Total',
  orderLink: 'See your order',
  signature: '{shop} · {phone}',

  /** The admin's WhatsApp message to the customer, per status of the order. */
  whatsAppStatus: {
    Processing:
      'Hello {name}, this is {shop}. We received your order {number} ({total}) and are preparing it. We will let you know when it leaves.',
    Shipped:
      'Hello {name}, this is {shop}. Your order {number} is on its way: please have {total} ready in cash, the driver will call you before coming.',
    Delivered:
      'Hello {name}, this is {shop}. Your order {number} was delivered. Thank you for shopping with us!',
    Cancelled:
      'Hello {name}, this is {shop}. Your order {number} was cancelled: you owe nothing. Write to us here if you have a question.',
    Returned:
      'Hello {name}, this is {shop}. Your order {number} came back to us: you owe nothing. If you still want your pieces, reply here and we will send them again.',
  },

  /** The mail of a back-in-stock alert. */
  backSubject: '{shop}: {product} is back in stock',
  backNews: 'Good news: {product} ({option}) is back in stock.',
  backHurry: 'Pieces go fast: order soon if you want it.',
  backOpen: 'See it in the shop',
  backOnce: 'You asked us to tell you when it was back: this is the only mail about it.',

  /** The owner's morning digest, in the admin's language. `{date}` is yesterday's. */
  digestSubject: '{shop}: the shop on {date}',
  digestGreeting: 'Good morning,',
  digestIntro: 'Here is the shop yesterday, {date}, and what is waiting today.',
  digestYesterday: 'Yesterday',
  digestOrders: 'Orders placed',
  digestSales: 'Sales',
  digestCancelled: 'Cancelled or returned',
  digestToShip: 'To ship',
  digestProcessing: 'Waiting to be shipped',
  digestShipped: 'With the driver',
  digestLowStock: 'Low stock ({threshold} pieces or fewer)',
  digestLowStockLine: '{name} ({option})',
  digestLeft: plural({ one: '{count} piece left', other: '{count} pieces left' }),
  digestSoldOut: 'sold out',
  digestNoLowStock: 'Nothing is running low.',
  digestMore: plural({ one: 'and {count} more', other: 'and {count} more' }),
  digestMessages: 'Messages waiting for an answer',
  digestNoMessages: 'No message is waiting for an answer.',
  digestOpenAdmin: 'Open the admin',
} as const;
