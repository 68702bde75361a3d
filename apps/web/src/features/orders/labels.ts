// Moved to the shared English catalogue (packages/shared/src/i18n/en/orders.ts); read through useWords().
export { orders as orderLabels } from '@shop/shared/i18n/en';
