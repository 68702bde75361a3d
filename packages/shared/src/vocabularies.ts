/** The shop's fixed vocabularies (docs/product.md §4.1) and business constants (§14). */

export const MAIN_CATEGORIES = ['Women', 'Men', 'Kids', 'Babies', 'Bed Linen', 'Kitchen', 'Toilet'] as const;
export type MainCategory = (typeof MAIN_CATEGORIES)[number];

/** The home page's "Shop by Category" tiles, in display order. */
export const SHOP_BY_CATEGORY = [
  'Pyjamas',
  'Sport Wear',
  'Towels',
  'Robe',
  'Slipper',
  'Overall',
  'Gloves',
  'Underwear',
  'Pillows',
  'Blankets',
  'Crib Set',
  'Bibs',
] as const;

export const SUBSUBCATEGORIES = [
  'Jacket',
  'Tracksuit',
  'Legging',
  'Top',
  'Pants',
  'Bath',
  'Baptism',
  'Face',
] as const;

export interface SubcategoryNode {
  name: string;
  subsubcategories: readonly string[];
}

const leaf = (...names: string[]): SubcategoryNode[] => names.map((name) => ({ name, subsubcategories: [] }));
const sportWear = (withLegging: boolean): SubcategoryNode => ({
  name: 'Sport Wear',
  subsubcategories: ['Jacket', 'Tracksuit', ...(withLegging ? ['Legging'] : []), 'Top', 'Pants'],
});

/**
 * The default category tree the database is seeded with. Every "Shop by Category" tile appears in it,
 * and the third level is that of docs/product.md §4.1: Sport Wear for Women and Men, Towels for Babies.
 */
export const CATEGORY_TREE: Record<MainCategory, readonly SubcategoryNode[]> = {
  Women: [...leaf('Lingerie', 'Pyjamas', 'Robe'), sportWear(true), ...leaf('Underwear', 'Slipper', 'Gloves')],
  Men: [...leaf('Pyjamas', 'Robe'), sportWear(false), ...leaf('Underwear', 'Slipper', 'Gloves')],
  Kids: leaf('Pyjamas', 'Sport Wear', 'Robe', 'Underwear', 'Slipper', 'Gloves'),
  Babies: [
    ...leaf('Overall', 'Pyjamas', 'Bibs', 'Crib Set', 'Blankets', 'Gloves'),
    { name: 'Towels', subsubcategories: ['Bath', 'Baptism', 'Face'] },
  ],
  'Bed Linen': leaf('Bed Sheets', 'Duvet Covers', 'Pillows', 'Pillow Cases', 'Blankets', 'Bedspreads'),
  Kitchen: leaf('Aprons', 'Kitchen Towels', 'Tablecloths', 'Oven Gloves'),
  Toilet: leaf('Towels', 'Bath Mats', 'Robe', 'Shower Curtains'),
};

export const COLLECTION_TYPES = ['Summer', 'Winter'] as const;

/**
 * Every size in its fixed display order (docs/product.md §4.1). Label choices: baby ages are
 * 'NB-0 Month' then '3 Months' … '36 Months' at the usual garment steps (3, 6, 9, 12, 18, 24, 30, 36);
 * the age ranges use the same steps ('0-3 Months' … '30-36 Months'); kids' years are '1' … '18';
 * paired sizes are '1/2' … '15/16'; shoe sizes '35' … '46'; bed sizes 'Single', 'Double', 'King'.
 */
