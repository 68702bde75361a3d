import type { z } from 'zod';

/** Any of Unicode's decimal digits (general category Nd: ٣, ۳, ३, ৩, ３, 𝟑 …) but the Latin ones. */
const OTHER_DIGIT = /(?![0-9])\p{Nd}/u;

/**
 * A decimal digit's value. Unicode encodes each script's digits as one run of ten, 0 to 9, and runs that
 * touch hold whole sets (the mathematical digits: five sets in a row): a digit's value is its distance
 * from the start of its run, modulo 10.
 */
function digitValue(digit: string): string {
  const code = digit.codePointAt(0) ?? 0;
  let zero = code;
  while (OTHER_DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
  return String((code - zero) % 10);
}

/**
 * Digits as the shop stores and compares them, whatever digits they were typed in: the text in Unicode's
 * compatibility form (NFKC: full-width ０３ and ＋, circled or superscript digits become 0, 3, +), then
 * every decimal digit of any script (٠–٩, ۰–۹, Devanagari, Bengali, mathematical …) becomes 0–9, and the
 * Arabic decimal and thousands separators become '.' and ','. Without it a phone typed in other digits
 * has no digits for the phone checks (`phone_key`: order limits, blocked numbers, migration 0029) and a
 * price typed so is refused.
 */
export const latinDigits = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',')
    .replace(new RegExp(OTHER_DIGIT.source, 'gu'), digitValue);

/** A phone number on one line, in Latin digits whatever digits it was typed in. */
export const phoneLine = (text: z.ZodString) => oneLine(text).transform(latinDigits);

/** The fewest and most digits of a phone number: a Lebanese landline without its 0; E.164's longest. */
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/**
 * Whether a phone number (its digits already Latin) is one a driver can call: digits with spaces and
 * ( ) - . / between them, a + only in front, and 7 to 15 digits besides the international prefix 00.
 * Words ('zero three …'), sums ('=3+3') and fragments are not.
 */
export function isPlausiblePhone(phone: string): boolean {
  if (!/^[\s(]*\+?[\d\s()./-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max;
}

/** `text` on one line: every run of blanks, line breaks included, becomes one space. */
export const singleLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A field that is one line wherever it ends up (a mail's subject, a greeting, a line of the WhatsApp
 * order text), so no value can add a line of its own.
 */
export const oneLine = (text: z.ZodString) => text.transform(singleLine);

/** Nothing given: absent, null, or only spaces. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A decimal as a person writes it: no hexadecimal, no exponent, no 'Infinity'. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** '12.5' → 12.5 for multipart; anything else ('0x10', '1e6') is left for the schema to refuse. */
export const numberFromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = latinDigits(value.trim());
  return DECIMAL.test(text) ? Number(text) : value;
};
