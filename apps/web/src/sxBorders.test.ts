import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * MUI's `sx` turns a number into a solid border only for `border`, `borderTop`, `borderRight`,
 * `borderBottom` and `borderLeft`. For a logical side (`borderBlockEnd: 1`) the number becomes a
 * width with no style, and nothing is drawn: seven dividers of the shop were invisible that way.
 * Logical sides take a full value, `'1px solid'`.
 */
const NUMERIC_LOGICAL_BORDER = /\bborder(?:Block|Inline)(?:Start|End)?\s*:\s*\d/;

const root = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('sx borders', () => {
  it('give logical border sides a full value, never a bare number', () => {
    const offenders = sources(root).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          NUMERIC_LOGICAL_BORDER.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