export const SIZES = [
  'One Size',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  '2XL',
  '3XL',
  '4XL',
  '5XL',
  'S-M',
  'L-XL',
  'NB-0 Month',
  '3 Months',
  '6 Months',
  '9 Months',
  '12 Months',
  '18 Months',
  '24 Months',
  '30 Months',
  '36 Months',
  '0-3 Months',
  '3-6 Months',
  '6-9 Months',
  '9-12 Months',
  '12-18 Months',
  '18-24 Months',
  '24-30 Months',
  '30-36 Months',
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18'],
  ...['1/2', '3/4', '5/6', '7/8', '9/10', '11/12', '13/14', '15/16'],
  ...['35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
  'Single',
  'Double',
  'King',
] as const;
export type Size = (typeof SIZES)[number];

const sizeRank = new Map<string, number>(SIZES.map((size, index) => [size, index]));

/** Orders sizes by the fixed list; sizes outside it come after, alphabetically. */
export function compareSizes(a: string, b: string): number {
  const rankA = sizeRank.get(a) ?? SIZES.length;
  const rankB = sizeRank.get(b) ?? SIZES.length;
  return rankA - rankB || (rankA === SIZES.length ? a.localeCompare(b, 'en') : 0);
}

export function sortSizes(sizes: readonly string[]): string[] {
  return [...sizes].sort(compareSizes);
}

const sizesBetween = (first: Size, last: Size): Size[] =>
  SIZES.slice(SIZES.indexOf(first), SIZES.indexOf(last) + 1);

/** The size filter offered on a category's listing page. */
export const SIZE_FILTERS = {
  Babies: ['One Size', ...sizesBetween('NB-0 Month', '30-36 Months')],
  Kids: ['One Size', ...sizesBetween('1', '15/16')],
  Men: ['One Size', ...sizesBetween('S', 'L-XL'), ...sizesBetween('39', '46')],
  Women: ['One Size', ...sizesBetween('XS', 'L-XL'), ...sizesBetween('35', '42')],
  'Bed Linen': ['One Size', 'Single', 'Double', 'King'],
} as const satisfies Partial<Record<MainCategory, readonly Size[]>>;

/** The size filter for a category, or every size when the category has no list of its own. */
export function sizesForCategory(category?: string): readonly Size[] {
  return category !== undefined && Object.hasOwn(SIZE_FILTERS, category)
    ? SIZE_FILTERS[category as keyof typeof SIZE_FILTERS]
    : SIZES;
}

export interface ColorSwatch {
  label: string;
  value: string;
}

export const COLORS: readonly ColorSwatch[] = [
  { label: 'White', value: '#FFFFFF' },
  { label: 'Off White', value: '#F8F4EC' },
  { label: 'Beige', value: '#E8D8B9' },
  { label: 'Brown', value: '#7B4B2A' },
  { label: 'Red', value: '#D0202E' },
  { label: 'Cherry', value: '#B0102F' },
  { label: 'Burgundy', value: '#800020' },
  { label: 'Brick Red', value: '#B0413E' },
  { label: 'Pink', value: '#F7B8CB' },
  { label: 'Fuchsia', value: '#D9338A' },
  { label: 'Neon Fuschia', value: '#FF2FA8' },
  { label: 'Purple', value: '#7E3F98' },
  { label: 'Dark Purple', value: '#4A235A' },
  { label: 'Navy', value: '#1B2A4A' },
  { label: 'Light Navy', value: '#34568B' },
  { label: 'Blue', value: '#2460C8' },
  { label: 'Blue Grey', value: '#7A8FA6' },
  { label: 'Blue Petrol', value: '#005F6A' },
  { label: 'Green', value: '#2E9B47' },
  { label: 'Dark Green', value: '#1E4D2B' },
  { label: 'Emerald Green', value: '#009B77' },
  { label: 'Pistachio', value: '#A8C686' },
  { label: 'Yellow', value: '#F9D835' },
  { label: 'Mustard Yellow', value: '#D4A017' },
  { label: 'Orange', value: '#F28C28' },
  { label: 'Salmon', value: '#F4937A' },
  { label: 'Turquoise', value: '#30C6C0' },
  { label: 'Lightgray', value: '#D3D3D3' },
  { label: 'Darkgray', value: '#696969' },
  { label: 'Bois De Rose', value: '#B5787A' },
  { label: 'Light Bois De Rose', value: '#D9AFAE' },
];

export const COLOR_NAMES: readonly string[] = COLORS.map((color) => color.label);

const colorByName = new Map(COLORS.map((color) => [color.label.toLowerCase(), color.value]));

/** The swatch of a colour name; an unknown name is returned as is, to be used as a raw CSS colour. */
export function colorValue(name: string): string {
  return colorByName.get(name.toLowerCase()) ?? name;
}

export const PRODUCT_STATUSES = ['INSTOCK', 'OUTOFSTOCK'] as const;
export const OPTION_STATUSES = ['INSTOCK', 'OUTSTOCK'] as const;
export const ORDER_STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * The admin's moves: Processing → Shipped → Delivered, Cancelled before delivery, or Returned when the
 * driver brings a Shipped parcel back (refused at the door) (server and admin tab).
 */
export const NEXT_ORDER_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Returned', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
  Returned: [],
};
/**
 * The moves the customer hears about: an e-mail when an order enters one of these, in the order's language
 * (the WhatsApp text the admin sends covers every status).
 */
