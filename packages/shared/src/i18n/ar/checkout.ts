// Placeholder until written in Arabic (issue 36): the English words.
export { checkout } from '../en/checkout.js';
