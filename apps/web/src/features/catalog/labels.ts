// Moved to the shared English catalogue (packages/shared/src/i18n/en/catalog.ts); read through useWords().
export { catalog as catalogLabels } from '@shop/shared/i18n/en';
