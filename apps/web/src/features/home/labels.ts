// Moved to the shared English catalogue (packages/shared/src/i18n/en/home.ts); read through useWords().
export { home as homeLabels } from '@shop/shared/i18n/en';
