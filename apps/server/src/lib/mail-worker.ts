import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import { mailComposer } from './mail-message.js';
import type { Mail, MailerOptions, MailRequest, MailResult } from './mailer.js';

/**
 * The mailer's thread (decision 068): the shoppers' requests do not wait behind the mails, two per
 * order. `mailer.ts` starts it and talks to it; this side owns the transport, and nodemailer composes
 * each message.
 */

type Options = Pick<MailerOptions, 'smtpUrl' | 'from' | 'outboxDir'>;

interface Transport {
  /** Sends the mail; with the outbox, the file it was written to. */
  send(mail: Mail): Promise<string | undefined>;
  close(): void;
}

/**
 * Pooled: every order sends two mails, and a connection per mail (TCP, greeting, EHLO, and with most
 * providers TLS and AUTH) costs more than the message. The pool keeps up to five connections open and
 * sends one after another on them; a connection the server drops is replaced at the next mail.
 * `?pool=false` in SMTP_URL turns it off.
 */
function smtpTransport(smtpUrl: string, from: string): Transport {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true }, { from });
  return {
    async send(mail) {
      await transport.sendMail(mail);
      return undefined;
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP the shop still works out of the box: each mail becomes an .eml file, which any mail
 * client opens (`mailer.ts` logs its links, so the owner can follow a password-reset link).
 */
function outboxTransport(from: string, outboxDir: string): Transport {
  const compose = mailComposer(from);
  return {
    async send(mail) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      writeCreatingDir(file, (await compose(mail)).raw);
      return file;
    },
    close: () => {},
  };
}

/**
 * Written synchronously: this thread has nothing else to do meanwhile, and an asynchronous write
 * hands its open, write and close to libuv's threads one after the other, waking two threads per step
 * (fs/promises' chunked FileHandle writes cost twice as much again).
 */
function writeCreatingDir(file: string, data: NodeJS.ArrayBufferView): void {
  // The folder is made when a write first finds it missing, not checked before every mail.
  try {
    writeFileSync(file, data);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  }
}

const port = parentPort;
if (!port) throw new Error('mail-worker.ts runs as a worker thread (see mailer.ts)');
const { smtpUrl, from, outboxDir } = workerData as Options;
const transport = smtpUrl ? smtpTransport(smtpUrl, from) : outboxTransport(from, outboxDir);

port.on('message', (request: MailRequest) => {
  if (request.type === 'close') {
    transport.close();
    port.close();
    return;
  }
  transport.send(request.mail).then(
    (file) => port.postMessage({ id: request.id, ok: true, file } satisfies MailResult),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies MailResult),
  );
});
