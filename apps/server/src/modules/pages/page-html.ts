import { createHash } from 'node:crypto';
import {
  APP_SCRIPTS_ID,
  BANNER_MEDIA,
  bannerSources,
  EARLY_SUBMIT_ATTRIBUTE,
  HELD_TAP_ATTRIBUTE,
  ISLAND_TAG,
  ISLANDS_ID,
  ISLANDS_STARTED_ATTRIBUTE,
  imageSources,
  type LargestPicture,
  PAGE_FORM_ATTRIBUTE,
  PAGE_FORM_READY_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ID,
  type ServerRender,
} from '@shop/shared';
import { escapeHtml } from '../../lib/html.js';
import { intoHead } from './page-head.js';

// What the server writes into the shell's HTML: the largest picture's preloads, JSON inside a script,
// the app's loader (allowed by its hash) and the server's render with its state.

/** A high-priority preload of a picture as an `<img srcset sizes>` will ask for it (same file, same width). */
export function imageLink(picture: LargestPicture | undefined): string[] {
  if (picture === 'banner') return bannerLinks();
  if (!picture?.image) return [];
  const { src, srcSet } = imageSources(picture.image);
  const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(picture.sizes)}"` : '';
  return [`<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high">`];
}

/** The first banner, one preload per viewport range, as the carousel's `<picture>` chooses (never two). */
function bannerLinks(): string[] {
  const files = bannerSources(1);
  const { phone, tablet } = BANNER_MEDIA;
  const ranges: [string, string][] = [
    [files.phone, phone],
    [files.tablet, `${tablet} and (not ${phone})`],
    [files.wide, `not all and ${tablet}`],
  ];
  return ranges.map(
    ([href, media]) => `<link rel="preload" as="image" href="${href}" media="${media}" fetchpriority="high">`,
  );
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can end or change it (product
 * names are shop data), and the line separators old parsers choke on are escaped. Still valid JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
}

/**
 * Loads the app's code once the page's pictures are in (the window's `load` event): its download and
 * start then never compete with the first paint and the largest picture. Every file is asked for at once,
 * each in a task of its own (starting a request costs the main thread a few milliseconds, x4 on a slow
 * phone). The start's files then run one by one, each chunk after those it imports, as the browser would
 * evaluate them, but each in a task of its own: evaluating them all in one task (React, MUI, the app) was
 * the longest task of the page. The files are listed in the page (#APP_SCRIPTS_ID: `start` in that order,
 * then the page's own `chunks`), so this script never changes and the Content-Security-Policy allows it
 * by its hash (`APP_LOADER_HASH`), with no 'unsafe-inline'.
 *
 * Until then it also holds the submit of a page form (decision 085) that the app has not taken over yet
 * (PAGE_FORM_READY_ATTRIBUTE): what was typed stays in the fields, `<html>` names the form
 * (EARLY_SUBMIT_ATTRIBUTE: its notice shows) and the app sends it when it takes the form over. If one of
 * the start's files fails to load, the app will not come: the form held is then posted as it stands, and
 * later submits go through, to the server (which completes the form or says that it needs the code).
 * On a page drawn as islands it likewise holds the last tap on a button of an island until the islands'
 * code has started (HELD_TAP_ATTRIBUTE), which then taps it again: a tap before the code is not lost
 * (a form's submit button is left to the submit's holding above).
 */
export const APP_LOADER = `(function(){var d=document,h=d.documentElement,held,broken;\
d.addEventListener('submit',function(e){var f=e.target;\
if(broken||!f.hasAttribute('${PAGE_FORM_ATTRIBUTE}')||f.hasAttribute('${PAGE_FORM_READY_ATTRIBUTE}'))return;\
e.preventDefault();e.stopPropagation();held=f;h.setAttribute('${EARLY_SUBMIT_ATTRIBUTE}',f.getAttribute('${PAGE_FORM_ATTRIBUTE}'))},true);\
d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('button,[role=button],[role=tab]');\
if(!b||b.type==='submit'&&b.form||h.hasAttribute('${ISLANDS_STARTED_ATTRIBUTE}')||!b.closest('${ISLAND_TAG}'))return;\
e.preventDefault();e.stopPropagation();var o=d.querySelector('[${HELD_TAP_ATTRIBUTE}]');o&&o.removeAttribute('${HELD_TAP_ATTRIBUTE}');b.setAttribute('${HELD_TAP_ATTRIBUTE}','')},true);\
function fail(){broken=1;if(held&&h.hasAttribute('${EARLY_SUBMIT_ATTRIBUTE}')){h.removeAttribute('${EARLY_SUBMIT_ATTRIBUTE}');held.submit()}}\
addEventListener('load',function(){var s=JSON.parse(d.getElementById('${APP_SCRIPTS_ID}').textContent),n=s.start.length;\
s.start.concat(s.chunks).forEach(function(u){setTimeout(function(){var e=d.createElement('link');e.rel='modulepreload';e.href=u;d.head.appendChild(e)})});\
n&&(function run(i){setTimeout(function(){var e=d.createElement('script'),next=i+1<n;e.type='module';e.src=s.start[i];\
if(next)e.onload=function(){run(i+1)};e.onerror=function(){fail();next&&run(i+1)};d.head.appendChild(e)})})(0)})})()`;

/** The CSP source that allows `APP_LOADER` (and no other inline script). */
export const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/i;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/gi;

/**
 * The app's scripts for `APP_LOADER` (#APP_SCRIPTS_ID): the start's files (`start`, each chunk after those
 * it imports, the entry last), then the page's other chunks. None for a shell without its entry script.
 */
export function appScripts(shell: string, start: string[], pageFiles: string[]) {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return undefined;
  // Without the manifest's order, the shell's preloads then its entry: a chunk run before one it imports
  // runs that one too, in the same task.
  const inShell = [...[...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''), entry];
  const startFiles = start.at(-1) === entry ? start : inShell;
  const chunks = pageFiles.map((file) => `/${file}`).filter((file) => !startFiles.includes(file));
  return { start: startFiles, chunks };
}

/**
 * The shell with the server's render of the page: its HTML in #root, its query cache for hydration, and
 * the app's scripts (`appScripts`, as JSON) loaded by `APP_LOADER`.
 */
export function serverRenderedHtml(
  shell: string,
  rendered: ServerRender,
  scripts: string | undefined,
  pictures: string[],
): string | undefined {
  if (!scripts || !shell.includes('<div id="root"></div>')) return undefined;
  const tags = [
    ...pictures,
    rendered.head,
    `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(rendered.state)}</script>`,
    ...(rendered.islands
      ? [`<script type="application/json" id="${ISLANDS_ID}">${jsonForScript(rendered.islands)}</script>`]
      : []),
    `<script type="application/json" id="${APP_SCRIPTS_ID}">${scripts}</script>`,
    `<script>${APP_LOADER}</script>`,
  ];
  const html = shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<html\b/i, `<html ${SERVER_RENDERED_ATTRIBUTE}`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
  return intoHead(html, tags);
}
