import { posix } from 'node:path';
import { dirOf, oneFileEach, type ResolverFactory } from './common';

// JavaScript and TypeScript: relative imports (`./x`, `../y.js`) to files, with the extensions and
// `index` files the bundlers and TypeScript try; an `index` file re-exports (`export … from`) what
// it imports, so who imports it reaches that too. A bare specifier is a package, not a file here.

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.vue'];

export const jsResolver: ResolverFactory = (input) => {
  let stems: Map<string, number> | undefined; // made at the first relative import: many repositories have none
  // The files of a directory import the same paths: each path is resolved once per directory.
  const byDirectory = new Map<string, Map<string, number | undefined>>();
  const resolve = (from: string, specifier: string) => {
    if (!specifier.startsWith('.')) return undefined;
    const dir = dirOf(from);
    let known = byDirectory.get(dir);
    if (!known) byDirectory.set(dir, (known = new Map()));
    if (!known.has(specifier))
      known.set(
        specifier,
        resolveRelative(dir, specifier, () => (stems ??= stemIndex(input.position))),
      );
    return known.get(specifier);
  };
  return oneFileEach(input, resolve, (path) => /(^|\/)index\.[cm]?[jt]sx?$/.test(path));
};

/**
 * What each import path without its extension would find, made once over the files: for a stem,
 * the file of its first candidate in the order tried (the stem itself, the stem plus each of the
 * EXTENSIONS, the stem's `index` file with each of them).
 */
function stemIndex(position: ReadonlyMap<string, number>): Map<string, number> {
  const best = new Map<string, { order: number; file: number }>();
  const offer = (stem: string, order: number, file: number) => {
    const known = best.get(stem);
    if (!known || order < known.order) best.set(stem, { order, file });
  };
  for (const [path, file] of position) {
    offer(path, 0, file);
    EXTENSIONS.forEach((extension, i) => {
      if (!path.endsWith(extension)) return;
      const stem = path.slice(0, -extension.length);
      offer(stem, 1 + i, file);
      if (stem.endsWith('/index')) offer(stem.slice(0, -'/index'.length), 1 + EXTENSIONS.length + i, file);
    });
  }
  return new Map([...best].map(([stem, { file }]) => [stem, file]));
}

/** The file a relative import path names from a directory, if the repository has it. */
function resolveRelative(
  dir: string,
  specifier: string,
  stemsOf: () => ReadonlyMap<string, number>,
): number | undefined {
  const stems = stemsOf();
  const base = posix.join(dir, specifier); // normalized
  const found = stems.get(base);
  if (found !== undefined) return found;
  const compiled = /\.(m|c)?jsx?$/.exec(base); // `import './x.js'` in TypeScript means ./x.ts
  return compiled ? stems.get(base.slice(0, -compiled[0].length)) : undefined;
}
