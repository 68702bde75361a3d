import { compareSizes, lbpFromDollars, type Product, type ProductOption } from '@shop/shared';
import type { CartItem } from '../../../lib/cartStore';

/** The shopper's picks on the product page; choosing a size clears the colour (docs/product.md §3.5). */
export interface Selection {
  size: string | null;
  color: string | null;
}

export const noSelection: Selection = { size: null, color: null };

/** A size or colour button: its value and whether any stock is behind it. */
export interface Choice {
  value: string;
  available: boolean;
}

/** Why a product cannot go into the cart; each maps to one message. */
export type AddRefusal = 'outOfStockItem' | 'selectSize' | 'selectColor' | 'outOfStockSizeColor';

export type AddCheck = { ok: true; option: ProductOption } | { ok: false; reason: AddRefusal };

/** The figures shown beside the selectors: those of the shown option, else the product's. */
export interface ShownDetails {
  option: ProductOption | undefined;
  price: number;
  dollarPrice: number;
  description: string;
  code: string;
}

/** An option can be sold when it is marked INSTOCK and has pieces left. */
export function isOptionAvailable(option: ProductOption): boolean {
  return option.statusOpt === 'INSTOCK' && option.quantity > 0;
}

/** Distinct values in first-seen order, each available when any of its options is. */
function choices(options: readonly ProductOption[], pick: (option: ProductOption) => string): Choice[] {
  const byValue = new Map<string, boolean>();
  for (const option of options) {
    const value = pick(option);
    if (value) byValue.set(value, (byValue.get(value) ?? false) || isOptionAvailable(option));
  }
  return [...byValue].map(([value, available]) => ({ value, available }));
}

/** The product's sizes in the shop's fixed order; sold-out sizes stay listed, marked unavailable. */
export function sizeChoices(options: readonly ProductOption[]): Choice[] {
  return choices(options, (option) => option.size).sort((a, b) => compareSizes(a.value, b.value));
}

/** The colours offered in one size, in the order the shop entered them. */
export function colorChoices(options: readonly ProductOption[], size: string | null): Choice[] {
  if (size === null) return [];
  return choices(
    options.filter((option) => option.size === size),
    (option) => option.color,
  );
}

/**
 * The option whose details are shown: the exact size and colour once both are chosen, the size's first
 * option while only a size is (docs/product.md §3.5: a size shows that size's option values), none before.
 */
function shownOption(options: readonly ProductOption[], selection: Selection): ProductOption | undefined {
  const { size, color } = selection;
  if (size === null) return undefined;
  const ofSize = options.filter((option) => option.size === size);
  return color === null ? ofSize[0] : ofSize.find((option) => option.color === color);
}

/**
 * An option's LBP price: its own LBP price, else its dollar price at today's rate, else the product's
 * price (also while the rate is still loading).
 */
export function optionPrice(
  option: ProductOption,
  productPrice: number,
  dollarRate: number | undefined,
): number {
  if (option.oprice !== null) return option.oprice;
  if (option.doprice !== null && dollarRate !== undefined) return lbpFromDollars(option.doprice, dollarRate);
  return productPrice;
}

/** Price, dollar price, description and code to show for the current selection (docs/product.md §3.5). */
export function shownDetails(
  product: Product,
  selection: Selection,
  dollarRate: number | undefined,
): ShownDetails {
  const option = shownOption(product.options, selection);
  return {
    option,
    price: option ? optionPrice(option, product.price, dollarRate) : product.price,
    dollarPrice: option?.doprice ?? product.dollarPrice,
    description: option?.optdescription || product.description,
    code: option?.optCode || product.productId,
  };
}

/**
 * Whether the selection can be added, checked in the order of docs/product.md §3.5: the product's status,
 * then the size, then the colour (required when the size comes in colours), then the option's stock.
 */
export function checkAddToCart(product: Product, selection: Selection): AddCheck {
  if (product.status === 'OUTOFSTOCK') return { ok: false, reason: 'outOfStockItem' };
  if (selection.size === null) return { ok: false, reason: 'selectSize' };
  if (selection.color === null && colorChoices(product.options, selection.size).length > 0) {
    return { ok: false, reason: 'selectColor' };
  }
  const option = shownOption(product.options, selection);
  if (!option || !isOptionAvailable(option)) return { ok: false, reason: 'outOfStockSizeColor' };
  return { ok: true, option };
}

/** The cart line for `quantity` pieces of the shown details' option (docs/product.md §4 Cart line). */
export function toCartItem(
  product: Product,
  details: ShownDetails & { option: ProductOption },
  quantity: number,
): CartItem {
  const { option } = details;
  return {
    product: product._id,
    productId: product.productId,
    optCode: details.code,
    name: product.name,
    price: details.price,
    dollarPrice: details.dollarPrice,
    image: product.images[0]?.url ?? '',
    stock: product.stock,
    // The discount running now (own or a sale's), as the cart and the order price it.
    discountRate: product.discountNow,
    isChecked: product.discountNow > 0,
    quantity,
    size: option.size,
    color: option.color,
    Quantity: option.quantity,
  };
}
