import { dirOf, joinPath, namesAfterPaths, pathRefs, push, type ResolveInput, type ResolverFactory } from './common';
import { readCargo, type Cargo } from './cargo';

// Rust: `use` paths walked through the crate's module tree (`crate::`, `self::`, `super::`, `mod x;`,
// paths relative to the crate root or the module, the paths inside nested use lists), other crates
// of the repository by name (Cargo.toml: `[package] name`, `[lib] name` and `path`, targets,
// `[workspace] members`, path dependencies and their renames), and re-exports: a path to an item
// its module does not define (`pub use`, a glob) reaches the item's definers in that crate, or in the
// crates that crate re-exports (`pub extern crate grep_searcher as searcher`).

/** A re-exported item is looked up by name in its crate: more definers than this say nothing. */
const MAX_ITEM_DEFINERS = 4;

interface Crate {
  /** Where its root file is: `mod x;` in the root and `crate::x` look here. The crate's scope key. */
  dir: string;
  /** Its root file (lib.rs, main.rs, a target's `path`), when listed. */
  root?: number;
}

export const rustResolver: ResolverFactory = (input) => {
  const modules = new RustModules(input);
  return { scopeOf: (file) => modules.crateOf(file).dir, reach: (file) => new Reach(modules, file).run() };
};

/** The repository's crates and module files, and each crate's definitions by name (for re-exports). */
class RustModules {
  private readonly cargo: Cargo;
  private readonly rootFiles: Set<number>;
  private readonly crates = new Map<string, Crate>();
  private readonly definers = new Map<string, number[]>();
  private readonly reexported = new Map<string, Crate[]>();

  constructor(private readonly input: ResolveInput) {
    this.cargo = readCargo(input);
    this.rootFiles = new Set(this.cargo.crates.values());
    for (const i of input.members) {
      const { dir } = this.crateOf(i);
      const { strings, names } = input.tags.get(input.files[i])!.defs;
      for (const name of names) {
        const key = `${dir}\0${strings[name]}`;
        const list = this.definers.get(key);
        if (!list || list[list.length - 1] !== i) push(this.definers, key, i);
      }
    }
  }

  /** The crate a file belongs to: the nearest crate directory above it, else the nearest `src`, else its own directory. */
  crateOf(file: number): Crate {
    const path = this.input.files[file];
    const start = dirOf(path);
    const known = this.crates.get(start);
    if (known) return known;
    let crate: Crate | undefined;
    for (let dir = start; ; dir = dirOf(dir)) {
      const root = this.cargo.crates.get(dir);
      if (root !== undefined) {
        crate = { dir, root };
        break;
      }
      if (dir === '') break;
    }
    if (!crate) {
      const parts = path.split('/');
      const src = parts.lastIndexOf('src', parts.length - 2);
      const dir = src >= 0 ? parts.slice(0, src + 1).join('/') : start;
      crate = {
        dir,
        root: ['lib.rs', 'main.rs', 'mod.rs']
          .map((name) => this.input.position.get(joinPath(dir, name) ?? ''))
          .find((i) => i !== undefined),
      };
    }
    this.crates.set(start, crate);
    return crate;
  }

  /** The directory a file's child modules live in: its own for crate roots and mod.rs, else one named after it. */
  moduleDir(file: number): string {
    const path = this.input.files[file];
    if (this.rootFiles.has(file) || /(^|\/)(mod|lib|main)\.rs$/.test(path)) return dirOf(path);
    return path.slice(0, -'.rs'.length);
  }

  /** The file of the module whose children live in `dir`: `dir.rs`, `dir/mod.rs`, or the crate root. */
  moduleFile(dir: string, crate: Crate): number | undefined {
    return dir === crate.dir
      ? crate.root
      : (this.input.position.get(`${dir}.rs`) ?? this.input.position.get(`${dir}/mod.rs`));
  }

  /** The files of a crate that define `name`. */
  definersIn(crate: Crate, name: string): number[] | undefined {
    return this.definers.get(`${crate.dir}\0${name}`);
  }

  defines(file: number, name: string): boolean {
    const { strings, names } = this.input.tags.get(this.input.files[file])!.defs;
    return names.some((at) => strings[at] === name);
  }

  /** A crate another one names: a path dependency of the file's package (maybe renamed), else any library of the repository by name. */
  externCrate(file: number, name: string): Crate | undefined {
    let dir: string | undefined;
    for (let pkg = dirOf(this.input.files[file]); ; pkg = dirOf(pkg)) {
      if (this.cargo.packages.has(pkg)) {
        dir = this.cargo.dependencies.get(pkg)?.get(name);
        break;
      }
      if (pkg === '') break;
    }
    dir ??= this.cargo.libs.get(name);
    return dir === undefined ? undefined : { dir, root: this.cargo.crates.get(dir) };
  }

