/** The product card's name length (docs/product.md §3.4). */
const CARD_NAME_LENGTH = 15;

/** A name cut to `length` characters, with an ellipsis when something was cut. */
export function cutName(name: string, length = CARD_NAME_LENGTH): string {
  const chars = Array.from(name);
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}…` : name;
}
