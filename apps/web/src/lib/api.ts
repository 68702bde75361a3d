import {
  type Endpoint,
  endpointUrl,
  type Locale,
  localizeMessage,
  messages,
  type QueryValues,
  type RequestOf,
  type ResponseOf,
  type ShellWords,
} from '@shop/shared';
import { type FirstAnswers, pageFirstAnswers } from './firstAnswers';
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

/** What a call of `E` sends, and the signal that cancels it. */
type CallOptions<E extends Endpoint> = RequestOf<E> & { signal?: AbortSignal };

/** The request may be left out when the endpoint needs nothing (no path parameter, no required part). */
type CallArgs<E extends Endpoint> =
  Record<string, never> extends RequestOf<E> ? [request?: CallOptions<E>] : [request: CallOptions<E>];

/** A request as the client reads it, whatever its endpoint. */
interface AnyRequest {
  params?: Record<string, string | undefined>;
  query?: QueryValues;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** '' in the browser (the page's own origin); 'http://host:port' elsewhere (tests). */
  origin: string;
  getToken(): string | null;
  /** Called when a request that carried a token is refused with 401: the token is stale. */
  onUnauthorized?(): void;
  /** Answers that came with the page: a GET for one of them is answered without a request. */
  firstAnswers?: FirstAnswers;
  /** The page's language: asked of the server (`Accept-Language`), and the client's own words in it. */
  language?(): { locale: Locale; words: ShellWords } | undefined;
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

/** JSON accepted, the endpoint's own headers, the bearer token when signed in, and a JSON body's type. */
function headersOf(
  { headers: own = {}, body }: AnyRequest,
  token: string | null,
  locale: Locale | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (locale) headers['accept-language'] = locale;
  for (const [name, value] of Object.entries(own)) {
    if (value !== undefined) headers[name] = value;
  }
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  return headers;
}

/**
 * Development and tests only (production builds drop it): an answer its endpoint's contract does not
 * describe is a drift between the server and the contract, which must fail loudly here rather than reach
 * a shopper as a blank page.
 */
function checkAnswer(endpoint: Endpoint, status: number, body: unknown) {
  const result = endpoint.responses[status]?.safeParse(body);
  if (result?.success) return;
  const why = result
    ? result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')
    : 'the contract declares no such answer';
  throw new Error(`${endpoint.method} ${endpoint.path} answered ${status} off its contract (${why})`);
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

/**
 * A client of the API's contract: `call(endpoints.cart.get, { params: { userId } })` asks the endpoint's
 * URL and answers its typed JSON; bearer token when signed in, `ApiError` on any failure.
 */
export function createApiClient({
  origin,
  getToken,
  onUnauthorized,
  firstAnswers,
  language,
}: ApiClientOptions) {
  async function send(
    endpoint: Endpoint,
    request: AnyRequest,
    as: 'json' | 'file' = 'json',
  ): Promise<unknown> {
    const { params, query, body, signal } = request;
    const url = endpointUrl(endpoint, { params, query });
    const answer = endpoint.method === 'GET' && as === 'json' ? firstAnswers?.take(url) : undefined;
    if (answer !== undefined) {
      if (import.meta.env.DEV) checkAnswer(endpoint, 200, answer);
      return answer;
    }
    const token = getToken();
    const { locale, words } = language?.() ?? {};
    let response: Response;
    try {
      response = await transport(`${origin}${url}`, {
        method: endpoint.method,
        headers: headersOf(request, token, locale),
        body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(words?.layout.networkError ?? 'Cannot reach the shop', 0);
    }

    if (response.ok && as === 'file') return response.blob();
    const data = await readJson(response);
    if (response.ok) {
      if (import.meta.env.DEV) checkAnswer(endpoint, response.status, data);
      return data;
    }
    const message = serverMessage(data);
    // A stale token, or a blocked account's: signed out, the message of the refusal still shown.
    const blocked = words
      ? localizeMessage(messages.accountBlocked, words.messages)
      : messages.accountBlocked;
    if (token && (response.status === 401 || (response.status === 403 && message === blocked))) {
      onUnauthorized?.();
    }
    throw new ApiError(message ?? words?.layout.unexpectedError ?? 'Something went wrong', response.status);
  }

  return {
    /** Calls `endpoint` with its request (left out when it needs none); answers its 2xx JSON. */
    call: <E extends Endpoint>(endpoint: E, ...[request]: CallArgs<E>) =>
      send(endpoint, (request ?? {}) as AnyRequest) as Promise<ResponseOf<E>>,
    /** Calls an endpoint that answers a file (the orders' CSV); answers its bytes. */
    file: <E extends Endpoint>(endpoint: E, ...[request]: CallArgs<E>) =>
      send(endpoint, (request ?? {}) as AnyRequest, 'file') as Promise<Blob>,
  };
}

/**
 * The app's client. A stale token (password changed elsewhere, user deleted) or a blocked account's
 * signs the user out.
 */
export const api = createApiClient({
  origin: '',
  getToken: () => useSession.getState().token,
  onUnauthorized: () => useSession.getState().clear(),
  firstAnswers: pageFirstAnswers(),
  language: () => apiLanguage,
});

let apiLanguage: { locale: Locale; words: ShellWords } | undefined;

/** The page's language, set once it is known (main.tsx; entry-server.tsx per render). */
export function setApiLanguage(language: { locale: Locale; words: ShellWords }) {
  apiLanguage = language;
}
