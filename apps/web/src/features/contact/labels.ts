// Moved to the shared English catalogue (packages/shared/src/i18n/en/contact.ts); read through useWords().
export { contact as contactLabels } from '@shop/shared/i18n/en';
