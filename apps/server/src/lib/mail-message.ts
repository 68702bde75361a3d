import nodemailer from 'nodemailer';
import type { Mail } from './mailer.js';

interface MailMessage {
  /** Who the SMTP server would be told the mail is from, and whom to deliver it to. */
  envelope: { from: string; to: string[] };
  /** The RFC 5322 message, CRLF line ends. */
  raw: Buffer;
}

/** Lays out one mail. */
export type ComposeMail = (mail: Mail) => Promise<MailMessage>;

/**
 * Lays out the mails of one sender as nodemailer writes them for SMTP (header encoding, folding,
 * 7bit, quoted-printable or base64), through its public stream transport: the bytes the outbox
 * writes to its .eml files (decision 074).
 */
export function mailComposer(from: string): ComposeMail {
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from },
  );
  return async (mail) => {
    const { envelope, message } = await transport.sendMail(mail);
    return { envelope: { from: envelope.from || '', to: envelope.to }, raw: message as Buffer };
  };
}
