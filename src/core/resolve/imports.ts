import type { FileTags, Imports } from '../types';
import { languageOf } from '../language-lookup';
import { NO_MANIFESTS, type Manifests } from './manifests';
import type { ResolverFactory } from './common';
import { jsResolver } from './js';
import { pythonResolver } from './python';
import { goResolver } from './go';
import { rustResolver } from './rust';
import { jvmResolver } from './jvm';
import { csharpResolver } from './csharp';
import { phpResolver } from './php';
import { rubyResolver } from './ruby';
import { cResolver } from './c';

// What each file's imports reach among the repository's files, by the rules of its language (one
// module per family under ./resolve): files, and whole scopes (a Java package, a C# or PHP namespace, a Rust crate, a Go package). The graph then links a name first to the definition the
// file reaches, and a namesake elsewhere weighs less.

/** The import rules of each language family that has them. */
const RESOLVERS: Record<string, ResolverFactory> = {
  js: jsResolver,
  python: pythonResolver,
  go: goResolver,
  rust: rustResolver,
  jvm: jvmResolver,
  c_sharp: csharpResolver,
  php: phpResolver,
  ruby: rubyResolver,
  c: cResolver,
};

/** What the files' imports reach. Files are indices into the list given to resolveImports. */
export class ImportTable implements Imports {
  /** Per resolved file: the barrels among the files it reaches. */
  private readonly barrelsOf = new Map<number, number[]>();
  /** Per barrel: every file it reaches, through the barrels it reaches in turn (made when first asked). */
  private readonly throughBarrel = new Map<number, Set<number>>();

  constructor(
    /** Per resolved file: the files it reaches one by one. */
    private readonly files: ReadonlyMap<number, ReadonlySet<number>>,
    /** Per resolved file: the scopes it reaches whole. */
    private readonly scopes: ReadonlyMap<number, ReadonlySet<number>>,
    /** Each file's scope, -1 for none. */
    private readonly scopeOf: Int32Array,
    /** Files that re-export what they import (a JavaScript `index` file, a Python `__init__.py`): a file that reaches one reaches what it reaches. */
    private readonly barrels: ReadonlySet<number> = new Set(),
  ) {
    if (!barrels.size) return;
    for (const [file, targets] of files) {
      const list = [...targets].filter((target) => barrels.has(target));
      if (list.length) this.barrelsOf.set(file, list);
    }
  }

  /** Whether the file's language resolves imports: then a definer it does not reach is less likely meant. */
  resolves(file: number): boolean {
    return this.files.has(file);
  }

  /** Whether the file's imports reach the target (a file never reaches itself). */
  has(file: number, target: number): boolean {
    if (file === target) return false;
    if (this.files.get(file)?.has(target)) return true;
    const scope = this.scopeOf[target];
    if (scope >= 0 && this.scopes.get(file)?.has(scope)) return true;
    for (const barrel of this.barrelsOf.get(file) ?? []) if (this.reexported(barrel).has(target)) return true;
    return false;
  }

  private reexported(barrel: number): Set<number> {
    let reached = this.throughBarrel.get(barrel);
    if (!reached) {
      reached = new Set();
      const stack = [barrel];
      while (stack.length) {
        for (const target of this.files.get(stack.pop()!) ?? []) {
          if (reached.has(target)) continue;
          reached.add(target);
          if (this.barrels.has(target)) stack.push(target);
        }
      }
      this.throughBarrel.set(barrel, reached);
    }
    return reached;
  }

  /** Every file the file's imports reach, in index order (for inspection and tests: linear in the files). */
  reached(file: number): number[] {
    const result: number[] = [];
    for (let target = 0; target < this.scopeOf.length; target++) if (this.has(file, target)) result.push(target);
    return result;
  }
}

export const NO_IMPORTS: Imports = new ImportTable(new Map(), new Map(), new Int32Array(0));

/** Resolve every file's imports, once, family by family: each resolver indexes its files, then answers per file. */
export function resolveImports(
  files: readonly string[],
  tags: ReadonlyMap<string, FileTags>,
  manifests: Manifests = NO_MANIFESTS,
  entryOf: ReadonlyMap<string, string> = new Map(),
): Imports {
  // A path that names a copy (folded into another entry) resolves to its entry.
  const position = new Map(files.map((path, i) => [path, i]));
  for (const [copy, entry] of entryOf) if (position.has(entry)) position.set(copy, position.get(entry)!);
  const members = new Map<string, number[]>();
  files.forEach((path, i) => {
    const family = languageOf(path)?.family;
    if (family && RESOLVERS[family] && tags.has(path)) {
      const list = members.get(family);
      if (list) list.push(i);
      else members.set(family, [i]);
    }
  });
  const reachedFiles = new Map<number, Set<number>>();
  const reachedScopes = new Map<number, Set<number>>();
  const scopeOf = new Int32Array(files.length).fill(-1);
  const scopeIds = new Map<string, number>();
  const barrels = new Set<number>();
  for (const [family, list] of members) {
    const resolver = RESOLVERS[family]({ files, position, tags, manifests, members: list });
    if (resolver.isBarrel) for (const i of list) if (resolver.isBarrel(files[i])) barrels.add(i);
    const key = (scope: string) => `${family}\0${scope}`;
    if (resolver.scopeOf) {
      for (const i of list) {
        const scope = resolver.scopeOf(i);
        if (scope === undefined) continue;
        let id = scopeIds.get(key(scope));
        if (id === undefined) scopeIds.set(key(scope), (id = scopeIds.size));
        scopeOf[i] = id;
      }
    }
    for (const i of list) {
      const reach = resolver.reach(i);
      const fileSet = new Set<number>();
      for (const target of reach.files) if (target !== i) fileSet.add(target);
      reachedFiles.set(i, fileSet);
      const scopeSet = new Set<number>();
      for (const scope of reach.scopes) {
        const id = scopeIds.get(key(scope));
        if (id !== undefined) scopeSet.add(id);
      }
      if (scopeSet.size) reachedScopes.set(i, scopeSet);
    }
  }
  return new ImportTable(reachedFiles, reachedScopes, scopeOf, barrels);
}