const NOTIFIED_ORDER_STATUSES = [
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
] as const satisfies readonly OrderStatus[];
export type NotifiedOrderStatus = (typeof NOTIFIED_ORDER_STATUSES)[number];
export const isNotifiedStatus = (status: OrderStatus): status is NotifiedOrderStatus =>
  (NOTIFIED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
/**
 * Orders whose pieces went back on the shelves: the move to one returns the stock, they bring no money
 * (sales, best sellers, the Orders tab's total) and they count against their account and phone number
 * in the fake-order marks.
 */
export const UNSOLD_ORDER_STATUSES = ['Cancelled', 'Returned'] as const satisfies readonly OrderStatus[];
export type UnsoldOrderStatus = (typeof UNSOLD_ORDER_STATUSES)[number];
export const isUnsold = (status: OrderStatus): status is UnsoldOrderStatus =>
  (UNSOLD_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
export const PAYMENT_TYPES = { cashOnDelivery: 'Cash On Deliver', card: 'Card' } as const;
export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];
export const COUNTRY = 'Lebanon';

/**
 * How prices show (issue 48): in pounds only (the default), in dollars only, or both, dollars
 * first as Lebanese shops write them. Orders are charged in pounds whatever the choice.
 */
export const PRICE_DISPLAYS = ['lbp', 'usd', 'both'] as const;
export type PriceDisplay = (typeof PRICE_DISPLAYS)[number];

/** What a promo code takes off: a percentage of the items, an amount of LBP off them, or the delivery. */
export const PROMO_KINDS = ['percent', 'amount', 'freeDelivery'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
/** Bounds of a promo code (spec-silent): its length, and the most uses one may be given in all. */
export const PROMO_LIMITS = { codeMin: 3, codeMax: 30, maxUses: 100_000, nameMax: 60 } as const;

/** A listing's order: newest first (the default), or by the price the shopper pays, either way. */
export const LISTING_SORTS = ['newest', 'priceAsc', 'priceDesc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * What the account, address, contact and delivery-area fields accept: text lengths (and a delivery's
 * days), checked by the same schema in the form and on the server.
 */
export const FIELD_LIMITS = {
  passwordMin: 6,
  nameMax: 30,
  contactNameMin: 2,
  contactNameMax: 50,
  // The shop's own bounds (docs/product.md §14): a phone number, a line of an address, a contact message.
  phoneMax: 30,
  addressLineMax: 100,
  contactMessageMax: 5000,
  // RFC 5321: a longer address cannot be delivered, so it cannot be an account.
  emailMax: 254,
  // docs/product.md §14: a delivery area's name in one language, and its usual days to deliver.
  areaNameMax: 60,
  deliveryDaysMax: 30,
} as const;
/** How long the screens show a snackbar, a toast or a tooltip, and turn the home carousel, in ms. */
export const UI_DURATIONS = {
  snackbarMs: 6000,
  toastMs: 5000,
  carouselMs: 3000,
  zoomTooltipMs: 5000,
  floatingTooltipMs: 5000,
} as const;
export const BACK_TO_TOP_PX = 300;
export const RES_PER_PAGE = 12;
export const NEW_ARRIVALS_COUNT = 6;
export const SUGGEST_LIMIT = 8;
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
/** From this many cancelled orders, the Orders tab marks the orders of that account or phone number. */
export const CANCELLED_ORDERS_MARK = 2;
/** The shop's calendar: the admin's days (summary, date filters, CSV dates) are Beirut's. */
export const SHOP_TIME_ZONE = 'Asia/Beirut';
/** The admin's home: the periods its chart offers, the default one, and the low-stock default. */
export const SUMMARY_PERIODS = [7, 30, 90, 365] as const;
export const SUMMARY_DAYS_DEFAULT = 30;
export const SUMMARY_DAYS_MAX = 366;
export const LOW_STOCK_THRESHOLD_DEFAULT = 3;
export const LOW_STOCK_THRESHOLD_MAX = 1000;
/** The most low-stock options the summary lists (most urgent first); `lowStockCount` counts them all. */
export const LOW_STOCK_LIST_MAX = 50;
/** Past this many low options the summary stops counting: the list is what the admin acts on. */
export const LOW_STOCK_COUNT_MAX = 1000;
export const TOP_PRODUCTS_COUNT = 5;
export const RATING_FILTER_VALUES = [5, 4, 3, 2, 1] as const;

/** A file-name-safe slug: lowercase, punctuation dropped, each run of spaces or dashes becomes one '-'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}
