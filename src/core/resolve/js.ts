import { posix } from 'node:path';
import { oneFileEach, type ResolverFactory } from './common';

// JavaScript and TypeScript: relative imports (`./x`, `../y.js`) to files, with the extensions and
// `index` files the bundlers and TypeScript try; an `index` file re-exports (`export … from`) what
// it imports, so who imports it reaches that too. A bare specifier is a package, not a file here.

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.vue'];

export const jsResolver: ResolverFactory = (input) =>
  oneFileEach(input, (from, specifier) => resolveRelative(from, specifier, input.position), (path) => /(^|\/)index\.[cm]?[jt]sx?$/.test(path));

function resolveRelative(from: string, specifier: string, position: ReadonlyMap<string, number>): number | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const stems = [base];
  const compiled = /\.(m|c)?jsx?$/.exec(base); // `import './x.js'` in TypeScript means ./x.ts
  if (compiled) stems.push(base.slice(0, -compiled[0].length));
  for (const stem of stems) {
    for (const candidate of [stem, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => `${stem}/index${e}`)]) {
      const found = position.get(candidate);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
