import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readCargo } from '../../../src/core/resolve/cargo';
import { manifestsOf } from '../../../src/core/resolve/manifests';

/** readCargo over these files (the .rs ones are the family's members) and Cargo.toml texts, with crate roots as paths. */
function cargoOf(paths: string[], manifests: Record<string, string>) {
  const files = [...paths, ...Object.keys(manifests)].sort();
  const position = new Map(files.map((path, i) => [path, i]));
  const members = files.flatMap((path, i) => (path.endsWith('.rs') ? [i] : []));
  const cargo = readCargo({ files, position, tags: new Map(), manifests: manifestsOf(manifests), members });
  return {
    crates: Object.fromEntries([...cargo.crates].map(([dir, root]) => [dir, files[root]])),
    libs: Object.fromEntries(cargo.libs),
    dependencies: Object.fromEntries([...cargo.dependencies].map(([pkg, deps]) => [pkg, Object.fromEntries(deps)])),
    packages: [...cargo.packages].sort(),
  };
}

test('a workspace: member crates by their library names (dashes as underscores, [lib] name and path), their roots, targets and path dependencies', () => {
  const cargo = cargoOf(
    [
      'crates/core/src/lib.rs',
      'crates/core/src/main.rs',
      'crates/core/tests/it.rs',
      'crates/core/src/bin/tool.rs',
      'crates/fmt/lib/fmt.rs',
      'crates/fmt/tools/gen.rs',
      'crates/cli/src/main.rs',
      'crates/old/src/lib.rs',
    ],
    {
      'Cargo.toml':
        '[workspace]\nmembers = ["crates/*"]\nexclude = ["crates/old"]\n\n[workspace.dependencies]\ncore-engine = { path = "crates/core" }\n',
      'crates/core/Cargo.toml': '[package]\nname = "core-engine"\n',
      'crates/fmt/Cargo.toml':
        '[package]\nname = "fmt"\n\n[lib]\nname = "fmt_lib"\npath = "lib/fmt.rs"\n\n[[bin]]\nname = "gen"\npath = "tools/gen.rs"\n',
      'crates/cli/Cargo.toml':
        '[package]\nname = "cli"\n\n[dependencies]\ncore-engine = { workspace = true }\npretty = { path = "../fmt", package = "fmt" }\nserde = "1"\n\n[target.\'cfg(unix)\'.dev-dependencies]\nold = { path = "../old" }\n',
      'crates/old/Cargo.toml': '[package]\nname = "old"\n',
    },
  );
  assert.deepEqual(
    cargo.packages,
    ['crates/cli', 'crates/core', 'crates/fmt', 'crates/old'],
    'the root manifest is a workspace only',
  );
  assert.deepEqual(cargo.crates, {
    'crates/cli/src': 'crates/cli/src/main.rs',
    'crates/core/src': 'crates/core/src/lib.rs',
    'crates/core/src/bin': 'crates/core/src/bin/tool.rs',
    'crates/core/tests': 'crates/core/tests/it.rs',
    'crates/fmt/lib': 'crates/fmt/lib/fmt.rs',
    'crates/fmt/tools': 'crates/fmt/tools/gen.rs',
    'crates/old/src': 'crates/old/src/lib.rs',
  });
  assert.deepEqual(cargo.libs, { core_engine: 'crates/core/src', fmt_lib: 'crates/fmt/lib', old: 'crates/old/src' });
  // A workspace dependency, a renamed path dependency and a target's; serde is not in the repository.
  assert.deepEqual(cargo.dependencies, {
    'crates/cli': { core_engine: 'crates/core/src', pretty: 'crates/fmt/lib', old: 'crates/old/src' },
  });
});

test("a workspace member's library wins a name over a package outside the workspace; a dependency on a package without a library is dropped", () => {
  const cargo = cargoOf(['member/src/lib.rs', 'outside/src/lib.rs', 'app/src/main.rs', 'binonly/src/main.rs'], {
    'Cargo.toml': '[workspace]\nmembers = ["member", "app", "binonly"]\n',
    'outside/Cargo.toml': '[package]\nname = "shared"\n',
    'member/Cargo.toml': '[package]\nname = "shared"\n',
    'app/Cargo.toml': '[package]\nname = "app"\n\n[dependencies]\nbinonly = { path = "../binonly" }\n',
    'binonly/Cargo.toml': '[package]\nname = "binonly"\n',
  });
  assert.deepEqual(cargo.libs, { shared: 'member/src' });
  assert.deepEqual(cargo.dependencies, {});
});

test('a malformed Cargo.toml is ignored, and without manifests there are no crates', () => {
  assert.deepEqual(cargoOf(['src/lib.rs'], { 'Cargo.toml': '[package\nname = ' }), {
    crates: {},
    libs: {},
    dependencies: {},
    packages: [],
  });
  assert.deepEqual(cargoOf(['src/lib.rs', 'tests/a.rs'], {}), { crates: {}, libs: {}, dependencies: {}, packages: [] });
});
