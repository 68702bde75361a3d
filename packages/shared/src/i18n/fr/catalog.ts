// Placeholder until written in French (issue 36): the English words.
export { catalog } from '../en/catalog.js';
