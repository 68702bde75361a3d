// Placeholder until written in French (issue 36): the English words.
export { cart } from '../en/cart.js';
