// The listing of a directory outside git: a walk of the tree under the ignore rules of its .gitignore files.
import { isUtf8 } from 'node:buffer';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { escapedName, type Listed } from './git-listing';
import { compareStrings } from '../util/order';

/** Lists the names in a directory that are not UTF-8 (never walked into: no path names them), and returns the others. */
function namesNotUtf8(abs: string, dir: string, out: Listed[]): Set<string> {
  const valid = new Set<string>();
  for (const name of readdirSync(abs, { encoding: 'buffer' })) {
    if (isUtf8(name)) valid.add(name.toString('utf8'));
    else out.push({ path: `${dir ? `${dir}/` : ''}${escapedName(name)}`, sha: '', mode: '100644', notUtf8: true });
  }
  return valid;
}

/** Outside git: walk the tree, honouring every .gitignore on the way, never following a symlink. */
export function listWalk(root: string): Listed[] {
  const out: Listed[] = [];
  const walk = (dir: string, rules: { base: string; ig: Ignore }[]) => {
    const abs = join(root, dir);
    const here = join(abs, '.gitignore');
    const scoped = existsSync(here) ? [...rules, { base: dir, ig: ignore().add(readFileSync(here, 'utf8')) }] : rules;
    const ignored = (path: string) =>
      scoped.some(({ base, ig }) => ig.ignores(base ? path.slice(base.length + 1) : path));
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => compareStrings(a.name, b.name));
    // Names that are not UTF-8 come as text with U+FFFD in place of their bad bytes: listed from their bytes.
    const valid = entries.some((entry) => entry.name.includes('\uFFFD')) ? namesNotUtf8(abs, dir, out) : undefined;
    for (const entry of entries) {
      if (entry.name === '.git' || (valid && entry.name.includes('\uFFFD') && !valid.has(entry.name))) continue;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!ignored(`${path}/`)) walk(path, scoped);
      } else if (!ignored(path)) {
        out.push({ path, sha: '', mode: entry.isSymbolicLink() ? '120000' : '100644' });
      }
    }
  };
  walk('', []);
  return out.sort((a, b) => compareStrings(a.path, b.path));
}
