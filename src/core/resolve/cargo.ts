// Cargo manifests: the crates of a Rust repository, their root files, library names and path dependencies.
import picomatch from 'picomatch';
import { dirOf, joinPath, type ResolveInput } from './common';
import { isTable, parseToml, tomlAt, tomlString, tomlStrings, type TomlTable, type TomlValue } from './toml';

export interface Cargo {
  /** Crate directory → its root file. */
  crates: Map<string, number>;
  /** Library crates by the name other crates `use` them by (dashes become underscores) → crate directory. */
  libs: Map<string, string>;
  /** Per package directory: the names its path dependencies are known by → crate directory. */
  dependencies: Map<string, Map<string, string>>;
  packages: Set<string>;
}

interface Manifest {
  dir: string;
  toml: TomlTable;
}

interface LibCandidate {
  name: string;
  dir: string;
  pkg: string;
  member: boolean;
}

interface Workspaces {
  /** Whether a package directory is a member of some workspace. */
  memberOf: ((dir: string) => boolean)[];
  /** Per workspace directory: the path dependencies it shares with its members. */
  dependencies: Map<string, Map<string, string>>;
}

/** The crates Cargo.toml files declare: their directories and root files, names, path dependencies. */
export function readCargo({ files, position, members, manifests }: ResolveInput): Cargo {
  const cargo: Cargo = { crates: new Map(), libs: new Map(), dependencies: new Map(), packages: new Set() };
  const manifestsRead: Manifest[] = [];
  for (const [path, text] of manifests.named('Cargo.toml')) {
    const toml = parseToml(text);
    if (toml) manifestsRead.push({ dir: dirOf(path), toml });
  }
  const workspaces = readWorkspaces(manifestsRead);
  const addRoot = (dir: string, relative: string | undefined) => addCrateRoot(cargo, position, dir, relative);
  const libCandidates: LibCandidate[] = [];
  for (const manifest of manifestsRead) {
    const library = readPackage(cargo, manifest, workspaces, addRoot);
    if (library) libCandidates.push(library);
  }
  addDefaultTargets(cargo, files, members);
  nameLibraries(cargo, libCandidates);
  return cargo;
}

/** Workspace members (globs such as `crates/*`), and the path dependencies a workspace shares. */
function readWorkspaces(manifests: Manifest[]): Workspaces {
  const workspaces: Workspaces = { memberOf: [], dependencies: new Map() };
  for (const { dir, toml } of manifests) {
    const workspace = tomlAt(toml, 'workspace');
    if (!isTable(workspace)) continue;
    const patterns = tomlStrings(workspace.members)
      .map((m) => joinPath(dir, m))
      .filter((m): m is string => m !== undefined);
    const excluded = tomlStrings(workspace.exclude)
      .map((m) => joinPath(dir, m))
      .filter((m): m is string => m !== undefined);
    const isMember = picomatch(patterns.length ? patterns : ['\0'], { dot: true });
    const isExcluded = excluded.length ? picomatch(excluded, { dot: true }) : () => false;
    workspaces.memberOf.push((d) => d === dir || (isMember(d) && !isExcluded(d)));
    workspaces.dependencies.set(dir, pathDependencies(dir, tomlAt(workspace, 'dependencies')));
  }
  return workspaces;
}

/** A crate root at `relative` to a package directory, when the file is listed: the crate's directory. */
function addCrateRoot(
  cargo: Cargo,
  position: ReadonlyMap<string, number>,
  dir: string,
  relative: string | undefined,
): string | undefined {
  if (relative === undefined) return undefined;
  const path = joinPath(dir, relative);
  const file = path === undefined ? undefined : position.get(path);
  if (file === undefined) return undefined;
  const crateDir = dirOf(path!);
  if (!cargo.crates.has(crateDir)) cargo.crates.set(crateDir, file);
  return crateDir;
}

