/**
 * The forms of the pages the server draws (decision 085). A shopper may fill and send one before the
 * page's code has arrived, or with scripts off: each `<form>` is `method="post"` (a native submit never
 * puts what was typed in the URL) and names itself, in the attribute PAGE_FORM_ATTRIBUTE and in the
 * field PAGE_FORM_FIELD. With scripts on, the page's loader holds the submit until the app has taken the
 * form over, which then sends it (EARLY_SUBMIT_ATTRIBUTE on `<html>` names the form meanwhile). Without
 * them the server takes the POST: it completes the contact form and the reset-link request through the
 * API, and answers the page again in the shopper's language with the outcome and what was typed
 * (`PostedForm`, in the page as POSTED_FORM_ID), never a password.
 */

/** The fields each form sends back into the page: passwords are never among them. */
export const PAGE_FORMS = {
  signIn: ['email'],
  signUp: ['name', 'email'],
  forgotPassword: ['email'],
  resetPassword: [],
  contact: ['firstName', 'lastName', 'email', 'phoneNumber', 'message'],
} as const satisfies Record<string, readonly string[]>;

export type PageFormName = keyof typeof PAGE_FORMS;

/** Whether a posted name is one of the forms (a name from a request: never an inherited key). */
export const isPageForm = (name: unknown): name is PageFormName =>
  typeof name === 'string' && Object.hasOwn(PAGE_FORMS, name);

/** The hidden field that names a posted form. */
export const PAGE_FORM_FIELD = '_form';

/** The `<form>` attribute naming it, for the page's loader. */
export const PAGE_FORM_ATTRIBUTE = 'data-page-form';

/** Set on a `<form>` once the app has taken it over: the loader no longer holds its submits. */
export const PAGE_FORM_READY_ATTRIBUTE = 'data-form-ready';

/** On `<html>` while a form sent before the page's code arrived waits for it: the form's name. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/** The element of a page answering a posted form that carries its `PostedForm` (JSON). */
export const POSTED_FORM_ID = 'posted-form';

/** A form the server answered: what was typed (passwords left out) and how it went. */
export interface PostedForm {
  form: PageFormName;
  values: Record<string, string>;
  /**
   * The API's answer where the server completed the form (its status and message, in the page's
   * language; when it refused what was typed, the schema's message for each field, as the form shows
   * them); `needsCode` for a form only the app can complete (signing in keeps a session in the browser).
   */
  outcome: { status: number; message: string; fieldErrors?: Record<string, string> } | { needsCode: true };
}
