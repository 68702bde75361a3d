// Placeholder until written in French (issue 36): the English words.
export { orders } from '../en/orders.js';
