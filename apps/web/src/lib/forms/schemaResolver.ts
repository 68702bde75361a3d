import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// Zod probes `new Function` to compile faster parsers, and the shop's Content-Security-Policy (no
// 'unsafe-eval') reports that probe as a violation on every page with a form.
config({ jitless: true });

/** react-hook-form's resolver for a shared zod schema: the browser shows the server's messages. */
export const schemaResolver = zodResolver;
