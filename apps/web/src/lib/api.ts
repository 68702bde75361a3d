import { API_PREFIX } from '@shop/shared';
import { type FirstAnswers, pageFirstAnswers } from './firstAnswers';
import { labels } from './labels';
import { useSession } from './session';

/** A failed API call: the server's `message` (or a generic one) and the HTTP status (0 when unreachable). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Extra request headers (e.g. a checkout's Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** '/api/v1' in the browser; an absolute URL elsewhere (tests). */
  baseUrl: string;
  getToken(): string | null;
  /** Called when a request that carried a token is refused with 401: the token is stale. */
  onUnauthorized?(): void;
  /** Answers that came with the page: a GET for one of them is answered without a request. */
  firstAnswers?: FirstAnswers;
}

/**
 * Encodes a query string. Keys keep their brackets ('price[gte]') because the server reads them
 * literally; array values repeat the key; null and undefined are left out.
 */
export function toQueryString(query: Query = {}): string {
  const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
  const parts = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((item): item is string | number | boolean => item !== null && item !== undefined)
      .map((item) => `${encodeKey(key)}=${encodeURIComponent(String(item))}`),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/**
 * The network: the browser's fetch, or during a server render (entry-server.tsx) the server's own routes,
 * answered in-process.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** entry-server.tsx: where requests go while the server renders a page. */
export function setTransport(next: typeof fetch) {
  transport = next;
}

/** A typed JSON client for /api/v1: bearer token when signed in, `ApiError` on any failure. */
export function createApiClient({ baseUrl, getToken, onUnauthorized, firstAnswers }: ApiClientOptions) {
  async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
    const url = `${baseUrl}${path}${toQueryString(options.query)}`;
    const answer = method === 'GET' ? firstAnswers?.take(url) : undefined;
    if (answer !== undefined) return answer as T;
    const token = getToken();
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await transport(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(labels.networkError, 0);
    }

    const data = await readJson(response);
    if (response.ok) return data as T;
    if (response.status === 401 && token) onUnauthorized?.();
    throw new ApiError(serverMessage(data) ?? labels.unexpectedError, response.status);
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, body, options),
    del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  };
}

/** The app's client. A stale token (password changed elsewhere, user deleted) signs the user out. */
export const api = createApiClient({
  baseUrl: API_PREFIX,
  getToken: () => useSession.getState().token,
  onUnauthorized: () => useSession.getState().clear(),
  firstAnswers: pageFirstAnswers(),
});
