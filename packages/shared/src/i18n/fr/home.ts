// Placeholder until written in French (issue 36): the English words.
export { home } from '../en/home.js';
