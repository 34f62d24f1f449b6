import picomatch from 'picomatch';
import { dirOf, joinPath, namesAfterPaths, pathRefs, push, type ResolveInput, type ResolverFactory } from './common';
import { isTable, parseToml, tomlAt, tomlString, tomlStrings, type TomlTable, type TomlValue } from './toml';

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

interface Cargo {
  /** Crate directory → its root file. */
  crates: Map<string, number>;
  /** Library crates by the name other crates `use` them by (dashes become underscores) → crate directory. */
  libs: Map<string, string>;
  /** Per package directory: the names its path dependencies are known by → crate directory. */
  dependencies: Map<string, Map<string, string>>;
  packages: Set<string>;
}

export const rustResolver: ResolverFactory = (input) => {
  const { files, position, tags, members } = input;
  const cargo = readCargo(input);
  const rootFiles = new Set(cargo.crates.values());

  const crateCache = new Map<string, Crate>();
  /** The crate a file belongs to: the nearest crate directory above it, else the nearest `src`, else its own directory. */
  const crateOf = (file: number): Crate => {
    const path = files[file];
    const start = dirOf(path);
    const known = crateCache.get(start);
    if (known) return known;
    let crate: Crate | undefined;
    for (let dir = start; ; dir = dirOf(dir)) {
      const root = cargo.crates.get(dir);
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
      crate = { dir, root: ['lib.rs', 'main.rs', 'mod.rs'].map((name) => position.get(joinPath(dir, name) ?? '')).find((i) => i !== undefined) };
    }
    crateCache.set(start, crate);
    return crate;
  };
  const crateByDir = (dir: string): Crate => ({ dir, root: cargo.crates.get(dir) });

  /** The directory a file's child modules live in: its own for crate roots and mod.rs, else one named after it. */
  const moduleDir = (file: number): string => {
    const path = files[file];
    if (rootFiles.has(file) || /(^|\/)(mod|lib|main)\.rs$/.test(path)) return dirOf(path);
    return path.slice(0, -'.rs'.length);
  };
  /** The file of the module whose children live in `dir`: `dir.rs`, `dir/mod.rs`, or the crate root. */
  const moduleFile = (dir: string, crate: Crate): number | undefined =>
    dir === crate.dir ? crate.root : (position.get(`${dir}.rs`) ?? position.get(`${dir}/mod.rs`));

  // Each crate's definitions by name, for re-exports.
  const definers = new Map<string, number[]>();
  for (const i of members) {
    const { dir } = crateOf(i);
    const { strings, names } = tags.get(files[i])!.defs;
    for (const name of names) {
      const key = `${dir}\0${strings[name]}`;
      const list = definers.get(key);
      if (!list || list[list.length - 1] !== i) push(definers, key, i);
    }
  }
  const defines = (file: number, name: string) => {
    const { strings, names } = tags.get(files[file])!.defs;
    return names.some((at) => strings[at] === name);
  };

  /** A crate another one names: a path dependency of the file's package (maybe renamed), else any library of the repository by name. */
  const externCrate = (file: number, name: string): Crate | undefined => {
    let dir: string | undefined;
    for (let pkg = dirOf(files[file]); ; pkg = dirOf(pkg)) {
      if (cargo.packages.has(pkg)) {
        dir = cargo.dependencies.get(pkg)?.get(name);
        break;
      }
      if (pkg === '') break;
    }
    dir ??= cargo.libs.get(name);
    return dir === undefined ? undefined : crateByDir(dir);
  };

  /** The crates a crate's root file names by its paths: where its re-exports of other crates come from. */
  const reexported = new Map<string, Crate[]>();
  const reexportsOf = (crate: Crate): Crate[] => {
    let list = reexported.get(crate.dir);
    if (!list) {
      list = [];
      if (crate.root !== undefined) {
        for (const ref of pathRefs(tags.get(files[crate.root]))) {
          const other = externCrate(crate.root, ref.name.replace(/^::/, '').split('::')[0]);
          if (other && other.dir !== crate.dir && !list.some((c) => c.dir === other.dir)) list.push(other);
        }
      }
      reexported.set(crate.dir, list);
    }
    return list;
  };

  return {
    scopeOf: (file) => crateOf(file).dir,
    reach(file) {
      const reached = new Set<number>();
      const scopes = new Set<string>();
      const own = crateOf(file);
      /** An item named in a module that does not define it: its definers in the module's crate, else in the crates that crate re-exports. */
      const item = (module: number, crate: Crate, name: string) => {
        if (defines(module, name)) return;
        const local = definers.get(`${crate.dir}\0${name}`);
        if (local && local.length <= MAX_ITEM_DEFINERS) {
          for (const i of local) reached.add(i);
          return;
        }
        if (local) return;
        for (const other of reexportsOf(crate)) {
          const found = definers.get(`${other.dir}\0${name}`);
          if (found && found.length <= MAX_ITEM_DEFINERS) {
            for (const i of found) reached.add(i);
            scopes.add(other.dir);
          }
        }
      };
      const tagsHere = tags.get(files[file])!;
      for (const [ref, names] of namesAfterPaths(tagsHere)) {
        const target = resolvePath(ref.name.replace(/^::/, '').split('::'));
        if (!target) continue;
        if (target.file !== undefined) {
          reached.add(target.file);
          if (target.rest.length) item(target.file, target.crate, target.rest[0]);
          else for (const name of names) item(target.file, target.crate, name);
        }
        if (target.crate.dir !== own.dir) scopes.add(target.crate.dir);
      }
      reached.delete(file);
      return { files: reached, scopes };

      function resolvePath(segments: string[]): { file?: number; rest: string[]; crate: Crate } | undefined {
        const [first, ...rest] = segments;
        if (first === 'crate') return walk(own.dir, own, rest, own.root);
        if (first === 'self') return walk(moduleDir(file), own, rest, file);
        if (first === 'super') {
          let dir = moduleDir(file);
          let k = 0;
          while (segments[k] === 'super' && dir !== own.dir) {
            dir = dirOf(dir);
            k++;
          }
          return walk(dir, own, segments.slice(k), moduleFile(dir, own));
        }
        const other = externCrate(file, first);
        if (other) return walk(other.dir, other, rest, other.root);
        if (!rest.length) {
          // `mod x;`, or a bare path inside a use list
          const child = moduleFile(joinPath(moduleDir(file), first) ?? '', own) ?? moduleFile(joinPath(own.dir, first) ?? '', own);
          return child === undefined ? undefined : { file: child, rest: [], crate: own };
        }
        // A path relative to the crate root (2018 edition, or inside a `crate::{…}` list), or to the module.
        for (const dir of [own.dir, moduleDir(file)]) {
          const found = walk(dir, own, segments, undefined);
          if (found.file !== undefined) return found;
        }
        return undefined; // another crate: std, or a dependency from outside
      }

      /** The longest prefix of the path that is a module file; the rest names items in it. */
      function walk(base: string, crate: Crate, segments: string[], baseFile: number | undefined): { file?: number; rest: string[]; crate: Crate } {
        for (let k = segments.length; k > 0; k--) {
          const dir = joinPath(base, segments.slice(0, k).join('/'));
          const found = dir === undefined ? undefined : moduleFile(dir, crate);
          if (found !== undefined) return { file: found, rest: segments.slice(k), crate };
        }
        return { file: baseFile, rest: segments, crate };
      }
    },
  };
};

