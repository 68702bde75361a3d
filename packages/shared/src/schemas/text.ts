import type { z } from 'zod';

/**
 * A field that is one line wherever it ends up (a mail's subject, a line of the WhatsApp order text):
 * every run of blanks, line breaks included, becomes one space, so no value can add a line of its own.
 */
export const oneLine = (text: z.ZodString) => text.transform((value) => value.replace(/\s+/g, ' '));
