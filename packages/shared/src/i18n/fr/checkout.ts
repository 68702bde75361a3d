// Placeholder until written in French (issue 36): the English words.
export { checkout } from '../en/checkout.js';
