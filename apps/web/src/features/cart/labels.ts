// Moved to the shared English catalogue (packages/shared/src/i18n/en/cart.ts); read through useWords().
export { cart as cartLabels } from '@shop/shared/i18n/en';
