// Moved to the shared English catalogue (packages/shared/src/i18n/en/layout.ts); read through useWords().
export { layout as labels } from '@shop/shared/i18n/en';
