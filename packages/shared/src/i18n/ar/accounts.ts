// Placeholder until written in Arabic (issue 36): the English words.
export { accounts } from '../en/accounts.js';
