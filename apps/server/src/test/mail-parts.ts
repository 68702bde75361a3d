import { decodeQuotedPrintable } from './quoted-printable.js';

/** A mail as a person reads it: its headers, subject in words, and its text and HTML parts decoded. */
export interface ReadMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  /** Empty for a mail of text only. */
  html: string;
}

/** Header lines unfolded, by lowercase name (the last of a repeated name). */
function headersOf(head: string): Map<string, string> {
  const lines = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  return new Map(
    lines
      .filter((line) => line.includes(':'))
      .map((line) => [
        line.slice(0, line.indexOf(':')).trim().toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
}

/** RFC 2047 encoded words ('=?UTF-8?B?…?=', '=?UTF-8?Q?…?='), as nodemailer writes a non-ASCII subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, body: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeQuotedPrintable(body.replace(/_/g, ' ')),
    );
}

/** A part's content decoded, its lines ending in '\n' as the mail was written (SMTP sends CRLF). */
function bodyOf(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return text.replace(/\r\n/g, '\n');
}

function split(source: string): { head: string; body: string } {
  const end = source.search(/\r?\n\r?\n/);
  if (end < 0) return { head: source, body: '' };
  return { head: source.slice(0, end), body: source.slice(end).replace(/^\r?\n\r?\n/, '') };
}

/**
 * Reads a message as the shop's mailer writes it: one text part, or multipart/alternative with a text
 * and an HTML part (each quoted-printable, base64 or 7bit).
 */
export function readMail(source: string): ReadMail {
  const { head, body } = split(source);
  const headers = headersOf(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const mail: ReadMail = { headers, subject: decodeWords(headers.get('subject') ?? ''), text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    mail.text = bodyOf(headers, body);
    return mail;
  }
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const inner = split(part.replace(/^\r?\n/, ''));
    const partHeaders = headersOf(inner.head);
    const content = bodyOf(partHeaders, inner.body.replace(/\r?\n$/, ''));
    if ((partHeaders.get('content-type') ?? '').startsWith('text/html')) mail.html = content;
    else mail.text = content;
  }
  return mail;
}
