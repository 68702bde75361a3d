import type { Readable } from 'node:stream';

/**
 * The few lines of POSIX tar (ustar) a backup needs: regular files and folders, written and read as
 * streams (a 100,000-product database is over a gigabyte; no entry is ever held whole in memory).
 * Written here rather than taken from a package: the shop has no tar dependency, and a backup needs
 * none of tar's links, devices or long-name extensions.
 */

const BLOCK = 512;
const NAME = 100;
const PREFIX = 155;

export type TarEntry =
  | {
      type?: 'file';
      name: string;
      size: number;
      open(): Readable | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
    }
  | { type: 'directory'; name: string };

/** An entry as read back: a file's content streams from the archive, once, before the next entry. */
export type TarItem =
  | { type: 'file'; name: string; size: number; content: AsyncIterable<Buffer> }
  | { type: 'directory'; name: string };

const FILE = '0';
const DIRECTORY = '5';

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Long paths go in ustar's prefix field, split at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= NAME) return { prefix: '', base: name };
  const cut = name.lastIndexOf('/', PREFIX);
  const split = { prefix: name.slice(0, cut), base: name.slice(cut + 1) };
  if (cut <= 0 || Buffer.byteLength(split.base) > NAME)
    throw new Error(`Path too long for a backup: ${name}`);
  return split;
}

function header(name: string, size: number, type: typeof FILE | typeof DIRECTORY): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0);
  block.write(octal(type === DIRECTORY ? 0o755 : 0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  block.write('        ', 148); // the checksum counts its own field as spaces
  block.write(type, 156);
  block.write('ustar\0' + '00', 257);
  block.write(prefix, 345);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive's bytes: each entry's header, its content, padding; then the two empty end blocks. */
export async function* tarStream(
  entries: AsyncIterable<TarEntry> | Iterable<TarEntry>,
): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    if (entry.type === 'directory') {
      yield header(`${entry.name}/`, 0, DIRECTORY);
      continue;
    }
    yield header(entry.name, entry.size, FILE);
    let written = 0;
    for await (const chunk of entry.open()) {
      written += chunk.length;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    }
    // A file that changed size while being read would shift every later header: refuse it.
    if (written !== entry.size) throw new Error(`${entry.name} changed while it was archived`);
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Reads exact byte counts out of a stream of chunks. */
class ByteReader {
  #buffered: Buffer[] = [];
  #length = 0;
  readonly #source: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  /** Exactly `size` bytes, or undefined when the stream ends first. */
  async read(size: number): Promise<Buffer | undefined> {
    while (this.#length < size) {
      const next = await this.#source.next();
      if (next.done) return undefined;
      this.#buffered.push(next.value);
      this.#length += next.value.length;
    }
    const all = this.#buffered.length === 1 ? this.#buffered[0] : Buffer.concat(this.#buffered, this.#length);
    const taken = (all as Buffer).subarray(0, size);
    const rest = (all as Buffer).subarray(size);
    this.#buffered = rest.length > 0 ? [rest] : [];
    this.#length = rest.length;
    return taken;
  }

  /** The next `size` bytes as they arrive; throws when the stream ends first. */
  async *chunks(size: number): AsyncGenerator<Buffer> {
    let left = size;
    while (left > 0) {
      let chunk = this.#buffered.shift();
      if (chunk) {
        this.#length -= chunk.length;
      } else {
        const next = await this.#source.next();
        if (next.done) throw new Error('The archive ends early (truncated file?)');
        chunk = next.value;
      }
      if (chunk.length > left) {
        this.#buffered.unshift(chunk.subarray(left));
        this.#length += chunk.length - left;
        chunk = chunk.subarray(0, left);
      }
      left -= chunk.length;
      yield chunk;
    }
  }
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString();
}

/**
 * Each file and folder of the archive, in order; throws on a truncated or damaged archive. A file's
 * content must be read (or left) before asking for the next entry: whatever is left is skipped.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarItem> {
  const reader = new ByteReader(source);
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) throw new Error('The archive ends early (truncated file?)');
    if (block.every((byte) => byte === 0)) return;
    const stored = Number.parseInt(field(block, 148, 8).trim(), 8);
    block.write('        ', 148);
    if (stored !== block.reduce((total, byte) => total + byte, 0)) throw new Error('The archive is damaged');
    const prefix = field(block, 345, PREFIX);
    const name = (prefix ? `${prefix}/${field(block, 0, NAME)}` : field(block, 0, NAME)).replace(/\/$/, '');
    const size = Number.parseInt(field(block, 124, 12).trim(), 8);
    const type = field(block, 156, 1);
    if (type === DIRECTORY) {
      yield { type: 'directory', name };
      continue;
    }
    if (type !== FILE && type !== '') throw new Error(`Unexpected entry in the archive: ${name}`);
    let left = size;
    const content = (async function* () {
      for await (const chunk of reader.chunks(left)) {
        left -= chunk.length;
        yield chunk;
      }
    })();
    yield { type: 'file', name, size, content };
    // Whatever the caller did not read of the file is skipped.
    for await (const chunk of reader.chunks(left)) left -= chunk.length;
    if (!(await reader.read(padding(size).length)))
      throw new Error('The archive ends early (truncated file?)');
  }
}
