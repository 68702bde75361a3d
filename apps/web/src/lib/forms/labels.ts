// Moved to the shared English catalogue (packages/shared/src/i18n/en/forms.ts); read through useWords().
export { forms as formLabels } from '@shop/shared/i18n/en';
