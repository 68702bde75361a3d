import { mail as ar } from './ar/mail.js';
import { mail as en } from './en/mail.js';
import { mail as fr } from './fr/mail.js';
import type { Locale } from './locales.js';

/** The mails' words in each language (server only: the browser never loads them). */
export const mailWords: Record<Locale, Readonly<Record<keyof typeof en, string>>> = { en, ar, fr };
