import { randomBytes } from 'node:crypto';
import { writeFile as writeFileCallback } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (a contact message is answered to its sender, not to the shop). */
  replyTo?: string;
}

/** Sends the shop's e-mails. One instance per app (`app.mailer`). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** Real SMTP when set (smtp://user:pass@host:port or smtps://…); otherwise mails go to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

export function createMailer(opts: MailerOptions): Mailer {
  return opts.smtpUrl ? smtpMailer(opts.smtpUrl, opts.from) : outboxMailer(opts);
}

/**
 * Pooled: every order sends two mails, and a connection per mail (TCP, greeting, EHLO, and with most
 * providers TLS and AUTH) costs more than the message. The pool keeps up to five connections open and
 * sends one after another on them; a connection the server drops is replaced at the next mail.
 * `?pool=false` in SMTP_URL turns it off.
 */
function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP the shop still works out of the box: each mail becomes an .eml file (any mail client
 * opens it) and its links are logged, so the owner can follow a password-reset link from the console.
 */
function outboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // `buffer: true` above: the message is a Buffer, not a stream.
      await writeCreatingDir(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

/**
 * fs.writeFile's callback form: it costs half the CPU of fs/promises' writeFile (Node 20), whose
 * chunked writes through a FileHandle were a tenth of a checkout's CPU (two mails per order).
 */
const writeFile = promisify(writeFileCallback);

/** The folder is made when a write first finds it missing, not checked before every mail (each order sends two). */
async function writeCreatingDir(file: string, data: string | NodeJS.ArrayBufferView): Promise<void> {
  try {
    await writeFile(file, data);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }
}
