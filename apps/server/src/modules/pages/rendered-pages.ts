import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { ApiAnswer } from '@shop/shared';

/** The encodings a remembered page is kept in. */
export type Encoding = 'br' | 'gzip';

/**
 * A page's HTML and its compressed bytes, made once when the page is rendered: compressing ~110 kB of
 * HTML on every request was most of a remembered page's cost.
 */
export interface PageHtml {
  html: string;
  encoded(encoding: Encoding): Buffer;
  /** What it holds in memory: the HTML's UTF-8 bytes and both compressed copies. */
  bytes: number;
}

function pageHtml(html: string): PageHtml {
  const br = zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
  const gzip = zlib.gzipSync(html);
  return {
    html,
    encoded: (encoding) => (encoding === 'br' ? br : gzip),
    bytes: Buffer.byteLength(html) + br.length + gzip.length,
  };
}

/** A page as the server rendered it, and what it was rendered from. */
interface RenderedPage {
  /** The shell it was rendered into (a product page's has its preview tags), and the day (UTC). */
  shell: string;
  day: string;
  /** The API GETs the render used (the page's first answers and any it asked for besides). */
  urls: string[];
  /** A hash of the shell and of those answers, as they were. */
  fingerprint: string;
  /** The catalogue version read before those answers, and when they were last compared. */
  version: number;
  checkedAt: number;
  page: PageHtml;
}

type Get = (url: string) => Promise<ApiAnswer>;

function fingerprintOf(shell: string, answers: Iterable<[string, ApiAnswer]>): string {
  const hash = createHash('sha1').update(shell);
  for (const [url, { status, body }] of answers) hash.update(`\0${url}\0${status}\0`).update(body);
  return hash.digest('base64');
}

/**
 * Rendered pages remembered by URL (decision 082). Rendering a page costs tens of milliseconds. A page is
 * served again while the catalogue version (which every table a public page reads moves, the rates
 * included: migration 0022) is the one read before its answers, for at most `recheckMs`; then, or once
 * the version moved, the answers it was rendered from are asked for again (in-process) and the page is
 * rendered again only if one of them differs, byte for byte, or the day changed (a page may show the
 * year). At most `maxBytes` are kept (HTML and its compressed copies), the least recently used dropped
 * first; concurrent requests for a page that must be rendered share one render.
 */
export class RenderedPages {
  readonly #pages = new Map<string, RenderedPage>();
  readonly #rendering = new Map<string, Promise<PageHtml>>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    /** The current catalogue version (one read shared by the requests of an event-loop turn). */
    private readonly version: () => Promise<number>,
    readonly recheckMs = 10_000,
    private readonly now = () => performance.now(),
    private readonly today = () => new Date().toISOString().slice(0, 10),
  ) {}

  /**
   * The HTML of the page at `key` for `shell`: remembered, or rendered by `render` from the answers of
   * `firstUrls` (fetched before it starts; it fetches what else it needs through the `get` it is given).
   */
  async page(
    key: string,
    shell: string,
    firstUrls: string[],
    get: Get,
    render: (get: Get) => Promise<string>,
  ): Promise<PageHtml> {
    const day = this.today();
    const same = (page: RenderedPage | undefined) => page?.shell === shell && page.day === day;
    const known = this.#pages.get(key);
    const version = await this.version();
    const checkedAt = this.now();
    if (same(known) && known?.version === version && checkedAt - known.checkedAt < this.recheckMs) {
      return this.#used(key, known);
    }
    const urls = known?.urls ?? firstUrls;
    const answers = await Promise.all(urls.map(get));
    const fetched = new Map(urls.map((url, i) => [url, answers[i] as ApiAnswer]));
    const fingerprint = fingerprintOf(shell, fetched);
    if (known && same(known) && known.fingerprint === fingerprint) {
      return this.#used(key, { ...known, version, checkedAt });
    }
    const flight = `${key}\0${day}\0${fingerprint}`;
    let rendering = this.#rendering.get(flight);
    if (!rendering) {
      rendering = this.#render(key, { shell, day, version, checkedAt }, fetched, get, render).finally(() =>
        this.#rendering.delete(flight),
      );
      this.#rendering.set(flight, rendering);
    }
    return rendering;
  }

  /** The page, remembered again as the most recently used (and counted again if it was dropped meanwhile). */
  #used(key: string, page: RenderedPage): PageHtml {
    this.#remember(key, page);
    return page.page;
  }

  /** Renders the page, recording each answer it used, and remembers it. */
  async #render(
    key: string,
    read: { shell: string; day: string; version: number; checkedAt: number },
    fetched: Map<string, ApiAnswer>,
    get: Get,
    render: (get: Get) => Promise<string>,
  ): Promise<PageHtml> {
    const used = new Map<string, ApiAnswer>();
    const html = await render(async (url) => {
      const answer = fetched.get(url) ?? (await get(url));
      used.set(url, answer);
      return answer;
    });
    const page = pageHtml(html);
    const fingerprint = fingerprintOf(read.shell, used);
    this.#remember(key, { ...read, urls: [...used.keys()], fingerprint, page });
    return page;
  }

  /** Remembers a page under its key, unless one read at a newer catalogue version is there already. */
  #remember(key: string, page: RenderedPage) {
    const old = this.#pages.get(key);
    if (old && old.version > page.version) return;
    if (old) {
      this.#pages.delete(key);
      this.#bytes -= old.page.bytes;
    }
    if (page.page.bytes > this.maxBytes) return;
    this.#pages.set(key, page);
    this.#bytes += page.page.bytes;
    for (const [oldest, { page: remembered }] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= remembered.bytes;
    }
  }

  /** The bytes remembered (HTML and compressed copies). */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }
}
