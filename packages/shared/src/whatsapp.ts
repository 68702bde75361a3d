import { layout } from './i18n/en/layout.js';
import { type MessageKey, messages } from './messages.js';
import { formatLbp } from './money.js';
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
  delivery: number;
  total: number;
}

type OrderMessageKey = Extract<MessageKey, `orderMessage${string}`>;

/**
 * The words of the summary in one language: its labels (the spec's `orderMessage*` messages) and how a
 * price reads. A language's catalogue (`Words`) is one; English is the default.
 */
export interface OrderMessageWords {
  messages: Readonly<Record<OrderMessageKey, string>>;
  layout: { readonly price: string };
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
  const price = (lbp: number) => formatLbp(lbp, words.layout.price);
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
    line(m.orderMessageDelivery, price(order.delivery)),
    line(m.orderMessageTotal, price(order.total)),
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
      delivery: order.deliveryPrice,
      total: order.totalPrice,
    },
    words,
  );
  return { text, url: whatsAppLink(shopNumber, text) };
}
