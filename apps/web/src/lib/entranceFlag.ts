/**
 * sessionStorage key of the entrance-animation flag (docs/product.md §3.2): the home page sets it after its
 * first visit of a browser session; signing in or registering removes it so the welcome plays again.
 */
export const ENTRANCE_ANIMATION_KEY = 'animated';
