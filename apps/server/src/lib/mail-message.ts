import { randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { foldLines, hasLongerLines, isPlainText } from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as quotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';
import type { Mail } from './mailer.js';

/**
 * The message of a plain-text mail, laid out as nodemailer's composer writes it (decision 027; the
 * differences: CRLF in the body, quoted-printable lines broken at 76, never base64), for a fraction
 * of its cost: its MimeNode tree and streams took about 0.4 ms of CPU per mail, two per
 * order, the largest part of a checkout's CPU. The header values are encoded by nodemailer's own
 * encoder (address names quoted or MIME-encoded, punycode, encoded words), and the body by its
 * quoted-printable functions; this file only lays them out.
 */
export interface MailMessage {
  /** Who the SMTP server is told the mail is from, and whom to deliver it to. */
  envelope: { from: string; to: string[] };
  /** The RFC 5322 message, CRLF line ends. */
  raw: Buffer;
}

/** Lays out one mail (`now`: its Date header). */
export type ComposeMail = (mail: Mail, now?: Date) => MailMessage;

/** Its encoding methods keep no state, so one node encodes the headers of every mail. */
const headerEncoder = new MimeNode();
const encoded = (key: string, value: string) => headerEncoder.encodeHeaderValue(key, value);
const header = (key: string, value: string) => foldLines(`${key}: ${value}`, 76);
/** The bare addresses of an encoded address header (punycoded as in the header), for the envelope. */
const addresses = (value: string) => addressparser(value, { flatten: true }).map((entry) => entry.address);

/**
 * Lays out the mails of one sender. What depends only on the sender (its encoded From header, the
 * envelope's address, the Message-ID's domain) is worked out once here, not for every mail.
 */
export function mailComposer(from: string): ComposeMail {
  const fromValue = encoded('From', from);
  const fromHeader = header('From', fromValue);
  const sender = addresses(fromValue)[0] ?? '';
  const idDomain = sender.split('@').pop() || 'localhost';
  return (mail, now = new Date()) => {
    const toValue = encoded('To', mail.to);
    // CRLF line ends, and one at the end as nodemailer adds (a contact message has none of its own).
    const lines = mail.text.replace(/\r?\n|\r/g, '\r\n');
    const text = lines.endsWith('\r\n') ? lines : `${lines}\r\n`;
    // 7bit as nodemailer does when it can (ASCII, lines of at most 76), otherwise quoted-printable.
    const sevenBit = isPlainText(text) && !hasLongerLines(text, 76);
    const message = [
      fromHeader,
      header('To', toValue),
      ...(mail.replyTo ? [header('Reply-To', encoded('Reply-To', mail.replyTo))] : []),
      // As nodemailer: no Subject header at all rather than an empty one.
      ...(mail.subject ? [header('Subject', encoded('Subject', mail.subject))] : []),
      `Message-ID: <${randomUUID()}@${idDomain}>`,
      `Content-Transfer-Encoding: ${sevenBit ? '7bit' : 'quoted-printable'}`,
      `Date: ${now.toUTCString().replace(/GMT/, '+0000')}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      sevenBit ? text : wrapQuotedPrintable(quotedPrintable(text), 76),
    ];
    return { envelope: { from: sender, to: addresses(toValue) }, raw: Buffer.from(message.join('\r\n')) };
  };
}
