import { termIn, type VocabWords } from './i18n/catalogue.js';
import { layout } from './i18n/en/layout.js';
import { vocab } from './i18n/en/vocab.js';
import { format, type MessageKey, messages } from './messages.js';
import { formatAmountIn, formatMoney, type PricePatterns, type PriceView } from './money.js';
import type { Order } from './schemas/orders.js';
import { latinDigits, singleLine } from './schemas/text.js';

interface OrderMessageItem {
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
 * The words of the summary in one language: its labels (the `orderMessage*` messages), how a label
 * and its value and a price read, and the vocabulary that names sizes, colours and the country. A
 * language's catalogue (`Words`) is one; English is the default.
 */
export interface OrderMessageWords {
  messages: Readonly<Record<OrderMessageKey, string>>;
  layout: PricePatterns & { readonly field: string };
  vocab: Pick<VocabWords, 'sizes' | 'colors' | 'countries'>;
}

const english: OrderMessageWords = { messages, layout, vocab };

/**
 * A label and its value as the language writes them ('Size: M', French 'Taille : M'). A stored value stays
 * on its line, whatever was stored (a name saved with a line break cannot add a line); an amount is
 * written by the shop, its no-break spaces kept.
 */
const lineIn =
  (pattern: string) =>
  (label: string, value: string | number, written = false) =>
    format(pattern, { label, value: written ? String(value) : singleLine(String(value)) });

/** Labels, sizes and colours in the words' language; amounts in Latin digits, codes as typed. */
function itemBlock(
  words: OrderMessageWords,
  price: (lbp: number) => string,
  item: OrderMessageItem,
  index: number,
) {
  const m = words.messages;
  const line = lineIn(words.layout.field);
  return [
    `${index + 1}. ${singleLine(item.name)}`,
    line(m.orderMessageProductId, item.id),
    line(m.orderMessageCode, item.code),
    line(m.orderMessagePrice, price(item.price), true),
    line(m.orderMessageQuantity, item.quantity),
    line(m.orderMessageSize, termIn(words.vocab, 'sizes', item.size)),
    line(m.orderMessageColor, termIn(words.vocab, 'colors', item.color)),
    line(m.orderMessageAmount, price(item.amount), true),
  ].join('\n');
}

/**
 * The order summary the shopper sends to the shop's WhatsApp after checkout (docs/product.md §12): who and
 * where (the delivery area too, when the order named one), each product, then Amount, Delivery Cost and Total
 * Amount. It only formats: the amounts are the server's, so the message shows exactly what the order
 * stored. `words` is the language of the page the order was placed from (issue 36): labels, sizes,
 * colours and the country translated; codes, amounts and the typed address as they are.
 */
export function orderMessage(order: OrderMessage, words: OrderMessageWords = english): string {
  const m = words.messages;
  const line = lineIn(words.layout.field);
  const view = order.view ?? { display: 'lbp', dollarRate: 0 };
  const price = (lbp: number) => formatMoney(lbp, view, words.layout);
  const inDollars = view.display !== 'lbp' && view.dollarRate > 0;
  const customer = [
    m.orderMessageTitle,
    line(m.orderMessageNumber, order.number),
    line(m.orderMessageName, order.name),
    line(m.orderMessageCountry, termIn(words.vocab, 'countries', order.country)),
    line(m.orderMessageCity, order.city),
    ...(order.area === null ? [] : [line(m.orderMessageArea, order.area)]),
    line(m.orderMessageAddress, order.address),
  ].join('\n');
  const totals = [
    line(m.orderMessageAmount, price(order.amount), true),
    ...(order.promo
      ? [
          line(
            format(m.orderMessageDiscount, { code: order.promo.code }),
            `-${price(order.promo.discount)}`,
            true,
          ),
        ]
      : []),
    line(m.orderMessageDelivery, price(order.delivery), true),
    line(m.orderMessageTotal, price(order.total), true),
    ...(inDollars
      ? [
          line(
            m.orderMessageRate,
            format(m.orderMessageRateValue, { rate: formatAmountIn(view.dollarRate, words.layout) }),
            true,
          ),
        ]
      : []),
  ].join('\n');
  return [customer, ...order.items.map((item, index) => itemBlock(words, price, item, index)), totals].join(
    '\n\n',
  );
}

/** A WhatsApp chat link with a pre-filled message; an empty number lets the user pick the chat (sharing). */
export function whatsAppLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** Lebanon's calling code: a number typed the local way ('03 123 456') is a Lebanese one. */
const LEBANON_CALLING_CODE = '961';

/**
 * A phone number as a `wa.me` link wants it: the international number in digits, without '+' or '00'
 * ('03 123 456', '+961 3 123456' and '٠٣١٢٣٤٥٦' are all '9613123456'). A number typed with '+' or '00'
 * keeps its own country; one that already starts with 961 and is longer than a local number is kept;
 * any other is local, its trunk 0 replaced by 961. Arabic-Indic digits read as digits.
 */
export function internationalPhone(phone: string): string {
  const typed = latinDigits(phone).trim();
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  // A Lebanese number is at most 8 digits with its trunk 0: a longer one starting 961 has its code.
  if (digits.startsWith(LEBANON_CALLING_CODE) && digits.length > 8) return digits;
  return digits ? `${LEBANON_CALLING_CODE}${digits.replace(/^0+/, '')}` : '';
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
