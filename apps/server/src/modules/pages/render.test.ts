import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_SCRIPTS_ID,
  EARLY_SUBMIT_ATTRIBUTE,
  endpoints,
  endpointUrl,
  FIRST_ANSWERS_ID,
  listingQueryOf,
  PAGE_FORM_ATTRIBUTE,
  PAGE_FORM_READY_ATTRIBUTE,
  PAGES,
} from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { insertCatalogFixture } from '../catalog/test-fixture.js';
import { chunkFiles } from './manifest.js';
import { APP_LOADER, jsonForScript } from './page-html.js';
import { serverPage } from './render.js';
import { HOSTILE, MANIFEST, MODULES, makeWebBuild } from './test-web-build.js';

let t: TestApp;
let ids: Map<string, string>;
let web: Awaited<ReturnType<typeof makeWebBuild>>;

beforeAll(async () => {
  web = await makeWebBuild();
  t = await createTestApp({ WEB_DIST: web.webDist });
  ids = await insertCatalogFixture(t.db);
  await t.db
    .updateTable('products')
    .set({ name: HOSTILE })
    .where('id', '=', ids.get('WPJ-100') ?? '')
    .execute();
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

/** The page's HTML, and the answers embedded in it as the browser's JSON.parse reads them. */
async function shell(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const json = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`,
    's',
  ).exec(res.body)?.[1];
  return {
    res,
    json,
    answers: json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>),
  };
}

async function apiAnswer(url: string) {
  return (await t.app.inject({ method: 'GET', url })).json();
}

describe('the first screens carry their first API answers', () => {
  it('embeds exactly what the API answers for a product page, escaped so a product name cannot end the script', async () => {
    const id = ids.get('WPJ-100') ?? '';
    const { res, json, answers } = await shell(`/product/${id}`);
    expect(res.statusCode).toBe(200);
    expect(answers).toEqual({
      [endpointUrl(endpoints.settings.shop)]: await apiAnswer(endpointUrl(endpoints.settings.shop)),
      [endpointUrl(endpoints.catalog.product, { params: { id } })]: await apiAnswer(
        endpointUrl(endpoints.catalog.product, { params: { id } }),
      ),
      [endpointUrl(endpoints.settings.dollarRate.get)]: await apiAnswer(
        endpointUrl(endpoints.settings.dollarRate.get),
      ),
    });
    const embedded = answers?.[endpointUrl(endpoints.catalog.product, { params: { id } })] as
      | { product: { name: string } }
      | undefined;
    expect(embedded?.product.name).toBe(HOSTILE);
    // The shell's module script and the answers' one: the name added none.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body).not.toContain('alert(1)</script>');
    expect(json).not.toContain('\u2028');
  });

  it('embeds the home page products and the first listing page as the API answers them', async () => {
    const home = await shell('/');
    expect(home.answers?.[endpointUrl(endpoints.catalog.homePageProducts)]).toEqual(
      await apiAnswer(endpointUrl(endpoints.catalog.homePageProducts)),
    );
    const listing = await shell('/products');
    expect(listing.answers?.[endpointUrl(endpoints.catalog.products, { query: { page: 1 } })]).toEqual(
      await apiAnswer(endpointUrl(endpoints.catalog.products, { query: { page: 1 } })),
    );
  });

  it('keeps the HTML revalidated, so embedded prices are never served from a cache', async () => {
    const { res } = await shell('/');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('embeds the first answers of every page the server draws: filtered listings, contact, login', async () => {
    const url = endpointUrl(endpoints.catalog.products, {
      query: listingQueryOf({ category: 'Women' }, new URLSearchParams('color=Red&rating=4&utm=x')),
    });
    expect(url).toBe(
      '/api/v1/products?page=1&ratings[gte]=4&ratings[lte]=5&category=Women&options[%24elemMatch][color]=Red',
    );
    const women = await shell('/productCat/Women?color=Red&rating=4&utm=x');
    const answer = await apiAnswer(url);
    expect(answer).toMatchObject({ success: true });
    expect(women.answers?.[url]).toEqual(answer);
    for (const page of ['/contactus', '/login', '/password/forgot']) {
      expect(Object.keys((await shell(page)).answers ?? {}), page).toEqual([
        endpointUrl(endpoints.settings.shop),
      ]);
    }
  });

  it('adds nothing to pages drawn in the browser and paths the app has no page for', async () => {
    for (const [url, status] of [
      ['/orders/me', 200],
      ['/admin/dashboard', 200],
      ['/nowhere/at/all', 404],
    ] as const) {
      const { res, answers } = await shell(url);
      expect(res.statusCode, url).toBe(status);
      expect(answers, url).toBeUndefined();
      expect(res.body, url).not.toContain('Page-');
    }
  });

  it('leaves out an answer that is not a success (a filter the catalogue does not have)', async () => {
    const { res, answers } = await shell('/productCat/Women?color=Mauve');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(answers ?? {})).toEqual([
      endpointUrl(endpoints.settings.shop),
      endpointUrl(endpoints.catalog.categories),
    ]);
  });

  it('embeds nothing in the page of a product that does not exist (deleted since its link was shared)', async () => {
    const { res, answers } = await shell('/product/0b6b3ac4-54a4-4bd4-9a49-5f0d43d0c0de');
    expect(res.statusCode).toBe(404);
    expect(answers).toBeUndefined();
  });

  it("preloads the page's chunks from the build manifest, each once and none the shell already has", async () => {
    const { res } = await shell(`/product/${ids.get('WPJ-100')}`);
    const preloads = [...res.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloads).toEqual([
      '/assets/react-b2.js',
      '/assets/card-c3.js',
      '/assets/ProductPage-d4.js',
      '/assets/en-w1.js',
      '/assets/en-p1.js',
    ]);
    // A listing reads only the words every page has.
    const listing = (await shell('/products')).res.body;
    expect(listing).toContain('/assets/en-w1.js"');
    expect(listing).not.toContain('/assets/en-p1.js"');
  });
});

describe("the first screens preload their largest picture, as the page's <img> will ask for it", () => {
  const imageLinks = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

  it("preloads a product's first picture at the product page's widths", async () => {
    const { res } = await shell(`/product/${ids.get('WPJ-100')}`);
    const p = '/images/products/WPJ-100-0';
    expect(imageLinks(res.body)).toEqual([
      `<link rel="preload" as="image" href="${p}.webp" imagesrcset="${p}-320.webp 320w, ${p}-640.webp 640w, ${p}-1280.webp 1280w" imagesizes="(max-width: 899px) 100vw, (max-width: 1360px) 50vw, 660px" fetchpriority="high">`,
    ]);
  });

  it("preloads the listing's first card picture at the cards' widths", async () => {
    const { res, answers } = await shell('/products');
    const list = answers?.[endpointUrl(endpoints.catalog.products, { query: { page: 1 } })] as
      | { products: { images: { url: string }[] }[] }
      | undefined;
    const first = list?.products[0];
    const links = imageLinks(res.body);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(`href="${first?.images[0]?.url}"`);
    expect(links[0]).toContain('imagesizes="(max-width: 599px) 50vw, (max-width: 899px) 33vw, 300px"');
  });

  it('preloads the first banner once per viewport range, as its <picture> chooses', async () => {
    const { res } = await shell('/');
    expect(imageLinks(res.body)).toEqual([
      '<link rel="preload" as="image" href="/images/banners/art-1-425.webp" media="(max-width: 425px)" fetchpriority="high">',
      '<link rel="preload" as="image" href="/images/banners/art-1-800.webp" media="(max-width: 800px) and (not (max-width: 425px))" fetchpriority="high">',
      '<link rel="preload" as="image" href="/images/banners/art-1-1600.webp" media="not all and (max-width: 800px)" fetchpriority="high">',
    ]);
  });
});

describe('page rendering helpers', () => {
  it('maps a URL to the page the server draws there, its answers and module', () => {
    const answersOf = (url: string) => {
      const served = serverPage(url);
      return served?.page.answers(served.url);
    };
    expect(serverPage('/')?.page.module).toBe(MODULES.home);
    expect(answersOf('/products')).toContain(endpointUrl(endpoints.catalog.products, { query: { page: 1 } }));
    expect(answersOf('/productSubCats/Bed%20Linen?keyword=silk')).toContain(
      '/api/v1/products?keyword=silk&page=1&subcategory=Bed%20Linen',
    );
    expect(answersOf('/search/pyjama%20set')).toContain('/api/v1/products?keyword=pyjama%20set&page=1');
    expect(serverPage('/products/0b6b3ac4-54a4-4bd4-9a49-5f0d43d0c0de')?.page.module).toBe(MODULES.product);
    expect(serverPage('/contactus')?.page.module).toBe(PAGES.contact?.module);
    expect(serverPage('/contact')).toBeUndefined();
    expect(serverPage('/orders/me')).toBeUndefined();
  });

  it('writes JSON that reads back the same and holds no markup', () => {
    const value = { name: HOSTILE, note: 'a & b > c' };
    const json = jsonForScript(value);
    expect(JSON.parse(json)).toEqual(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('walks chunk imports once each, even when they meet again, every chunk after those it imports', () => {
    expect(chunkFiles(MANIFEST, MODULES.listing)).toEqual([
      'assets/react-b2.js',
      'assets/card-c3.js',
      'assets/ListingPage-e5.js',
    ]);
    expect(chunkFiles(MANIFEST, MODULES.product)).toEqual([
      'assets/react-b2.js',
      'assets/card-c3.js',
      'assets/ProductPage-d4.js',
    ]);
    expect(chunkFiles(MANIFEST, 'src/missing.tsx')).toEqual([]);
  });

  it("names page modules that exist in the web app's sources", () => {
    const web = fileURLToPath(new URL('../../../../web/', import.meta.url));
    for (const page of Object.values(PAGES))
      if (page) expect(existsSync(path.join(web, page.module)), page.module).toBe(true);
  });
});

describe("the page's loader (APP_LOADER), run against a stand-in for the browser", () => {
  interface Added {
    tag: string;
    rel?: string;
    href?: string;
    type?: string;
    src?: string;
    onload?: () => void;
    onerror?: () => void;
  }

  /** An element's attributes, as the loader reads and writes them. */
  const element = (attributes: Record<string, string> = {}) => ({
    attributes,
    hasAttribute: (name: string) => Object.hasOwn(attributes, name),
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
    removeAttribute: (name: string) => {
      delete attributes[name];
    },
  });

  /** Runs the loader's source with a document, timers and the `load` event it can be driven through. */
  function loadPage(files: { start: string[]; chunks: string[] }) {
    const added: Added[] = [];
    const timers: (() => void)[] = [];
    const onLoad: (() => void)[] = [];
    const onSubmit: ((event: object) => void)[] = [];
    const html = element();
    const document = {
      documentElement: html,
      addEventListener: (type: string, listener: (event: object) => void, capture: boolean) =>
        type === 'submit' && capture && onSubmit.push(listener),
      getElementById: (id: string) => (id === APP_SCRIPTS_ID ? { textContent: JSON.stringify(files) } : null),
      createElement: (tag: string): Added => ({ tag }),
      head: { appendChild: (element: Added) => added.push(element) },
    };
    new Function('addEventListener', 'document', 'setTimeout', APP_LOADER)(
      (type: string, listener: () => void) => type === 'load' && onLoad.push(listener),
      document,
      (callback: () => void) => timers.push(callback),
    );
    /** Runs every task the loader has queued, as the browser's event loop would. */
    const runTasks = () => {
      while (timers.length) timers.shift()?.();
    };
    const described = () => added.map((e) => (e.tag === 'link' ? `${e.rel} ${e.href}` : `script ${e.src}`));
    /** A submit event of `form`, as the browser dispatches it: whether it was held, and if it went on. */
    const submit = (form: ReturnType<typeof element>) => {
      const event = { target: form, held: false, stopped: false, preventDefault() {}, stopPropagation() {} };
      event.preventDefault = () => {
        event.held = true;
      };
      event.stopPropagation = () => {
        event.stopped = true;
      };
      for (const listener of onSubmit) listener(event);
      return { held: event.held, stopped: event.stopped };
    };
    return { added, onLoad, runTasks, described, html, submit };
  }

  /** A page form as the server draws it (decision 085), and the times its native submit ran. */
  function pageForm(name: string) {
    const form = { ...element({ [PAGE_FORM_ATTRIBUTE]: name }), posted: 0, submit: () => void form.posted++ };
    return form;
  }

  it('waits for the load event, asks for every file, then runs the start one file at a time, in order', () => {
    const page = loadPage({ start: ['/runtime.js', '/react.js', '/index.js'], chunks: ['/Page.js'] });
    page.runTasks();
    expect(page.added).toEqual([]);

    for (const listener of page.onLoad) listener();
    page.runTasks();
    expect(page.described()).toEqual([
      'modulepreload /runtime.js',
      'modulepreload /react.js',
      'modulepreload /index.js',
      'modulepreload /Page.js',
      'script /runtime.js',
    ]);
    expect(page.added.at(-1)?.type).toBe('module');

    // The next file runs only once the one before has run; a file that fails does not stop the start.
    page.added.at(-1)?.onload?.();
    page.runTasks();
    expect(page.described().at(-1)).toBe('script /react.js');
    page.added.at(-1)?.onerror?.();
    page.runTasks();
    expect(page.described().slice(5)).toEqual(['script /react.js', 'script /index.js']);
    // The entry is the last: nothing waits on it.
    expect(page.added.at(-1)?.onload).toBeUndefined();
  });

  it("holds a page form's submit until the app takes the form over, and names the form meanwhile", () => {
    const page = loadPage({ start: ['/index.js'], chunks: [] });
    const signIn = pageForm('signIn');
    expect(page.submit(signIn)).toEqual({ held: true, stopped: true });
    expect(page.html.getAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe('signIn');
    // Other forms (the header's search) are left to the browser and the app.
    expect(page.submit(element())).toEqual({ held: false, stopped: false });
    // Once the app has the form, its submits are its own.
    signIn.setAttribute(PAGE_FORM_READY_ATTRIBUTE, '');
    expect(page.submit(signIn)).toEqual({ held: false, stopped: false });
    expect(signIn.posted).toBe(0);
  });

  it('posts the held form as it stands when the app’s code fails to load, and holds nothing after', () => {
    const page = loadPage({ start: ['/react.js', '/index.js'], chunks: [] });
    for (const listener of page.onLoad) listener();
    page.runTasks();
    const contact = pageForm('contact');
    page.submit(contact);
    page.added.at(-1)?.onerror?.();
    expect(contact.posted).toBe(1);
    expect(page.html.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
    // The app will not come: a submit now goes to the server as the browser sends it.
    expect(page.submit(contact)).toEqual({ held: false, stopped: false });
  });
});
