// Placeholder until written in French (issue 36): the English words.
export { accounts } from '../en/accounts.js';
