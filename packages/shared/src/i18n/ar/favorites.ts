// Placeholder until written in Arabic (issue 36): the English words.
export { favorites } from '../en/favorites.js';
