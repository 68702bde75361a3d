// Placeholder until written in French (issue 36): the English words.
export { card } from '../en/card.js';
