import { messages as m } from './messages.js';
import { formatLbp } from './money.js';

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
  name: string;
  country: string;
  city: string;
  address: string;
  items: readonly OrderMessageItem[];
  amount: number;
  delivery: number;
  total: number;
}

const line = (label: string, value: string | number) => `${label}: ${value}`;

function itemBlock(item: OrderMessageItem, index: number): string {
  return [
    `${index + 1}. ${item.name}`,
    line(m.orderMessageProductId, item.id),
    line(m.orderMessageCode, item.code),
    line(m.orderMessagePrice, formatLbp(item.price)),
    line(m.orderMessageQuantity, item.quantity),
    line(m.orderMessageSize, item.size),
    line(m.orderMessageColor, item.color),
    line(m.orderMessageAmount, formatLbp(item.amount)),
  ].join('\n');
}

/**
 * The order summary the shopper sends to the shop's WhatsApp after checkout (spec §7): who and where,
 * each product, then Amount, Delivery Cost and Total Amount. It only formats: the amounts are the
 * server's, so the message shows exactly what the order stored.
 */
export function orderMessage(order: OrderMessage): string {
  const customer = [
    m.orderMessageTitle,
    line(m.orderMessageName, order.name),
    line(m.orderMessageCountry, order.country),
    line(m.orderMessageCity, order.city),
    line(m.orderMessageAddress, order.address),
  ].join('\n');
  const totals = [
    line(m.orderMessageAmount, formatLbp(order.amount)),
    line(m.orderMessageDelivery, formatLbp(order.delivery)),
    line(m.orderMessageTotal, formatLbp(order.total)),
  ].join('\n');
  return [customer, ...order.items.map(itemBlock), totals].join('\n\n');
}