  /** The crates a crate's root file names by its paths: where its re-exports of other crates come from. */
  reexportsOf(crate: Crate): Crate[] {
    let list = this.reexported.get(crate.dir);
    if (!list) {
      list = [];
      if (crate.root !== undefined) {
        for (const ref of pathRefs(this.input.tags.get(this.input.files[crate.root]))) {
          const other = this.externCrate(crate.root, ref.name.replace(/^::/, '').split('::')[0]);
          if (other && other.dir !== crate.dir && !list.some((c) => c.dir === other.dir)) list.push(other);
        }
      }
      this.reexported.set(crate.dir, list);
    }
    return list;
  }

  tagsOf(file: number) {
    return this.input.tags.get(this.input.files[file])!;
  }
}

/** What one file's `use` paths and `mod` declarations reach. */
class Reach {
  private readonly reached = new Set<number>();
  private readonly scopes = new Set<string>();
  private readonly own: Crate;

  constructor(
    private readonly modules: RustModules,
    private readonly file: number,
  ) {
    this.own = modules.crateOf(file);
  }

  run(): { files: Set<number>; scopes: Set<string> } {
    for (const [ref, names] of namesAfterPaths(this.modules.tagsOf(this.file))) {
      const target = this.resolvePath(ref.name.replace(/^::/, '').split('::'));
      if (!target) continue;
      if (target.file !== undefined) {
        this.reached.add(target.file);
        if (target.rest.length) this.item(target.file, target.crate, target.rest[0]);
        else for (const name of names) this.item(target.file, target.crate, name);
      }
      if (target.crate.dir !== this.own.dir) this.scopes.add(target.crate.dir);
    }
    this.reached.delete(this.file);
    return { files: this.reached, scopes: this.scopes };
  }

  /** An item named in a module that does not define it: its definers in the module's crate, else in the crates that crate re-exports. */
  private item(module: number, crate: Crate, name: string): void {
    if (this.modules.defines(module, name)) return;
    const local = this.modules.definersIn(crate, name);
    if (local && local.length <= MAX_ITEM_DEFINERS) {
      for (const i of local) this.reached.add(i);
      return;
    }
    if (local) return;
    for (const other of this.modules.reexportsOf(crate)) {
      const found = this.modules.definersIn(other, name);
      if (found && found.length <= MAX_ITEM_DEFINERS) {
        for (const i of found) this.reached.add(i);
        this.scopes.add(other.dir);
      }
    }
  }

  private resolvePath(segments: string[]): Target | undefined {
    const { modules, own, file } = this;
    const [first, ...rest] = segments;
    if (first === 'crate') return this.walk(own.dir, own, rest, own.root);
    if (first === 'self') return this.walk(modules.moduleDir(file), own, rest, file);
    if (first === 'super') {
      let dir = modules.moduleDir(file);
      let k = 0;
      while (segments[k] === 'super' && dir !== own.dir) {
        dir = dirOf(dir);
        k++;
      }
      return this.walk(dir, own, segments.slice(k), modules.moduleFile(dir, own));
    }
    const other = modules.externCrate(file, first);
    if (other) return this.walk(other.dir, other, rest, other.root);
    if (!rest.length) {
      // `mod x;`, or a bare path inside a use list
      const child =
        modules.moduleFile(joinPath(modules.moduleDir(file), first) ?? '', own) ??
        modules.moduleFile(joinPath(own.dir, first) ?? '', own);
      return child === undefined ? undefined : { file: child, rest: [], crate: own };
    }
    // A path relative to the crate root (2018 edition, or inside a `crate::{…}` list), or to the module.
    for (const dir of [own.dir, modules.moduleDir(file)]) {
      const found = this.walk(dir, own, segments, undefined);
      if (found.file !== undefined) return found;
    }
    return undefined; // another crate: std, or a dependency from outside
  }

  /** The longest prefix of the path that is a module file; the rest names items in it. */
  private walk(base: string, crate: Crate, segments: string[], baseFile: number | undefined): Target {
    for (let k = segments.length; k > 0; k--) {
      const dir = joinPath(base, segments.slice(0, k).join('/'));
      const found = dir === undefined ? undefined : this.modules.moduleFile(dir, crate);
      if (found !== undefined) return { file: found, rest: segments.slice(k), crate };
    }
    return { file: baseFile, rest: segments, crate };
  }
}

/** Where a path leads: a module file (if any), the rest of the path (items in it), and its crate. */
interface Target {
  file?: number;
  rest: string[];
  crate: Crate;
}
