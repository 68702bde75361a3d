import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ReadMail, readMail } from './mail-parts.js';
import { decodeQuotedPrintable } from './quoted-printable.js';

interface ReceivedMail {
  to: string[];
  /** The raw message with its body decoded (quoted-printable or, for mostly non-Latin text, base64). */
  raw: string;
  /** Its subject in words and each part decoded (a mail with an HTML part is multipart). */
  read: ReadMail;
}

/** A one-part message's body as text: nodemailer writes Arabic text in base64, Latin text quoted-printable. */
function decoded(message: string): string {
  const end = message.indexOf('\r\n\r\n');
  const head = end < 0 ? message : message.slice(0, end);
  if (end < 0 || !/^content-transfer-encoding:\s*base64/im.test(head)) return decodeQuotedPrintable(message);
  return `${head}\r\n\r\n${Buffer.from(message.slice(end + 4).replace(/\s+/g, ''), 'base64').toString('utf8')}`;
}

export interface SmtpReceiver {
  url: string;
  inbox: ReceivedMail[];
  /** SMTP connections opened and closed so far. */
  connections(): number;
  closed(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps every message it receives (plain SMTP, no auth).
 * `idleTimeoutMs`: it drops a connection idle that long, as providers do.
 */
export async function startSmtpReceiver(options: { idleTimeoutMs?: number } = {}): Promise<SmtpReceiver> {
  const inbox: ReceivedMail[] = [];
  let connections = 0;
  let closed = 0;
  const server = new SMTPServer({
    ...(options.idleTimeoutMs && { socketTimeout: options.idleTimeoutMs }),
    onClose() {
      closed += 1;
    },
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const source = Buffer.concat(chunks).toString('utf8');
        const read = readMail(source);
        // A multipart mail's parts are decoded one by one: quoted-printable over base64 would spoil it.
        const raw = read.html
          ? [...read.headers].map(([k, v]) => `${k}: ${v}`).join('\r\n') +
            `\r\n\r\n${read.text}\r\n${read.html}`
          : decoded(source);
        inbox.push({ to, raw, read });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    connections: () => connections,
    closed: () => closed,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
