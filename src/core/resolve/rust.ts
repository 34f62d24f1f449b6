import { posix } from 'node:path';
import { oneFileEach, type ResolverFactory } from './common';

// Rust: `use crate::…`, `self::…` and `super::…` paths and `mod x;` walked through the module
// files of the crate (the nearest `src` above a file is its crate root's directory).

export const rustResolver: ResolverFactory = (input) => oneFileEach(input, (from, specifier) => resolvePath(from, specifier, input.position));

/** The directory a Rust file's child modules live in: its own for mod.rs, lib.rs and main.rs, else one named after it. */
function moduleDir(path: string): string {
  const base = posix.basename(path, '.rs');
  return ['mod', 'lib', 'main'].includes(base) ? posix.dirname(path) : posix.join(posix.dirname(path), base);
}

/** The crate root's directory: the nearest `src` above the file, else the file's own directory. */
function crateDir(path: string): string {
  const parts = path.split('/');
  const src = parts.lastIndexOf('src', parts.length - 2);
  return src >= 0 ? parts.slice(0, src + 1).join('/') : posix.dirname(path);
}

function resolvePath(from: string, specifier: string, position: ReadonlyMap<string, number>): number | undefined {
  let base: string;
  let segments = specifier.split('::');
  if (segments.length === 1) base = moduleDir(from); // `mod x;`
  else if (segments[0] === 'crate') base = crateDir(from);
  else if (segments[0] === 'self') base = moduleDir(from);
  else if (segments[0] === 'super') base = posix.dirname(moduleDir(from));
  else return undefined; // another crate
  if (segments.length > 1) segments = segments.slice(1);
  // The longest prefix of the path that is a module file (the rest names items inside it).
  for (let k = segments.length; k > 0; k--) {
    const stem = posix.join(base, ...segments.slice(0, k));
    const found = position.get(`${stem}.rs`) ?? position.get(`${stem}/mod.rs`);
    if (found !== undefined) return found;
  }
  return undefined;
}
