import { dirOf, joinPath, type ResolverFactory } from './common';
import type { Manifests } from './manifests';
import { indexQualified, qualifiedResolver, typeFiles } from './qualified';

// PHP: a file's namespace is its `namespace` declaration. A file sees its own namespace; `use
// A\B\C;` reaches the file the PSR-4 autoloading of composer.json (`autoload.psr-4`,
// `autoload-dev.psr-4`) maps that class to, else the files that declare class C in namespace A\B;
// `use A\B\{C, D};` and a namespace imported by name reach that namespace whole.

const clean = (name: string) => name.replace(/^\\/, '');

interface Psr4 {
  /** A namespace prefix ending in `\`, or '' for the fallback directories. */
  prefix: string;
  dir: string;
}

export const phpResolver: ResolverFactory = (input) => {
  const index = indexQualified(input, { separator: '\\', fallback: () => '', chained: false, clean });
  const psr4 = psr4Of(input.manifests);
  const { position } = input;
  const autoloaded = (name: string): number | undefined => {
    for (const { prefix, dir } of psr4) {
      if (!name.startsWith(prefix)) continue;
      const path = joinPath(dir, `${name.slice(prefix.length).split('\\').join('/')}.php`);
      const found = path === undefined ? undefined : position.get(path);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return qualifiedResolver(
    input,
    index,
    (namespace) => [namespace],
    (name, reach) => {
      const found = autoloaded(name);
      if (found !== undefined) reach.files.push(found);
      else if (index.types.has(name)) reach.files.push(...index.types.get(name)!);
      else if (index.packages.has(name)) reach.scopes.push(name);
      else reach.files.push(...(typeFiles(index, name) ?? []));
    },
  );
};

/** The PSR-4 mappings of every composer.json, longest prefix first. */
function psr4Of(manifests: Manifests): Psr4[] {
  const result: Psr4[] = [];
  for (const [path, text] of manifests.named('composer.json')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      continue; // malformed: ignored
    }
    for (const section of ['autoload', 'autoload-dev']) {
      const map = (json as Record<string, Record<string, unknown>> | null)?.[section]?.['psr-4'];
      if (!map || typeof map !== 'object' || Array.isArray(map)) continue;
      for (const [prefix, dirs] of Object.entries(map)) {
        for (const dir of Array.isArray(dirs) ? dirs : [dirs]) {
          const location = typeof dir === 'string' ? joinPath(dirOf(path), dir) : undefined;
          if (location !== undefined) result.push({ prefix: clean(prefix), dir: location });
        }
      }
    }
  }
  return result.sort((a, b) => b.prefix.length - a.prefix.length);
}
