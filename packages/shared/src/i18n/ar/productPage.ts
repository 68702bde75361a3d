// Placeholder until written in Arabic (issue 36): the English words.
export { productPage } from '../en/productPage.js';
