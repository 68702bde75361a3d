import type { EmotionCache } from '@emotion/cache';
import {
  directionOf,
  loadWords,
  POSTED_FORM_ID,
  type PostedForm,
  SERVER_STATE_ID,
  splitLocale,
} from '@shop/shared';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './app/reactDom';
import './app/fonts.css';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { setApiLanguage } from './lib/api';
import { PostedFormContext } from './lib/forms';
import { serverRendered } from './lib/hydration';
import { createLanguage, type Language } from './lib/i18n';
import { pageDataText, parseJson } from './lib/pageData';
import { freshServerState } from './lib/serverState';
import { browserStyleCache } from './lib/styleCache';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The server render's query cache, embedded in its HTML (apps/server/src/modules/pages/render.ts). */
const serverState = () => freshServerState(pageDataText(SERVER_STATE_ID));

/** The form this page answers, when the server took its POST (decision 085). */
const posted = parseJson(pageDataText(POSTED_FORM_ID)) as PostedForm | undefined;

/** Marks the page as the app's (e2e journeys wait for it before they click a server-rendered page). */
function ready() {
  document.documentElement.dataset.appReady = 'true';
}

/**
 * The first screen came from the server: React takes it over (hydration) as a transition, yielding to the
 * browser every few milliseconds. Components render what the server did first (a guest's page), then
 * what this device knows (its session and cart).
 */
function hydrate(container: HTMLElement, language: Language, styleCache: EmotionCache) {
  startTransition(() => {
    hydrateRoot(
      container,
      <PostedFormContext.Provider value={posted}>
        <App language={language} styleCache={styleCache} serverState={serverState()} onMounted={ready} />
      </PostedFormContext.Provider>,
    );
  });
}

/**
 * Other pages are rendered here. A transition lets React yield to the browser every few milliseconds
 * while it builds the first page, instead of one long task that blocks input (Total Blocking Time, INP).
 */
function render(container: HTMLElement, language: Language, styleCache: EmotionCache) {
  startTransition(() => {
    createRoot(container).render(
      <PostedFormContext.Provider value={posted}>
        <App language={language} styleCache={styleCache} onMounted={ready} />
      </PostedFormContext.Provider>,
    );
  });
}

/** The page's language is its URL's (`/ar/…`); an Arabic page also loads the right-to-left style plugins. */
const { locale, path } = splitLocale(window.location.pathname);
const rtlPlugins = () =>
  directionOf(locale) === 'rtl' ? import('./lib/rtlStyles').then((m) => m.rtlStylisPlugins) : undefined;

// The page's words and own code first, so the first render is the page and not the loader (chained
// promises, not a top-level await: that would make the bundler split the entry into many small chunks).
// A page whose code fails to load still renders: its route shows the loader, then the error screen.
// Started in a task of its own, after the tasks that evaluate the modules (decision 018), so as not to
// lengthen them.
setTimeout(() => {
  Promise.all([loadWords(locale), rtlPlugins(), preloadPage(path).catch(() => undefined)]).then(
    ([words, plugins]) => {
      const language = createLanguage(locale, words);
      setApiLanguage(language);
      const styleCache = browserStyleCache(plugins);
      if (serverRendered) hydrate(root, language, styleCache);
      else render(root, language, styleCache);
    },
  );
});
