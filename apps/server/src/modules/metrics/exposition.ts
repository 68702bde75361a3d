/**
 * The few Prometheus instruments the shop needs, written out in the text exposition format (0.0.4).
 * Hand-written rather than prom-client: three instruments and a handful of gauges do not justify a
 * dependency, and the format is a page of rules (https://prometheus.io/docs/instrumenting/exposition_formats/).
 */

export type Labels = Record<string, string>;

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`;
}

function header(name: string, help: string, type: 'counter' | 'gauge' | 'histogram'): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
}

/** One labelled series per distinct label set; the key keeps label order stable. */
class Series<T> {
  readonly #series = new Map<string, { labels: Labels; value: T }>();
  constructor(private readonly create: () => T) {}

  get(labels: Labels): T {
    const key = labelText(labels);
    let entry = this.#series.get(key);
    if (!entry) {
      entry = { labels, value: this.create() };
      this.#series.set(key, entry);
    }
    return entry.value;
  }

  entries() {
    return this.#series.values();
  }
}

export class Counter {
  readonly #series = new Series(() => ({ count: 0 }));
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    this.#series.get(labels).count += by;
  }

  lines(): string[] {
    const out = header(this.name, this.help, 'counter');
    for (const { labels, value } of this.#series.entries())
      out.push(`${this.name}${labelText(labels)} ${value.count}`);
    return out;
  }
}

export class Histogram {
  readonly #series: Series<{ buckets: number[]; sum: number; count: number }>;
  constructor(
    readonly name: string,
    readonly help: string,
    /** Upper bounds, ascending; +Inf is implied. */
    readonly bounds: readonly number[],
  ) {
    this.#series = new Series(() => ({ buckets: bounds.map(() => 0), sum: 0, count: 0 }));
  }

  observe(labels: Labels, value: number): void {
    const series = this.#series.get(labels);
    series.sum += value;
    series.count += 1;
    // Cumulative buckets: a value counts in every bucket whose bound it does not exceed.
    // In place: this runs for every request.
    for (let i = 0; i < this.bounds.length; i++) {
      if (value <= (this.bounds[i] as number)) series.buckets[i] = (series.buckets[i] as number) + 1;
    }
  }

  lines(): string[] {
    const out = header(this.name, this.help, 'histogram');
    for (const { labels, value } of this.#series.entries()) {
      this.bounds.forEach((bound, i) => {
        out.push(`${this.name}_bucket${labelText({ ...labels, le: String(bound) })} ${value.buckets[i]}`);
      });
      out.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${value.count}`);
      out.push(`${this.name}_sum${labelText(labels)} ${value.sum}`);
      out.push(`${this.name}_count${labelText(labels)} ${value.count}`);
    }
    return out;
  }
}

/** A gauge read at scrape time: one value per label set. */
export function gaugeLines(
  name: string,
  help: string,
  values: { labels?: Labels; value: number }[],
): string[] {
  return [
    ...header(name, help, 'gauge'),
    ...values.map((v) => `${name}${labelText(v.labels ?? {})} ${v.value}`),
  ];
}

/** Counter-typed values read at scrape time (process CPU seconds). */
export function counterLines(name: string, help: string, value: number): string[] {
  return [...header(name, help, 'counter'), `${name} ${value}`];
}
