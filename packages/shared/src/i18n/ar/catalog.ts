// Placeholder until written in Arabic (issue 36): the English words.
export { catalog } from '../en/catalog.js';
