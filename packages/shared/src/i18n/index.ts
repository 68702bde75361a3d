export * from './catalogue.js';
export type { AdminWords } from './en/admin.js';
export type { ShellWords, Words } from './en/index.js';
export * from './load.js';
export * from './loadAdmin.js';
export * from './locales.js';
export * from './mail.js';
export * from './shop-dates.js';
