// Placeholder until written in Arabic (issue 36): the English words.
export { contact } from '../en/contact.js';
