import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { ApiAnswer } from '@shop/shared';
import { LRUCache } from 'lru-cache';

/** The encodings a remembered page is kept in. */
type Encoding = 'br' | 'gzip';

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

/** What a request the memory cannot serve gives the fill it starts: what it read, and how to render. */
interface Fill {
  shell: string;
  day: string;
  version: number;
  checkedAt: number;
  firstUrls: string[];
  get: Get;
  render: (get: Get) => Promise<string>;
}

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
 * year). The memory is lru-cache's: at most `maxBytes` (HTML and its compressed copies), the least
 * recently used dropped first, and one fill (comparison, render) per page at a time, shared by the
 * requests that need it (its `fetchMethod`, decision 102).
 */
export class RenderedPages {
  readonly #pages: LRUCache<string, RenderedPage, Fill>;

  constructor(
    readonly maxBytes: number,
    /** The current catalogue version (one read shared by the requests of an event-loop turn). */
    private readonly version: () => Promise<number>,
    readonly recheckMs = 10_000,
    private readonly now = () => performance.now(),
    private readonly today = () => new Date().toISOString().slice(0, 10),
  ) {
    this.#pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.page.bytes,
      fetchMethod: (_key, known, { context }) => fill(known, context),
      // A page pushed out while it is filled is still served to those waiting for it; one whose fill
      // failed stays as it was, to be compared again.
      ignoreFetchAbort: true,
      noDeleteOnFetchRejection: true,
    });
  }

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
    const version = await this.version();
    const checkedAt = this.now();
    const known = this.#pages.get(key);
    if (
      known?.shell === shell &&
      known.day === day &&
      known.version === version &&
      checkedAt - known.checkedAt < this.recheckMs
    ) {
      return known.page;
    }
    const context = { shell, day, version, checkedAt, firstUrls, get, render };
    for (;;) {
      // A fill begun before this request read its version may have read its answers before a change
      // this request must see: then this one waits for it and fills again.
      const filled = await this.#pages.forceFetch(key, { forceRefresh: true, context });
      if (filled.version >= version && filled.shell === shell && filled.day === day) return filled.page;
    }
  }

  /** The bytes remembered (HTML and compressed copies). */
  get bytes(): number {
    return this.#pages.calculatedSize;
  }

  get size(): number {
    return this.#pages.size;
  }
}

/**
 * The page `known` was, when the answers it was rendered from are still the same (asked for again as
 * `read` asks them); else rendered anew, recording each answer the render used.
 */
async function fill(known: RenderedPage | undefined, read: Fill): Promise<RenderedPage> {
  const { shell, day, version, checkedAt, get, render } = read;
  const same = known?.shell === shell && known.day === day;
  // Compared after this request read its version (another request's fill, done meanwhile).
  if (known && same && known.version > version) return known;
  const urls = known?.urls ?? read.firstUrls;
  const answers = await Promise.all(urls.map(get));
  const fetched = new Map(urls.map((url, i) => [url, answers[i] as ApiAnswer]));
  if (known && same && known.fingerprint === fingerprintOf(shell, fetched)) {
    return { ...known, version, checkedAt };
  }
  const used = new Map<string, ApiAnswer>();
  const html = await render(async (url) => {
    const answer = fetched.get(url) ?? (await get(url));
    used.set(url, answer);
    return answer;
  });
  const fingerprint = fingerprintOf(shell, used);
  return { shell, day, version, checkedAt, urls: [...used.keys()], fingerprint, page: pageHtml(html) };
}
