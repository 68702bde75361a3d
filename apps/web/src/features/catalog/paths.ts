/** The product detail path (spec §2). Kept apart from the card so the header can link without its code. */
export const productPath = (id: string) => `/product/${encodeURIComponent(id)}`;

/** The search results path (spec §2). */
export const searchPath = (keyword: string) => `/search/${encodeURIComponent(keyword)}`;
