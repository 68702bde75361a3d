import type { z } from 'zod';

/** `text` on one line: every run of blanks, line breaks included, becomes one space. */
export const singleLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A field that is one line wherever it ends up (a mail's subject, a greeting, a line of the WhatsApp
 * order text), so no value can add a line of its own.
 */
export const oneLine = (text: z.ZodString) => text.transform(singleLine);
