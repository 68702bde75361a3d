import { layout } from './i18n/en/layout.js';
import { format, type MessageKey, messages } from './messages.js';
import { formatAmount, formatMoney, type PricePatterns, type PriceView } from './money.js';
import type { Order } from './schemas/orders.js';
import { singleLine } from './schemas/text.js';

export interface OrderMessageItem {
  /** The product's system id. */
  id: string;
  /** The product code (or the chosen option's code). */
  code: string;
  name: string;
  /** Unit price after discount, in LBP. */
  price: number;
  quantity: number;
  size: string;
  color: string;
  /** price × quantity, in LBP. */
  amount: number;
}

export interface OrderMessage {
  /** The order's short number, for the phone call that follows. */
  number: number;
  name: string;
  country: string;
  city: string;
  /** The delivery area the order named (its fee is the delivery cost); null for none. */
  area: string | null;
  address: string;
  items: readonly OrderMessageItem[];
  amount: number;
  /** The promo code and what it took off the items; no line without one. */
  promo?: { code: string; discount: number } | null;
  delivery: number;
  total: number;
  /**
   * How amounts show (the shop's price display) at the order's own dollar rate; pounds only without it.
   * With dollars, the rate is stated after the total.
   */
  view?: PriceView;
}

type OrderMessageKey = Extract<MessageKey, `orderMessage${string}`>;

/**
 * The words of the summary in one language: its labels (the spec's `orderMessage*` messages) and how a
 * price reads. A language's catalogue (`Words`) is one; English is the default.
 */
export interface OrderMessageWords {
  messages: Readonly<Record<OrderMessageKey, string>>;
  layout: Readonly<PricePatterns>;
}

const english: OrderMessageWords = { messages, layout };

// Each value stays on its line, whatever was stored (a name saved with a line break cannot add a line).
const line = (label: string, value: string | number) => `${label}: ${singleLine(String(value))}`;

/** Labels in the words' language; amounts in Latin digits, codes and shipping values as typed. */
function itemBlock(
  m: OrderMessageWords['messages'],
  price: (lbp: number) => string,
  item: OrderMessageItem,
  index: number,
): string {
  return [
    `${index + 1}. ${singleLine(item.name)}`,
    line(m.orderMessageProductId, item.id),
    line(m.orderMessageCode, item.code),
    line(m.orderMessagePrice, price(item.price)),
    line(m.orderMessageQuantity, item.quantity),
    line(m.orderMessageSize, item.size),
    line(m.orderMessageColor, item.color),
    line(m.orderMessageAmount, price(item.amount)),
  ].join('\n');
}

/**
 * The order summary the shopper sends to the shop's WhatsApp after checkout (spec §7): who and where
 * (the delivery area too, when the order named one), each product, then Amount, Delivery Cost and Total Amount. It only formats: the amounts are the
 * server's, so the message shows exactly what the order stored. `words` is the language of the page the
 * order was placed from (issue 36): labels translated, codes, amounts and shipping values as typed.
 */
export function orderMessage(order: OrderMessage, words: OrderMessageWords = english): string {
  const m = words.messages;
  const view = order.view ?? { display: 'lbp', dollarRate: 0 };
  const price = (lbp: number) => formatMoney(lbp, view, words.layout);
  const inDollars = view.display !== 'lbp' && view.dollarRate > 0;
  const customer = [
    m.orderMessageTitle,
    line(m.orderMessageNumber, order.number),
    line(m.orderMessageName, order.name),
    line(m.orderMessageCountry, order.country),
    line(m.orderMessageCity, order.city),
    ...(order.area === null ? [] : [line(m.orderMessageArea, order.area)]),
    line(m.orderMessageAddress, order.address),
  ].join('\n');
  const totals = [
    line(m.orderMessageAmount, price(order.amount)),
    ...(order.promo
      ? [line(format(m.orderMessageDiscount, { code: order.promo.code }), `-${price(order.promo.discount)}`)]
      : []),
    line(m.orderMessageDelivery, price(order.delivery)),
    line(m.orderMessageTotal, price(order.total)),
    ...(inDollars
      ? [line(m.orderMessageRate, format(m.orderMessageRateValue, { rate: formatAmount(view.dollarRate) }))]
      : []),
  ].join('\n');
  return [customer, ...order.items.map((item, index) => itemBlock(m, price, item, index)), totals].join(
    '\n\n',
  );
}

/** A WhatsApp chat link with a pre-filled message; an empty number lets the user pick the chat (sharing). */
export function whatsAppLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * The summary of a placed order, in `words`' language, and its link to the shop's WhatsApp: the server's
 * answer to a checkout.
 */
export function orderWhatsApp(
  order: Order,
  shopNumber: string,
  words: OrderMessageWords = english,
  display: PriceView['display'] = 'lbp',
): { text: string; url: string } {
  const { shippingInfo: ship } = order;
  const text = orderMessage(
    {
      number: order.number,
      name: `${ship.firstName} ${ship.lastName}`,
      country: ship.country,
      city: ship.city,
      area: ship.area?.name ?? null,
      address: ship.address,
      items: order.orderItems.map((item) => ({
        id: item.product ?? '',
        code: item.productId,
        name: item.name,
        price: item.price,
        quantity: item.quantity,
        size: item.size,
        color: item.color,
        amount: item.price * item.quantity,
      })),
      amount: order.itemsPrice,
      promo: order.promoCode === null ? null : { code: order.promoCode, discount: order.discount },
      delivery: order.deliveryPrice,
      total: order.totalPrice,
      view: { display, dollarRate: order.dollarRate },
    },
    words,
  );
  return { text, url: whatsAppLink(shopNumber, text) };
}
