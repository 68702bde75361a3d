// Placeholder until written in Arabic (issue 36): the English words.
export { card } from '../en/card.js';
