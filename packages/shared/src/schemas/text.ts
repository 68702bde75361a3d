import type { z } from 'zod';

/**
 * Digits as the shop stores and compares them: Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits,
 * which a Lebanese phone keyboard types, become 0–9, and the Arabic decimal and thousands separators
 * become '.' and ','. Without it a phone typed in Arabic digits has no digits for the phone checks
 * (`phone_key`: order limits, blocked numbers) and a price typed so is refused.
 */
export const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });

/** A phone number on one line, in Latin digits whatever digits it was typed in. */
export const phoneLine = (text: z.ZodString) => oneLine(text).transform(latinDigits);

/** `text` on one line: every run of blanks, line breaks included, becomes one space. */
export const singleLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A field that is one line wherever it ends up (a mail's subject, a greeting, a line of the WhatsApp
 * order text), so no value can add a line of its own.
 */
export const oneLine = (text: z.ZodString) => text.transform(singleLine);
