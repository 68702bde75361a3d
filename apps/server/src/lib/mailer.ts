import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  /** The plain text: every mail has it (the outbox's log reads its links). */
  text: string;
  /** The same mail as HTML, for the clients that show it (`lib/mail-layout.ts`). */
  html?: string;
  /** Where a reply goes (a contact message is answered to its sender, not to the shop). */
  replyTo?: string;
}

/** Sends the shop's e-mails. One instance per app (`app.mailer`). */
export interface Mailer {
  /** Resolves once the mail is sent (or written to the outbox); rejects when that failed. */
  send(mail: Mail): Promise<void>;
  /** Waits for the mails already given, then stops. */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** Real SMTP when set (smtp://user:pass@host:port or smtps://…); otherwise mails go to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** What the mailer asks its thread (`mail-worker.ts`). */
export type MailRequest = { type: 'send'; id: number; mail: Mail } | { type: 'close' };
/** What the thread answers, per mail. */
export type MailResult = { id: number; ok: true; file?: string } | { id: number; ok: false; message: string };

/**
 * The thread is TypeScript like the rest of the server, and each thread has its own module loader:
 * it registers tsx itself (found from here, whatever the working directory), then loads its file.
 */
const WORKER_SOURCE = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(new URL('./mail-worker.ts', import.meta.url).href)}));`;

/**
 * Mails are composed and sent on a thread of their own (decision 068), started with the first mail:
 * the requests being served never wait behind a mail's composition, SMTP dialogue or file write.
 * Without SMTP each mail becomes an .eml file in `outboxDir`, and its
 * links are logged, so the owner can follow a password-reset link from the console.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const waiting = new Map<
    number,
    { mail: Mail; sent: Promise<void>; resolve: () => void; reject: (error: Error) => void }
  >();
  let lastId = 0;
  let worker: Worker | undefined;

  const settle = (result: MailResult) => {
    const entry = waiting.get(result.id);
    if (!entry) return;
    waiting.delete(result.id);
    if (!result.ok) return entry.reject(new Error(result.message));
    if (result.file) {
      const { to, subject, text } = entry.mail;
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      opts.log.info({ to, subject, file: result.file, links }, 'mail written to the outbox');
    }
    entry.resolve();
  };

  const start = () => {
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      // Not the server's flags (a profiler's, say): the thread loads what it needs itself.
      execArgv: [],
      workerData: { smtpUrl: opts.smtpUrl, from: opts.from, outboxDir: opts.outboxDir },
    });
    thread.on('message', settle);
    // A thread that failed takes its unsent mails with it (each one rejected); the next mail starts
    // another. Only the first of its 'error' and 'exit' counts, and none once it was closed or replaced.
    const lost = (error: Error) => {
      if (worker !== thread) return;
      worker = undefined;
      for (const [id, entry] of waiting) {
        waiting.delete(id);
        entry.reject(error);
      }
    };
    thread.on('error', lost);
    thread.on('exit', (code) => lost(new Error(`the mail thread stopped (exit code ${code})`)));
    // It never keeps the process alive by itself: the app closes it (`close`), after its last mails.
    thread.unref();
    return thread;
  };

  return {
    send(mail) {
      worker ??= start();
      const id = ++lastId;
      let settlers = { resolve: () => {}, reject: (_error: Error) => {} };
      const sent = new Promise<void>((resolve, reject) => {
        settlers = { resolve, reject };
      });
      waiting.set(id, { mail, sent, ...settlers });
      worker.postMessage({ type: 'send', id, mail } satisfies MailRequest);
      return sent;
    },
    async close() {
      const thread = worker;
      if (!thread) return;
      await Promise.allSettled([...waiting.values()].map((entry) => entry.sent));
      worker = undefined;
      const exited = new Promise((done) => thread.once('exit', done));
      thread.postMessage({ type: 'close' } satisfies MailRequest);
      await exited;
    },
  };
}
