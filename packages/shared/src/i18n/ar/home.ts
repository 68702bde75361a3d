// Placeholder until written in Arabic (issue 36): the English words.
export { home } from '../en/home.js';
