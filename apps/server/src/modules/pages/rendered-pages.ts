import { createHash } from 'node:crypto';
import type { ApiAnswer } from '@shop/shared';

/** A page as the server rendered it, and what it was rendered from. */
interface RenderedPage {
  /** The API GETs the render used (the page's first answers and any it asked for besides). */
  urls: string[];
  /** A hash of the shell and of those answers, as they were. */
  fingerprint: string;
  html: string;
}

type Get = (url: string) => Promise<ApiAnswer>;

function fingerprintOf(shell: string, answers: Iterable<[string, ApiAnswer]>): string {
  const hash = createHash('sha1').update(shell);
  for (const [url, { status, body }] of answers) hash.update(`\0${url}\0${status}\0`).update(body);
  return hash.digest('base64');
}

/**
 * Rendered pages remembered by URL (decision 082). Rendering a page costs tens of milliseconds; asking
 * the API for its answers in-process costs a fraction of one, and most answers are remembered per
 * catalogue version already (`catalog/listing.ts`). So each request asks for the answers the page was
 * rendered from and serves the remembered HTML when they are byte for byte the same, whatever changed
 * elsewhere: a page is never older than its data. At most `maxBytes` of HTML are kept, the least
 * recently used dropped first; concurrent requests for a page that must be rendered share one render.
 */
export class RenderedPages {
  readonly #pages = new Map<string, RenderedPage>();
  readonly #rendering = new Map<string, Promise<string>>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

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
  ): Promise<string> {
    const known = this.#pages.get(key);
    const urls = known?.urls ?? firstUrls;
    const answers = await Promise.all(urls.map(get));
    const fetched = new Map(urls.map((url, i) => [url, answers[i] as ApiAnswer]));
    if (known && known.fingerprint === fingerprintOf(shell, fetched)) {
      this.#pages.delete(key);
      this.#pages.set(key, known);
      return known.html;
    }
    const flight = `${key}\0${fingerprintOf(shell, fetched)}`;
    let rendering = this.#rendering.get(flight);
    if (!rendering) {
      rendering = this.#render(key, shell, fetched, get, render).finally(() =>
        this.#rendering.delete(flight),
      );
      this.#rendering.set(flight, rendering);
    }
    return rendering;
  }

  /** Renders the page, recording each answer it used, and remembers it. */
  async #render(
    key: string,
    shell: string,
    fetched: Map<string, ApiAnswer>,
    get: Get,
    render: (get: Get) => Promise<string>,
  ): Promise<string> {
    const used = new Map<string, ApiAnswer>();
    const html = await render(async (url) => {
      const answer = fetched.get(url) ?? (await get(url));
      used.set(url, answer);
      return answer;
    });
    this.#remember(key, { urls: [...used.keys()], fingerprint: fingerprintOf(shell, used), html });
    return html;
  }

  #remember(key: string, page: RenderedPage) {
    const size = page.html.length;
    if (size > this.maxBytes) return;
    const old = this.#pages.get(key);
    if (old) {
      this.#pages.delete(key);
      this.#bytes -= old.html.length;
    }
    this.#pages.set(key, page);
    this.#bytes += size;
    for (const [oldest, { html }] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= html.length;
    }
  }

  get size(): number {
    return this.#pages.size;
  }
}
