/** Quoted-printable back to text: soft line breaks removed, `=XX` bytes read as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const parts = text.replace(/=\r?\n/g, '').split(/(=[0-9A-F]{2})/);
  const bytes = parts.map((part) =>
    /^=[0-9A-F]{2}$/.test(part) ? Buffer.from([Number.parseInt(part.slice(1), 16)]) : Buffer.from(part),
  );
  return Buffer.concat(bytes).toString('utf8');
}
