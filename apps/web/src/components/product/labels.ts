// Moved to the shared English catalogue (packages/shared/src/i18n/en/card.ts); read through useWords().
export { card as cardLabels } from '@shop/shared/i18n/en';
