import type { Locale, OrderStatus, Role, SubcategoryLabels } from '@shop/shared';
import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely';

/**
 * Row types of every table (migrations are the source of truth; keep this in step with them).
 * Money: LBP in bigint columns, dollars in numeric(12,2) (an order's dollar totals in numeric(18,2)); both
 * are parsed to JS numbers by the database module (every stored amount is below 2^53).
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<string>;

interface UsersTable {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  role: Generated<Role>;
  token_version: Generated<number>;
  created_at: Timestamp;
  blocked_at: Timestamp | null;
  email_confirmed_at: Timestamp | null;
  /** The page language they last signed up, signed in or ordered from: their mails' language. */
  locale: Generated<Locale>;
}

export interface BlockedPhonesTable {
  phone_key: string;
  phone: string;
  created_at: Timestamp;
}

interface PasswordResetTokensTable {
  id: Id;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

interface CategoriesTable {
  id: Id;
  name: string;
  position: number;
}

interface SubcategoriesTable {
  id: Id;
  category_id: string;
  name: string;
  position: number;
  /** Its Arabic and French names when an admin gave them (migration 0028). */
  labels: Generated<SubcategoryLabels>;
}

interface SubsubcategoriesTable {
  id: Id;
  subcategory_id: string;
  name: string;
  position: number;
}

interface ProductsTable {
  id: Id;
  product_code: string;
  name: string;
  description: string;
  category: string;
  subcategory: string;
  subsubcategory: string | null;
  collectiontype: string | null;
  price: number;
  /**
   * The price after the discount running at `pricing_clock.priced_at`, as cards show it; the price filter
   * and sort compare it. Set by a trigger and by `refreshPrices` (0036), never by a write of its own.
   */
  shown_price: Generated<number>;
  dollar_price: number;
  discount_rate: Generated<number>;
  discount_active: Generated<boolean>;
  /** When the product's own discount runs; null: no bound on that side (0036). */
  discount_starts_at: Timestamp | null;
  discount_ends_at: Timestamp | null;
  /** The discount running (own or a sale's, the larger), 0: none; kept with shown_price (0036). */
  discount_now: Generated<number>;
  status: Generated<'INSTOCK' | 'OUTOFSTOCK'>;
  ratings: Generated<number>;
  num_of_reviews: Generated<number>;
  /** Sum of the options' quantities; kept by `syncProductFacets`. */
  stock: Generated<number>;
  /** Distinct option colours and sizes, denormalised for indexed filtering; kept by `syncProductFacets`. */
  colors: Generated<string[]>;
  sizes: Generated<string[]>;
  /** The product's names in every language, folded for search, one per line; kept by triggers (0026). */
  search_names: GeneratedAlways<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A product's name and description in a language other than English (0026); English is the product's own. */
interface ProductTranslationsTable {
  product_id: string;
  locale: 'ar' | 'fr';
  name: string;
  description: Generated<string>;
}

interface ProductOptionsTable {
  id: Id;
  product_id: string;
  position: number;
  size: string;
  color: string;
  quantity: number;
  dollar_price: number | null;
  price: number | null;
  description: string | null;
  code: string | null;
  status: Generated<'INSTOCK' | 'OUTSTOCK'>;
}

export interface ImageVariant {
  width: number;
  url: string;
}

interface ProductImagesTable {
  id: Id;
  product_id: string;
  position: number;
  public_id: string;
  url: string;
  variants: ColumnType<ImageVariant[], string, string>;
}

interface ReviewsTable {
  id: Id;
  product_id: string;
  user_id: string;
  name: string;
  rating: number;
  comment: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface FavoritesTable {
  user_id: string;
  product_id: string;
  created_at: Timestamp;
}

interface CartsTable {
  id: Id;
  user_id: string;
  updated_at: Timestamp;
  /** The merge keys of the lines last added, newest first (migration 0012). */
  merged_keys: Generated<string[]>;
}

interface CartItemsTable {
  id: Id;
  cart_id: string;
  product_id: string;
  size: string;
  color: string;
  quantity: number;
  created_at: Timestamp;
}

interface OrdersTable {
  id: Id;
  /** Short human number from a sequence starting at 1001 (migration 0007). */
  number: Generated<number>;
  user_id: string | null;
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  postal_code: string | null;
  country: Generated<string>;
  phone_no: string;
  /** The phone's digits without country code or trunk 0 (migration 0019), for the open-order limit. */
  phone_key: GeneratedAlways<string>;
  payment_type: string;
  payment_status: Generated<string>;
  items_price: number;
  delivery_price: number;
  total_price: number;
  dollar_rate: number;
  dollar_items_price: number | null;
  dollar_total_price: number | null;
  order_status: Generated<OrderStatus>;
  /** The delivery area the order named (migration 0032); null: delivered at the shop's delivery cost. */
  area_id: string | null;
  /** The promo code it carries (0037): its id (no foreign key) and its text as the admin wrote it. */
  promo_code_id: string | null;
  promo_code: string | null;
  /** The code's discount off the items; total = items − discount + delivery. */
  discount: Generated<number>;
  paid_at: Timestamp | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
  /** The page language it was placed from: its status mails' and WhatsApp texts' (migration 0034). */
  locale: Generated<Locale>;
}

export interface OrderItemsTable {
  id: Id;
  order_id: string;
  position: number;
  product_id: string | null;
  option_id: string | null;
  name: string;
  image: string;
  product_code: string;
  unit_price: number;
  price: number;
  quantity: number;
  size: string;
  color: string;
  discount_rate: number;
  discount_active: boolean;
  /** The order's created_at, kept equal by the database (migration 0024). */
  created_at: Generated<Timestamp>;
}

/** (user, Idempotency-Key) → the order that key placed (migration 0007). */
interface OrderIdempotencyKeysTable {
  user_id: string;
  key: string;
  order_id: string;
  /** A digest of the order first sent with the key (migration 0020); null for older keys. */
  request_hash: string | null;
  created_at: Timestamp;
}

/** Where the shop delivers, each area's fee and usual days (migration 0032). */
export interface DeliveryAreasTable {
  id: Id;
  name_en: string;
  /** Null: the area shows its English name in that language. */
  name_ar: string | null;
  name_fr: string | null;
  fee: number;
  /** The usual days to deliver, both null when none is given. */
  days_min: number | null;
  days_max: number | null;
  active: Generated<boolean>;
  created_at: Timestamp;
}

export interface SettingsTable {
  /**
   * `freeDeliveryFrom`: the items amount from which delivery is free (0032); no row: none.
   * `priceDisplay`: 0 pounds, 1 dollars, 2 both (0038); no row: pounds.
   */
  key: 'dollarRate' | 'deliveryRate' | 'lowStockThreshold' | 'freeDeliveryFrom' | 'priceDisplay';
  value: number;
  updated_at: Timestamp;
}

/** A sale: N % off a category, a sub-category or the whole shop, from a start to an end (0036). */
interface SalesTable {
  id: Id;
  name: string;
  percent: number;
  category: string | null;
  subcategory: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
}

/** The instant the products' `discount_now` and `shown_price` are right at (0036): one row. */
interface PricingClockTable {
  id: Generated<boolean>;
  priced_at: Timestamp;
}

/** A promo code (0037); `value` is null for free delivery. */
interface PromoCodesTable {
  id: Id;
  code: string;
  kind: 'percent' | 'amount' | 'freeDelivery';
  value: number | null;
  min_order: number | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One use a limited code allows; `order_id` names the order carrying it, null while free (0037). */
interface PromoCodeSlotsTable {
  code_id: string;
  slot: number;
  order_id: string | null;
}

/** A customer's uses of a code with a per-customer limit: by account `u:<id>` and phone `p:<key>` (0037). */
interface PromoCodeCustomersTable {
  code_id: string;
  customer: string;
  uses: number;
}

interface ContactMessagesTable {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  message: string;
  handled: Generated<boolean>;
  created_at: Timestamp;
}

/**
 * Views of one row. `catalog_version` changes in every transaction that writes products, options or
 * images (migrations 0002, 0004); `catalog_search_version` in every one of those but the stock-only
 * ones (0008). Each is the sum of per-connection counters.
 */
interface CatalogVersionTable {
  version: number;
}

/** A shopper waiting for a sold-out option to come back (migration 0034); deleted once mailed. */
interface StockAlertsTable {
  id: Id;
  product_id: string;
  size: string;
  color: string;
  email: string;
  user_id: string | null;
  locale: Locale;
  created_at: Timestamp;
}

/** A shop day whose morning digest went out (migration 0035): the processes' lock. */
interface DigestDaysTable {
  day: string;
  sent_at: Timestamp;
}

interface RateLimitHitsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  blocked_phones: BlockedPhonesTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  subsubcategories: SubsubcategoriesTable;
  products: ProductsTable;
  product_options: ProductOptionsTable;
  product_images: ProductImagesTable;
  product_translations: ProductTranslationsTable;
  reviews: ReviewsTable;
  favorites: FavoritesTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_idempotency_keys: OrderIdempotencyKeysTable;
  settings: SettingsTable;
  delivery_areas: DeliveryAreasTable;
  sales: SalesTable;
  pricing_clock: PricingClockTable;
  promo_codes: PromoCodesTable;
  promo_code_slots: PromoCodeSlotsTable;
  promo_code_customers: PromoCodeCustomersTable;
  contact_messages: ContactMessagesTable;
  catalog_version: CatalogVersionTable;
  catalog_search_version: CatalogVersionTable;
  rate_limit_hits: RateLimitHitsTable;
  stock_alerts: StockAlertsTable;
  digest_days: DigestDaysTable;
}

export type User = Selectable<UsersTable>;
export type Product = Selectable<ProductsTable>;
