import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { ms } from './report.js';

export interface Download {
  status: number;
  encoding: string;
  /** Bytes on the wire (compressed when the server compressed). */
  bytes: number;
  /** The CSV's own bytes and rows (header excluded). */
  csvBytes: number;
  rows: number;
  firstByteMs: number;
  ms: number;
}

/**
 * Downloads `path` whole over one connection; with `pace`, reads `pace.kb` kB and then stops reading
 * for `pace.pauseMs` ms, again and again (the socket's buffers fill, then the server's writes wait).
 */
export function download(
  base: string,
  path: string,
  headers: Record<string, string>,
  progress: { bytes: number },
  pace?: { kb: number; pauseMs: number },
): Promise<Download> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(`${base}${path}`, { headers }, (res) => {
      const firstByteMs = performance.now() - started;
      const encoding = res.headers['content-encoding'] ?? 'identity';
      let rows = -1; // the header line
      let csvBytes = 0;
      const countLines = (chunk: Buffer) => {
        csvBytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
      };
      const decoder =
        encoding === 'br'
          ? zlib.createBrotliDecompress()
          : encoding === 'gzip'
            ? zlib.createGunzip()
            : undefined;
      decoder?.on('data', countLines);
      const decoded = decoder ? new Promise((done) => decoder.on('end', done)) : undefined;
      const read = async () => {
        let sincePause = 0;
        for await (const chunk of res as AsyncIterable<Buffer>) {
          progress.bytes += chunk.length;
          if (decoder) decoder.write(chunk);
          else countLines(chunk);
          sincePause += chunk.length;
          if (pace && sincePause >= pace.kb * 1024) {
            sincePause = 0;
            await sleep(pace.pauseMs);
          }
        }
        decoder?.end();
        await decoded;
        return {
          status: res.statusCode ?? 0,
          encoding,
          bytes: progress.bytes,
          csvBytes,
          rows,
          firstByteMs: ms(firstByteMs),
          ms: ms(performance.now() - started),
        };
      };
      read().then(resolve, reject);
    });
    request.on('error', reject);
  });
}
