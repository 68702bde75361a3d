// Moved to the shared English catalogue (packages/shared/src/i18n/en/favorites.ts); read through useWords().
export { favorites as favoritesLabels } from '@shop/shared/i18n/en';
