import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, type Pack, pack } from 'tar-stream';

/**
 * The backup's tar, written and read by tar-stream as streams: a 100,000-product database is over a
 * gigabyte, and no entry is ever held whole in memory. Archives made before (the shop's own ustar
 * writer) read the same way.
 */

export type TarEntry =
  | {
      type?: 'file';
      name: string;
      size: number;
      open(): Readable | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
    }
  | { type: 'directory'; name: string };

type FileEntry = Exclude<TarEntry, { type: 'directory' }>;

/** An entry as read back: a file's content streams from the archive, once, before the next entry. */
export type TarItem =
  | { type: 'file'; name: string; size: number; content: AsyncIterable<Buffer> }
  | { type: 'directory'; name: string };

/** Adds a file, writing no faster than the archive is read. */
async function addFile(archive: Pack, entry: FileEntry): Promise<void> {
  let sink!: ReturnType<Pack['entry']>;
  const added = new Promise<void>((resolve, reject) => {
    sink = archive.entry({ name: entry.name, size: entry.size }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
  // A failure here fails the whole archive, whose reader sees it: the entry itself need not report it.
  added.catch(() => {});
  sink.on('error', () => {});
  let written = 0;
  for await (const chunk of entry.open()) {
    written += chunk.length;
    if (written > entry.size) break;
    if (!sink.write(chunk)) await Promise.race([once(sink, 'drain'), added]);
  }
  // A file that changed size while being read would shift every later header: refuse it.
  if (written !== entry.size) throw new Error(`${entry.name} changed while it was archived`);
  sink.end(null); // streamx's types ask for a last chunk; null is none
  await added;
}

async function addEntries(archive: Pack, entries: AsyncIterable<TarEntry> | Iterable<TarEntry>) {
  for await (const entry of entries) {
    if (entry.type === 'directory') archive.entry({ name: `${entry.name}/`, type: 'directory' });
    else await addFile(archive, entry);
  }
  archive.finalize();
}

/** The archive's bytes: each entry's header, its content, padding; then the two empty end blocks. */
export async function* tarStream(
  entries: AsyncIterable<TarEntry> | Iterable<TarEntry>,
): AsyncGenerator<Buffer> {
  const archive = pack();
  addEntries(archive, entries).catch((error: Error) => archive.destroy(error));
  yield* archive as AsyncIterable<Buffer>;
}

/** tar-stream's errors in the words the restore shows the shop owner. */
function archiveError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (message === 'Unexpected end of data') return new Error('The archive ends early (truncated file?)');
  if (message.startsWith('Invalid tar header')) return new Error('The archive is damaged');
  return error;
}

/** An entry's bytes, read without ending the archive when its reader stops early. */
async function* contentOf(entry: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  const chunks = entry[Symbol.asyncIterator]();
  try {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
  } catch (error) {
    throw archiveError(error);
  }
}

/**
 * Each file and folder of the archive, in order; throws on a truncated or damaged archive. A file's
 * content must be read (or left) before asking for the next entry: whatever is left is skipped.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarItem> {
  const extractor = extract();
  // Its failures (a damaged gzip, say) reach the entries below, through the extractor they destroy.
  pipeline(source, extractor).catch(() => {});
  try {
    for await (const entry of extractor) {
      const { type, size = 0 } = entry.header;
      const name = entry.header.name.replace(/\/$/, '');
      if (type === 'directory') yield { type, name };
      else if (type === 'file') yield { type, name, size, content: contentOf(entry) };
      else throw new Error(`Unexpected entry in the archive: ${name}`);
      // Whatever the caller did not read of the file is skipped.
      entry.resume();
    }
  } catch (error) {
    throw archiveError(error);
  }
}
