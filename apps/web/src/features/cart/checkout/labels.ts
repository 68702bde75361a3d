// Moved to the shared English catalogue (packages/shared/src/i18n/en/checkout.ts); read through useWords().
export { checkout as checkoutLabels } from '@shop/shared/i18n/en';
