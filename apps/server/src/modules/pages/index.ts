// The pages module's public face: what app.ts hands the web plugin to answer a page of the web app.

/** A page's form posted to it without the page's code (decision 085). */
export { answerPageForm } from './forms.js';
/** Pages rendered on the server, and the hash the CSP allows their one inline script by. */
/** The web build's manifest and a language's files (the bundle bench weighs what a page loads). */
export { languageFiles, readManifest } from './manifest.js';
export { APP_LOADER_HASH } from './page-html.js';
/** A product page's title, description and link-preview tags in the shell's `<head>`. */
export { productPreviewHtml } from './preview.js';
export { pageRenderer } from './render.js';
