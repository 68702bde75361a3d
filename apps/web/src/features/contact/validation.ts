import { contactSchema } from '@shop/shared';
import { schemaResolver } from '../../lib/forms/schemaResolver';

/** The contact form's validation, fetched when the visitor is about to type (lazyResolver). */
export const contactResolver = schemaResolver(contactSchema);
