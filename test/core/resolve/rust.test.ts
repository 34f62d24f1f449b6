import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rustResolver } from '../../../src/core/resolve/rust';
import { resolveWith } from '../../helpers/resolve';

test("Rust: `mod x;`, crate::, self:: and super:: paths walk the crate's module tree; std reaches nothing", async () => {
  const resolved = await resolveWith(rustResolver, 'rust', {
    'src/lib.rs': 'mod parser;\nmod store;\nuse crate::store::cache::Cache;\nuse std::io::Read;\n',
    'src/parser.rs': 'mod tokens;\nuse self::tokens::Token;\nuse super::store::Store;\n',
    'src/parser/tokens.rs': 'pub struct Token;\n',
    'src/store/mod.rs': 'pub mod cache;\npub struct Store;\n',
    'src/store/cache.rs': 'pub struct Cache;\n',
  });
  assert.deepEqual(resolved.files('src/lib.rs'), ['src/parser.rs', 'src/store/cache.rs', 'src/store/mod.rs']);
  assert.deepEqual(resolved.files('src/parser.rs'), ['src/parser/tokens.rs', 'src/store/mod.rs']);
  assert.equal(resolved.scopeOf('src/store/cache.rs'), 'src');
  assert.deepEqual(resolved.scopes('src/lib.rs'), []);
});

test("Rust: a path to an item its module only re-exports (`pub use`) reaches the item's definer in the crate", async () => {
  const resolved = await resolveWith(rustResolver, 'rust', {
    'src/lib.rs': 'mod model;\npub use model::User;\n',
    'src/model/mod.rs': 'mod user;\npub use user::User;\n',
    'src/model/user.rs': 'pub struct User;\n',
    'src/main.rs': 'use crate::User;\n',
  });
  assert.deepEqual(resolved.files('src/lib.rs'), ['src/model/mod.rs', 'src/model/user.rs']);
  assert.deepEqual(resolved.files('src/main.rs'), ['src/lib.rs', 'src/model/user.rs']);
});

test('Rust: Cargo.toml crates of a workspace by name, path dependencies and their renames', async () => {
  const resolved = await resolveWith(
    rustResolver,
    'rust',
    {
      'crates/core/src/lib.rs': 'pub mod engine;\n',
      'crates/core/src/engine.rs': 'pub struct Engine;\n',
      'crates/cli/src/main.rs': 'use core_engine::engine::Engine;\nuse fmt_helpers::pretty;\nuse serde::Serialize;\n',
      'crates/fmt/src/lib.rs': 'pub fn pretty() {}\n',
    },
    {
      'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\n',
      'crates/core/Cargo.toml': '[package]\nname = "core-engine"\n',
      'crates/fmt/Cargo.toml': '[package]\nname = "fmt"\n\n[lib]\nname = "fmt_lib"\n',
      'crates/cli/Cargo.toml':
        '[package]\nname = "cli"\n\n[dependencies]\nfmt_helpers = { path = "../fmt", package = "fmt" }\nserde = "1"\n',
    },
  );
  assert.deepEqual(resolved.files('crates/cli/src/main.rs'), ['crates/core/src/engine.rs', 'crates/fmt/src/lib.rs']);
  assert.deepEqual(resolved.scopes('crates/cli/src/main.rs'), ['crates/core/src', 'crates/fmt/src']);
  assert.equal(resolved.scopeOf('crates/core/src/engine.rs'), 'crates/core/src');
});

test('Rust: files in tests/ are crate roots of their own: `mod common;` there is tests/common', async () => {
  const resolved = await resolveWith(
    rustResolver,
    'rust',
    {
      'tests/it.rs': 'mod common;\n',
      'tests/common/mod.rs': 'pub fn setup() {}\n',
      'src/lib.rs': 'mod common;\n',
      'src/common.rs': 'pub fn x() {}\n',
    },
    { 'Cargo.toml': '[package]\nname = "demo"\n' },
  );
  assert.deepEqual(resolved.files('tests/it.rs'), ['tests/common/mod.rs']);
  assert.deepEqual(resolved.files('src/lib.rs'), ['src/common.rs']);
});
