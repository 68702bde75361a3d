export * from './messages.js';
export * from './money.js';
export * from './schemas/accounts.js';
export * from './schemas/catalog.js';
export * from './schemas/common.js';
export * from './schemas/settings.js';
export * from './vocabularies.js';
export * from './whatsapp.js';
