// Placeholder until written in French (issue 36): the English words.
export { layout } from '../en/layout.js';
