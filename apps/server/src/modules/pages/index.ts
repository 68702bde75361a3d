// The pages module's public face: what app.ts hands the web plugin to answer a page of the web app.

/** A page's form posted to it without the page's code (decision 085). */
export { answerPageForm } from './forms.js';
/** A product page's title, description and link-preview tags in the shell's `<head>`. */
export { productPreviewHtml } from './preview.js';
/** Pages rendered on the server, and the hash the CSP allows their one inline script by. */
/** The web build's manifest and a language's files (the bundle bench weighs what a page loads). */
export { APP_LOADER_HASH, languageFiles, pageRenderer, readManifest } from './render.js';
