// Placeholder until written in Arabic (issue 36): the English words.
export { layout } from '../en/layout.js';