/** The crates Cargo.toml files declare: their directories and root files, names, path dependencies. */
function readCargo({ files, position, members, manifests }: ResolveInput): Cargo {
  const cargo: Cargo = { crates: new Map(), libs: new Map(), dependencies: new Map(), packages: new Set() };
  const manifestsRead: { dir: string; toml: TomlTable }[] = [];
  for (const [path, text] of manifests.named('Cargo.toml')) {
    const toml = parseToml(text);
    if (toml) manifestsRead.push({ dir: dirOf(path), toml });
  }

  // Workspace members (globs such as `crates/*`), and the path dependencies a workspace shares.
  const memberOf: ((dir: string) => boolean)[] = [];
  const workspaceDependencies = new Map<string, Map<string, string>>();
  for (const { dir, toml } of manifestsRead) {
    const workspace = tomlAt(toml, 'workspace');
    if (!isTable(workspace)) continue;
    const patterns = tomlStrings(workspace.members).map((m) => joinPath(dir, m)).filter((m): m is string => m !== undefined);
    const excluded = tomlStrings(workspace.exclude).map((m) => joinPath(dir, m)).filter((m): m is string => m !== undefined);
    const isMember = picomatch(patterns.length ? patterns : ['\0'], { dot: true });
    const isExcluded = excluded.length ? picomatch(excluded, { dot: true }) : () => false;
    memberOf.push((d) => d === dir || (isMember(d) && !isExcluded(d)));
    workspaceDependencies.set(dir, pathDependencies(dir, tomlAt(workspace, 'dependencies')));
  }

  const addRoot = (dir: string, relative: string | undefined): string | undefined => {
    if (relative === undefined) return undefined;
    const path = joinPath(dir, relative);
    const file = path === undefined ? undefined : position.get(path);
    if (file === undefined) return undefined;
    const crateDir = dirOf(path!);
    if (!cargo.crates.has(crateDir)) cargo.crates.set(crateDir, file);
    return crateDir;
  };
  const libCandidates: { name: string; dir: string; pkg: string; member: boolean }[] = [];
  for (const { dir, toml } of manifestsRead) {
    const name = tomlString(tomlAt(toml, 'package', 'name'));
    if (name === undefined) continue; // a virtual manifest: a workspace only
    cargo.packages.add(dir);
    const libDir = addRoot(dir, tomlString(tomlAt(toml, 'lib', 'path')) ?? 'src/lib.rs');
    if (libDir !== undefined) {
      const libName = (tomlString(tomlAt(toml, 'lib', 'name')) ?? name).replace(/-/g, '_');
      libCandidates.push({ name: libName, dir: libDir, pkg: dir, member: memberOf.some((isMember) => isMember(dir)) });
    }
    addRoot(dir, 'src/main.rs');
    for (const kind of ['bin', 'test', 'bench', 'example']) {
      for (const target of tables(tomlAt(toml, kind))) addRoot(dir, tomlString(target.path));
    }
    const dependencies = new Map<string, string>();
    const sections: TomlValue[] = ['dependencies', 'dev-dependencies', 'build-dependencies'].map((key) => toml[key]);
    const targets = tomlAt(toml, 'target');
    if (isTable(targets)) for (const cfg of Object.values(targets)) if (isTable(cfg)) sections.push(cfg.dependencies, cfg['dev-dependencies']);
    for (const section of sections) {
      for (const [key, dep] of pathDependencies(dir, section)) dependencies.set(key, dep);
      if (!isTable(section)) continue;
      for (const [key, spec] of Object.entries(section)) {
        if (!isTable(spec) || tomlString(spec.workspace) !== 'true') continue;
        for (const [root, shared] of workspaceDependencies) {
          const dep = shared.get(key.replace(/-/g, '_'));
          if (dep !== undefined && (root === '' || dir === root || dir.startsWith(`${root}/`))) dependencies.set(key.replace(/-/g, '_'), dep);
        }
      }
    }
    if (dependencies.size) cargo.dependencies.set(dir, dependencies);
  }
  // The default targets: each file directly in tests/, benches/, examples/ and src/bin/ is a crate root.
  for (const i of members) {
    const dir = dirOf(files[i]);
    const parent = dirOf(dir);
    const base = dir.slice(parent ? parent.length + 1 : 0);
    const isTargetDir = (['tests', 'benches', 'examples'].includes(base) && cargo.packages.has(parent)) || (base === 'bin' && parent.endsWith('src') && cargo.packages.has(dirOf(parent)));
    if (isTargetDir && !cargo.crates.has(dir)) cargo.crates.set(dir, i);
  }
  // A workspace member's library wins a name over a package outside any workspace.
  libCandidates.sort((a, b) => Number(b.member) - Number(a.member));
  for (const { name, dir } of libCandidates) if (!cargo.libs.has(name)) cargo.libs.set(name, dir);
  // Path dependencies name a package directory: the crate is that package's library.
  const libOfPackage = new Map(libCandidates.map(({ pkg, dir }) => [pkg, dir]));
  for (const [pkg, dependencies] of cargo.dependencies) {
    for (const [name, dir] of dependencies) {
      const lib = libOfPackage.get(dir);
      if (lib === undefined) dependencies.delete(name);
      else dependencies.set(name, lib);
    }
    if (!dependencies.size) cargo.dependencies.delete(pkg);
  }
  return cargo;
}

/** `name = { path = "…" }` entries of a dependency table: the name code uses (dashes become underscores) → the package directory. */
function pathDependencies(dir: string, section: TomlValue | undefined): Map<string, string> {
  const result = new Map<string, string>();
  if (!isTable(section)) return result;
  for (const [key, spec] of Object.entries(section)) {
    const path = isTable(spec) ? tomlString(spec.path) : undefined;
    const target = path === undefined ? undefined : joinPath(dir, path);
    if (target !== undefined) result.set(key.replace(/-/g, '_'), target);
  }
  return result;
}

function tables(value: TomlValue | undefined): TomlTable[] {
  return Array.isArray(value) ? value.filter(isTable) : [];
}
