// Placeholder until written in Arabic (issue 36): the English words.
export { orders } from '../en/orders.js';
