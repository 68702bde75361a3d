/**
 * Reading a Chromium trace of one page load: the renderer's main thread, its tasks, and its work by
 * script file (V8's sampling profiler) and by the document's own parsing, style, layout and paint.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string; stackTrace?: { url?: string }[] } };
}

/** Per file: total main-thread ms and the longest task (ms) it ran in. */
type Work = Map<string, { ms: number; longest: number }>;

/** One page load's figures. */
export interface Trace {
  /** gzip kB (1000 bytes) of the scripts the page fetched on its own until it settled. */
  firstPaintJsKb: number;
  /** Every main-thread task from the request until the page settled. */
  mainThreadMs: number;
  /** The JavaScript in them (profiler samples). */
  scriptMs: number;
  /** Σ (task − 50 ms) over the tasks after the first contentful paint (Total Blocking Time's rule). */
  blockingMs: number;
  longestTaskMs: number;
  /** The tap on the page's button (`tapOf`) once settled, ms until its answer is painted; none on other pages. */
  tapMs?: number;
  work: Work;
}

/** The renderer main thread that did the most work (the page's; an about:blank one comes first). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (t: TraceEvent) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = threads.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) throw new Error('No renderer main thread in the trace');
  return { pid: main.pid, tid: main.tid };
}

const fileOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith('/assets/') ? pathname.replace(/-[\w-]{8}\.js$/, '.js') : 'the document';
  } catch {
    return undefined;
  }
};

/** The document's own work (no script): trace event names, by what they are. */
const DOCUMENT_WORK: Record<string, string> = {
  ParseHTML: 'the document: parsing the HTML',
  UpdateLayoutTree: 'the document: style',
  Layout: 'the document: layout',
  PrePaint: 'the document: paint',
  Paint: 'the document: paint',
  Layerize: 'the document: paint',
  Commit: 'the document: paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

interface ProfileChunk {
  cpuProfile?: {
    nodes?: { id: number; parent?: number; callFrame: { url?: string; functionName?: string } }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

/**
 * The main thread's work by what it ran: JavaScript by the file of the function on top of each CPU
 * profile sample (V8's sampling profiler in the trace), the document's parsing, style, layout and
 * paint by their trace events. `longest`: the longest task (ms) in which the row's work ran.
 */
export function workOf(events: TraceEvent[]): Omit<Trace, 'firstPaintJsKb'> {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = own.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const taskAt = (ts: number) => {
    let lo = 0;
    let hi = tasks.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const task = tasks[mid] as TraceEvent;
      if (ts < task.ts) hi = mid - 1;
      else if (ts > task.ts + (task.dur ?? 0)) lo = mid + 1;
      else return task;
    }
    return undefined;
  };
  const work: Work = new Map();
  const add = (name: string, ms: number, at: number) => {
    const entry = work.get(name) ?? { ms: 0, longest: 0 };
    const task = taskAt(at);
    work.set(name, { ms: entry.ms + ms, longest: Math.max(entry.longest, (task?.dur ?? 0) / 1000) });
  };
  for (const event of own) {
    const kind = DOCUMENT_WORK[event.name];
    if (kind) add(kind, (event.dur ?? 0) / 1000, event.ts);
  }
  // The sampling profile of the renderer's main thread: its chunks, in order, build one tree of nodes.
  const profile = events
    .filter((e) => e.pid === pid && e.name === 'ProfileChunk')
    .sort((a, b) => a.ts - b.ts);
  const urls = new Map<number, string | undefined>();
  let time = (
    events.find((e) => e.pid === pid && e.name === 'Profile') as TraceEvent & {
      args?: { data?: { startTime?: number } };
    }
  )?.args?.data?.startTime;
  for (const chunk of profile) {
    const data = (chunk.args as { data?: ProfileChunk } | undefined)?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const { url, functionName } = node.callFrame;
      urls.set(
        node.id,
        url ? fileOf(url) : functionName === '(garbage collector)' ? 'garbage collection' : undefined,
      );
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      time = (time ?? chunk.ts) + (deltas[i] ?? 0);
      const file = urls.get(samples[i] as number);
      const next = deltas[i + 1] ?? 0;
      if (file && file !== 'garbage collection') add(`script ${file}`, next / 1000, time);
    }
  }
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const ms = (task: TraceEvent) => (task.dur ?? 0) / 1000;
  const scriptMs = [...work]
    .filter(([name]) => name.startsWith('script '))
    .reduce((sum, [, w]) => sum + w.ms, 0);
  return {
    mainThreadMs: tasks.reduce((sum, task) => sum + ms(task), 0),
    scriptMs,
    blockingMs: tasks
      .filter((task) => task.ts >= firstPaint)
      .reduce((sum, task) => sum + Math.max(0, ms(task) - 50), 0),
    longestTaskMs: Math.max(0, ...tasks.map(ms)),
    work,
  };
}