/** A package's crates (library, main, targets) and path dependencies; its library, as a candidate for its name. */
function readPackage(
  cargo: Cargo,
  { dir, toml }: Manifest,
  workspaces: Workspaces,
  addRoot: (dir: string, relative: string | undefined) => string | undefined,
): LibCandidate | undefined {
  const name = tomlString(tomlAt(toml, 'package', 'name'));
  if (name === undefined) return undefined; // a virtual manifest: a workspace only
  cargo.packages.add(dir);
  const libDir = addRoot(dir, tomlString(tomlAt(toml, 'lib', 'path')) ?? 'src/lib.rs');
  const library =
    libDir === undefined
      ? undefined
      : {
          name: (tomlString(tomlAt(toml, 'lib', 'name')) ?? name).replace(/-/g, '_'),
          dir: libDir,
          pkg: dir,
          member: workspaces.memberOf.some((isMember) => isMember(dir)),
        };
  addRoot(dir, 'src/main.rs');
  for (const kind of ['bin', 'test', 'bench', 'example']) {
    for (const target of tables(tomlAt(toml, kind))) addRoot(dir, tomlString(target.path));
  }
  const dependencies = packageDependencies(dir, toml, workspaces);
  if (dependencies.size) cargo.dependencies.set(dir, dependencies);
  return library;
}

/** A package's path dependencies, its own and those it takes from its workspace (`dep = { workspace = true }`), in every section and target. */
function packageDependencies(dir: string, toml: TomlTable, workspaces: Workspaces): Map<string, string> {
  const dependencies = new Map<string, string>();
  const sections: TomlValue[] = ['dependencies', 'dev-dependencies', 'build-dependencies'].map((key) => toml[key]);
  const targets = tomlAt(toml, 'target');
  if (isTable(targets))
    for (const cfg of Object.values(targets))
      if (isTable(cfg)) sections.push(cfg.dependencies, cfg['dev-dependencies']);
  for (const section of sections) {
    for (const [key, dep] of pathDependencies(dir, section)) dependencies.set(key, dep);
    if (!isTable(section)) continue;
    for (const [key, spec] of Object.entries(section)) {
      if (!isTable(spec) || tomlString(spec.workspace) !== 'true') continue;
      for (const [root, shared] of workspaces.dependencies) {
        const dep = shared.get(key.replace(/-/g, '_'));
        if (dep !== undefined && (root === '' || dir === root || dir.startsWith(`${root}/`)))
          dependencies.set(key.replace(/-/g, '_'), dep);
      }
    }
  }
  return dependencies;
}

/** The default targets: each file directly in tests/, benches/, examples/ and src/bin/ is a crate root. */
function addDefaultTargets(cargo: Cargo, files: readonly string[], members: Iterable<number>): void {
  for (const i of members) {
    const dir = dirOf(files[i]);
    const parent = dirOf(dir);
    const base = dir.slice(parent ? parent.length + 1 : 0);
    const isTargetDir =
      (['tests', 'benches', 'examples'].includes(base) && cargo.packages.has(parent)) ||
      (base === 'bin' && parent.endsWith('src') && cargo.packages.has(dirOf(parent)));
    if (isTargetDir && !cargo.crates.has(dir)) cargo.crates.set(dir, i);
  }
}

/** Libraries by name (a workspace member's wins over a package outside any workspace); path dependencies resolved to their package's library. */
function nameLibraries(cargo: Cargo, libCandidates: LibCandidate[]): void {
  libCandidates.sort((a, b) => Number(b.member) - Number(a.member));
  for (const { name, dir } of libCandidates) if (!cargo.libs.has(name)) cargo.libs.set(name, dir);
  const libOfPackage = new Map(libCandidates.map(({ pkg, dir }) => [pkg, dir]));
  for (const [pkg, dependencies] of cargo.dependencies) {
    for (const [name, dir] of dependencies) {
      const lib = libOfPackage.get(dir);
      if (lib === undefined) dependencies.delete(name);
      else dependencies.set(name, lib);
    }
    if (!dependencies.size) cargo.dependencies.delete(pkg);
  }
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
