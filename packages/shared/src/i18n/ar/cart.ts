// Placeholder until written in Arabic (issue 36): the English words.
export { cart } from '../en/cart.js';
