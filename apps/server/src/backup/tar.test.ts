import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readTar, type TarEntry, tarStream } from './tar.js';

/** The backup's tar: folders and files written as a stream, read back as a stream. */

const big = randomBytes(3 * 1024 * 1024 + 17);
const small = Buffer.from('16\n');
const deep = `pgdata/${'n'.repeat(90)}/${'m'.repeat(60)}/2619_fsm`;

const ENTRIES: TarEntry[] = [
  { type: 'directory', name: 'pgdata/base' },
  // In pieces of uneven sizes, as a file stream gives them.
  {
    name: 'pgdata/base/2619',
    size: big.length,
    open: () => Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
  },
  { name: 'pgdata/PG_VERSION', size: small.length, open: () => Readable.from([small]) },
  { name: deep, size: 0, open: () => Readable.from([]) },
];

async function archive(entries: TarEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tarStream(entries)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The archive as a stream of small pieces, so that headers and files straddle them. */
const pieces = (bytes: Buffer, size = 4093) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
  );

describe('tar', () => {
  it('reads back every folder and file, content whole, including a file its reader skipped', async () => {
    const read: { type: string; name: string; content?: Buffer }[] = [];
    for await (const item of readTar(pieces(await archive(ENTRIES)))) {
      if (item.type === 'directory') {
        read.push(item);
      } else if (item.name === 'pgdata/base/2619') {
        // Only the first piece is read; the rest of the file must be skipped, not taken for headers.
        for await (const chunk of item.content) {
          expect(chunk.equals(big.subarray(0, chunk.length))).toBe(true);
          break;
        }
        read.push({ type: item.type, name: item.name });
      } else {
        const chunks: Buffer[] = [];
        for await (const chunk of item.content) chunks.push(chunk);
        read.push({ type: item.type, name: item.name, content: Buffer.concat(chunks) });
      }
    }
    expect(read).toEqual([
      { type: 'directory', name: 'pgdata/base' },
      { type: 'file', name: 'pgdata/base/2619' },
      { type: 'file', name: 'pgdata/PG_VERSION', content: small },
      { type: 'file', name: deep, content: Buffer.alloc(0) },
    ]);
  });

  it('reads an archive written before tar-stream, by the shop’s own ustar writer (old backups)', async () => {
    // Made by that writer (tar.ts before 2026-11-27): a folder, a file, a small one, one whose path
    // needs ustar's prefix field. The file holds the bytes 0, 1, … 250, 0, 1, …
    const archive = await readFile(new URL('./testdata/before-tar-stream.tar', import.meta.url));
    const read: { type: string; name: string; content?: Buffer }[] = [];
    for await (const item of readTar(pieces(archive, 700))) {
      if (item.type === 'directory') {
        read.push(item);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of item.content) chunks.push(chunk);
      read.push({ type: item.type, name: item.name, content: Buffer.concat(chunks) });
    }
    expect(read).toEqual([
      { type: 'directory', name: 'pgdata/base' },
      {
        type: 'file',
        name: 'pgdata/base/2619',
        content: Buffer.from(Array.from({ length: 1500 }, (_, i) => i % 251)),
      },
      { type: 'file', name: 'pgdata/PG_VERSION', content: small },
      { type: 'file', name: deep, content: Buffer.alloc(0) },
    ]);
  });

  it('refuses an archive cut short and one with a damaged header', async () => {
    const whole = await archive(ENTRIES);
    const drain = async (bytes: Buffer) => {
      for await (const item of readTar(pieces(bytes))) {
        if (item.type === 'file') for await (const _ of item.content);
      }
    };
    await expect(drain(whole.subarray(0, 2 * 1024 * 1024))).rejects.toThrow('The archive ends early');
    const damaged = Buffer.from(whole);
    damaged[512 + 3] = 0x41; // a byte of the second header's name
    await expect(drain(damaged)).rejects.toThrow('The archive is damaged');
  });

  it('refuses to write a file whose size changed while it was read', async () => {
    const grown: TarEntry = {
      name: 'pgdata/global/1262',
      size: 10,
      open: () => Readable.from([Buffer.alloc(12)]),
    };
    await expect(archive([grown])).rejects.toThrow('pgdata/global/1262 changed while it was archived');
  });
});
