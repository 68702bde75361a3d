import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from './quoted-printable.js';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone, enough to find links. */
  raw: string;
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
        inbox.push({ to, raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
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
