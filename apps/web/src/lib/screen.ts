/**
 * The storefront's one layout break (layout.module.css, listing.module.css): from it up, a listing's
 * filters sit in a side panel and the header shows its links; under it, a phone's menu button and
 * Filters drawer.
 */
export const WIDE_SCREEN = '(min-width: 900px)';
