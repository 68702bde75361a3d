import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf, type Locale, type ServerPage } from '@shop/shared';

// The web build's manifest: which files a page's code and words are, in the order the browser runs them.

export interface ManifestChunk {
  file: string;
  imports?: string[];
}

function readManifestFile(webDist: string, name: string): Record<string, ManifestChunk> {
  const file = path.join(webDist, '.vite', name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
}

/** Vite's build manifest (`build.manifest`) of the app, if the web app was built with one. */
export const readManifest = (webDist: string) => readManifestFile(webDist, 'manifest.json');

/** The islands' build's manifest (`--mode islands`, decision 115); empty for a build without it. */
export const readIslandsManifest = (webDist: string) => readManifestFile(webDist, 'islands-manifest.json');

/**
 * Where the web build put each island module (`dist/.vite/islands.json`, decision 098): module → file
 * of its chunk; empty for a build without islands.
 */
export function readIslandChunks(webDist: string): Record<string, string> {
  const file = path.join(webDist, '.vite', 'islands.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The files of an island module's chunk and of every chunk it imports, in evaluation order. */
export function islandFiles(
  manifest: Record<string, ManifestChunk>,
  islandChunks: Record<string, string>,
  module: string,
): string[] {
  const file = islandChunks[module];
  const key = Object.keys(manifest).find((name) => manifest[name]?.file === file);
  return key ? chunkFiles(manifest, key) : [];
}

/**
 * The code a page in `locale` needs before it starts: its words (every page's chunk, and the pages' own
 * unless it reads only the former) and, right to left, the style plugins that mirror MUI's styles (not
 * on a page drawn as islands, which has no MUI to mirror: `mirrorsMui` false).
 */
export function languageFiles(
  manifest: Record<string, ManifestChunk>,
  locale: Locale,
  words: ServerPage['words'],
  mirrorsMui = true,
): string[] {
  const modules = Object.keys(manifest).filter(
    (key) =>
      key.endsWith(`/i18n/${locale}/shell.ts`) ||
      (words === 'pages' && key.endsWith(`/i18n/${locale}/pages.ts`)) ||
      (mirrorsMui && directionOf(locale) === 'rtl' && key.endsWith('src/lib/rtlStyles.ts')),
  );
  // The words' chunks may import a chunk in common: each file once.
  return [...new Set(modules.flatMap((module) => chunkFiles(manifest, module)))];
}

/**
 * The files of a module's chunk and of every chunk it imports, each once, in the order the browser
 * evaluates them: every chunk after the chunks it imports.
 */
export function chunkFiles(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  visit(module);
  return files;
}
