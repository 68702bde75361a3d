export * from './catalogue.js';
export type { Words } from './en/index.js';
export * from './load.js';
export * from './locales.js';
export * from './mail.js';
