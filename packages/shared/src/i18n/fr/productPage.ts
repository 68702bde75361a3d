// Placeholder until written in French (issue 36): the English words.
export { productPage } from '../en/productPage.js';
