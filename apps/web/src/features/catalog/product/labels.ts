// Moved to the shared English catalogue (packages/shared/src/i18n/en/productPage.ts); read through useWords().
export { productPage as productLabels } from '@shop/shared/i18n/en';
