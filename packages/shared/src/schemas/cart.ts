import { z } from 'zod';
import { messages } from '../messages.js';
import { uuidSchema } from './common.js';

/**
 * The server cart's payloads (docs/product.md §7, issue 9). A line is keyed by (product, size, colour); what
 * the browser knows about its price, name or stock may travel along (the local cart sends whole lines)
 * but is stripped here: the server reads all of it from the database.
 */

/** The most pieces of one line: far beyond any stock, small enough that sums never overflow. */
const MAX_LINE_QUANTITY = 10_000;
/**
 * The most lines a cart holds, and so the most one call may send (a shopper's cart is far smaller).
 * The bound keeps one account from filling the database: a line may name a size or colour the product
 * does not have (it is kept, flagged, like an option removed since it was added).
 */
export const MAX_CART_LINES = 200;

/** An option's size or colour (characters PostgreSQL cannot store are refused for every route by the server's input guard). */
const optionText = z.string().max(60);

const cartQuantitySchema = z
  .int({ error: messages.cartQuantityInvalid })
  .min(1, messages.cartQuantityInvalid)
  .max(MAX_LINE_QUANTITY, messages.cartQuantityInvalid);

/** One line as the browser sends it: only the product, its size and colour, and the pieces count. */
export const cartLineInputSchema = z.object({
  product: uuidSchema,
  size: optionText.min(1),
  color: optionText.default(''),
  quantity: cartQuantitySchema,
});

/**
 * A local line's merge key (the browser's random name for the line as it was added or last changed
 * there): the server adds a line sent under a key once, so a line sent again (by a second tab, or
 * after an answer that was lost) is not added twice (decision 020).
 */
const cartLineKeySchema = z.string().regex(/^[\x21-\x7e]{1,100}$/, messages.cartLineKeyInvalid);

/** POST /cart/new: adds the lines to the user's cart, merging each with its (product, size, colour). */
export const addToCartSchema = z.object({
  user: uuidSchema,
  cartItems: z
    .array(cartLineInputSchema.extend({ key: cartLineKeySchema.optional() }))
    .min(1)
    .max(MAX_CART_LINES),
});

/** PATCH /updateQuantity: `cartId` is the line's `_id`, `id` its product's `_id` (docs/product.md §13). */
export const updateCartQuantitySchema = z.object({
  id: uuidSchema,
  cartId: uuidSchema,
  quantity: cartQuantitySchema,
});

/** PATCH /RemoveCart: the line's product `_id` and the line's `_id`. */
export const removeCartLineSchema = z.object({ id: uuidSchema, cartId: uuidSchema });

/** POST /deleteCart: the cart's `_id` (after an order). */
export const deleteCartSchema = z.object({ cartID: uuidSchema });

/**
 * Why a line cannot be bought as it is, or `available`. Lines are flagged, never dropped, so the
 * shopper sees what changed: `productOutOfStock` (the product is marked OUTOFSTOCK), `optionGone` (no
 * option of that size and colour any more), `optionOutOfStock` (none left), `overStock` (fewer left than
 * the line holds).
 */
const CART_LINE_AVAILABILITY = [
  'available',
  'productOutOfStock',
  'optionGone',
  'optionOutOfStock',
  'overStock',
] as const;
export type CartLineAvailability = (typeof CART_LINE_AVAILABILITY)[number];

/** A server cart line (docs/product.md §4 Cart line), every figure read from the database at the time. */
const cartLineSchema = z.object({
  _id: z.string(),
  product: z.string(),
  productId: z.string(),
  optCode: z.string(),
  name: z.string(),
  /** Unit price in LBP before discount: the option's own price, else its dollar price at today's rate, else the product's. */
  price: z.int(),
  dollarPrice: z.number(),
  image: z.string(),
  stock: z.int(),
  discountRate: z.int(),
  isChecked: z.boolean(),
  quantity: z.int(),
  size: z.string(),
  color: z.string(),
  /** Pieces left of the chosen option (0 when it is gone). */
  Quantity: z.int(),
  availability: z.enum(CART_LINE_AVAILABILITY),
});
export type ServerCartLine = z.infer<typeof cartLineSchema>;

const cartSchema = z.object({
  /** Null until the user's first line is stored. */
  _id: z.string().nullable(),
  cartItems: z.array(cartLineSchema),
});
export type Cart = z.infer<typeof cartSchema>;

/** Every cart route answers the cart as it now is, so the browser never needs a second call. */
export const cartResponseSchema = z.object({ success: z.literal(true), cart: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/**
 * A cart line as the browser keeps it (docs/product.md §4 Cart line): a server line, or a local one, which
 * has no `_id` (not stored yet) and no `availability` (the server says that when it reads the line), and has
 * a merge `key`.
 */
const cartItemSchema = cartLineSchema
  .partial({ _id: true, availability: true })
  .extend({ key: cartLineKeySchema.optional() });
export type CartItem = z.infer<typeof cartItemSchema>;
