// Placeholder until written in French (issue 36): the English words.
export { contact } from '../en/contact.js';
