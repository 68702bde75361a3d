import {
  type Endpoint,
  endpoints,
  endpointUrl,
  isPageForm,
  PAGE_FORM_FIELD,
  PAGE_FORMS,
  type PageFormName,
  type PostedForm,
  splitLocale,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../../lib/errors.js';
import { serverPage } from './render.js';

/**
 * A page form posted to its page (decision 085): sent before the page's code arrived with scripts off,
 * or because it never arrived. The contact form and the reset-link request are completed here, through
 * the API endpoint the app would call, answered in-process: the same schema, rules and rate limits, the
 * same message in the page's language. Signing in, signing up and a new password need the app (it keeps
 * the session in the browser): their answer says so. Either way the page is drawn again with the answer
 * and what was typed, never a password.
 */

/** The forms completed on the server, and the endpoint each is completed through. */
const COMPLETED_HERE = new Map<PageFormName, Endpoint>([
  ['contact', endpoints.contact.send],
  ['forgotPassword', endpoints.accounts.forgotPassword],
]);

/** The longest value sent back into the page (a contact message is far shorter). */
const VALUE_MAX = 10_000;

export interface FormAnswer {
  status: number;
  posted: PostedForm;
}

/**
 * Whether a POST comes from another site's page: a browser says so (Sec-Fetch-Site), or names another
 * origin than the shop's. Another site could otherwise make its visitors send the shop's forms.
 */
function crossSite(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    const from = new URL(origin);
    // The address the request was sent to, as the origin spells it (no default port).
    const reached = new URL(`${from.protocol}//${request.host}`);
    return from.host !== reached.host && from.origin !== new URL(publicUrl).origin;
  } catch {
    return true;
  }
}

/** The form's own fields as posted: text only, bounded. */
function fieldsOf(body: Record<string, unknown>, form: PageFormName): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of PAGE_FORMS[form]) {
    const value = Object.hasOwn(body, field) ? body[field] : undefined;
    if (typeof value === 'string') fields[field] = value.slice(0, VALUE_MAX);
  }
  return fields;
}

/**
 * The answer to a form posted to its page, or undefined when the page has no such form (the caller shows
 * the page as a GET would). Refuses a POST from another site (403).
 */
export async function answerPageForm(request: FastifyRequest): Promise<FormAnswer | undefined> {
  if (crossSite(request, request.server.config.publicUrl)) throw new Forbidden();
  const { locale, path } = splitLocale(request.url);
  const served = serverPage(path);
  const body = (request.body ?? {}) as Record<string, unknown>;
  const form = body[PAGE_FORM_FIELD];
  if (!served || !isPageForm(form) || !served.page.forms?.includes(form)) return undefined;
  const fields = fieldsOf(body, form);
  const endpoint = COMPLETED_HERE.get(form);
  if (!endpoint) return { status: 200, posted: { form, values: fields, outcome: { needsCode: true } } };
  const response = await request.server.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint),
    headers: { 'accept-language': locale },
    payload: fields,
    remoteAddress: request.ip,
  });
  const { message = '' } = response.json<{ message?: string }>();
  const status = response.statusCode;
  if (status < 300) return { status, posted: { form, values: {}, outcome: { status, message } } };
  // Refused: what was typed stays, and each field the schema refused shows its message, as in the app.
  const fieldErrors = fieldErrorsOf(endpoint, fields);
  return { status, posted: { form, values: fields, outcome: { status, message, fieldErrors } } };
}

/** The endpoint's schema's first message for each field it refuses (English, as the form localizes them). */
function fieldErrorsOf(
  endpoint: Endpoint,
  fields: Record<string, string>,
): Record<string, string> | undefined {
  const parsed = endpoint.body?.safeParse(fields);
  if (!parsed || parsed.success) return undefined;
  const errors: Record<string, string> = {};
  for (const { path, message } of parsed.error.issues) {
    const [field] = path;
    if (typeof field === 'string' && !Object.hasOwn(errors, field)) errors[field] = message;
  }
  return errors;
}
