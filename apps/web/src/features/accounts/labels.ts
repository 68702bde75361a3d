// Moved to the shared English catalogue (packages/shared/src/i18n/en/accounts.ts); read through useWords().
export { accounts as accountLabels } from '@shop/shared/i18n/en';
