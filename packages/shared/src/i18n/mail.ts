import { mail as ar } from './ar/mail.js';
import type { ArabicPlural, Plural, Translated } from './catalogue.js';
import { mail as en } from './en/mail.js';
import { mail as fr } from './fr/mail.js';
import type { Locale } from './locales.js';

/** What the server writes to people in one language: mails and WhatsApp texts (`en/mail.ts`). */
export type MailWords = Translated<typeof en, Plural | ArabicPlural>;

/** The mails' words in each language (server only: the browser never loads them). */
export const mailWords: Record<Locale, MailWords> = { en, ar, fr };
