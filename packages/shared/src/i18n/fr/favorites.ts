// Placeholder until written in French (issue 36): the English words.
export { favorites } from '../en/favorites.js';
