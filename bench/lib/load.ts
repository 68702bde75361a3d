import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Seconds measured, after `warmupSeconds` that are thrown away (JIT, plan and page caches). */
  durationSeconds: number;
  warmupSeconds: number;
  /** A request unanswered after this long counts as a timeout (autocannon's default: 10 s). */
  timeoutSeconds?: number;
}

/** A whole request, for targets that need a method, headers or a body (signed-in users' carts). */
export interface RequestSpec {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** One path, or a function giving each request (to rotate over many product ids or users). */
export type Target = string | (() => string | RequestSpec);

export interface LoadResult {
  p50: number;
  p99: number;
  reqPerSec: number;
  avgBytes: number;
  /** Responses other than 2xx plus connection errors and timeouts: any of these makes the row suspect. */
  failures: number;
}

function options(
  base: string,
  target: Target,
  seconds: number,
  connections: number,
  timeout?: number,
): autocannon.Options {
  const common = { url: base, connections, duration: seconds, ...(timeout ? { timeout } : {}) };
  if (typeof target === 'string') return { ...common, url: base + target };
  const setupRequest = (request: autocannon.Request) => {
    const next = target();
    return typeof next === 'string' ? { ...request, path: next } : { ...request, ...next };
  };
  return { ...common, requests: [{ setupRequest }] };
}

/** Loads `base + target` with autocannon: a warm-up, then the measured run. Latencies in ms. */
export async function load(base: string, target: Target, settings: LoadSettings): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) {
    await autocannon(
      options(base, target, settings.warmupSeconds, settings.connections, settings.timeoutSeconds),
    );
  }
  const result = await autocannon(
    options(base, target, settings.durationSeconds, settings.connections, settings.timeoutSeconds),
  );
  const responses = result['2xx'];
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    reqPerSec: result.requests.average,
    avgBytes: responses > 0 ? Math.round(result.throughput.total / responses) : 0,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
