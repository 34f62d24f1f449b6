// Build the committed bundles: dist/cli.js (the CLI) and dist/index.js (the Action), small entry
// points that load the CLI's and the Action's code from bundles of their own (dist/cli-main.js,
// dist/action-main.js: see src/cli/index.ts), the bundles of their worker threads (dist/worker.cjs,
// dist/encoder.cjs) and the MCP server's (dist/server.cjs, which only `repomap mcp` loads), each one
// file made by @vercel/ncc, plus the .wasm files and tags queries they load. ncc mangles the .wasm
// files it copies itself, so they are copied here, byte for byte. The licenses of all of it go into
// one file, dist/licenses.txt (see release-notices.ts).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LANGUAGES } from '../src/core/languages';
import { compareStrings } from '../src/core/util/order';
import { bundledGrammarPath, GRAMMAR_HASHES } from '../src/core/extract/assets';
import { sha1Hex } from '../src/core/util/files';
import {
  copiedPackage,
  lockedLicenses,
  mergeLicenses,
  NOTICES_FILE,
  parseNccLicenses,
  renderNotices,
  type License,
} from './release-notices';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ncc = require('@vercel/ncc') as (
  entry: string,
  options: object,
) => Promise<{ code: string; assets?: Record<string, { source: Buffer | string }> }>;
const root = join(__dirname, '..');
const dist = join(root, 'dist');

// The bundles are ES modules (@actions/* ship only ESM), but web-tree-sitter's CommonJS build and
// our asset lookup use __dirname and require: each bundle defines them first.
const PRELUDE = [
  "import { createRequire as __repomapCreateRequire } from 'node:module';",
  "import { fileURLToPath as __repomapFileURLToPath } from 'node:url';",
  "import { dirname as __repomapDirname } from 'node:path';",
  'const __filename = __repomapFileURLToPath(import.meta.url);',
  'const __dirname = __repomapDirname(__filename);',
  'const require = __repomapCreateRequire(import.meta.url);',
  '',
].join('\n');

function withPrelude(code: string): string {
  if (!code.startsWith('#!')) return PRELUDE + code;
  const newline = code.indexOf('\n') + 1;
  return code.slice(0, newline) + PRELUDE + code.slice(newline);
}

// The entry points and the code they load, then the bundles of modules loaded on demand (named
// after their source modules: see startWorker and loadBundled), so that a thread or a command loads
// only what it runs, not a whole entry point's bundle. ncc makes CommonJS of those (nothing in them
// needs ES modules), which has __dirname of its own.
const entries = [
  { source: 'src/cli/index.ts', out: 'cli.js' },
  { source: 'src/cli/main.ts', out: 'cli-main.js' },
  { source: 'src/action/index.ts', out: 'index.js' },
  { source: 'src/action/main.ts', out: 'action-main.js' },
  { source: 'src/core/extract/worker.ts', out: 'worker.cjs' },
  { source: 'src/core/extract/apart.ts', out: 'apart.cjs' },
  { source: 'src/core/tokens/encoder.ts', out: 'encoder.cjs' },
  { source: 'src/mcp/server.ts', out: 'server.cjs' },
].filter((entry) => existsSync(join(root, entry.source)));

async function main(): Promise<void> {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'wasm'), { recursive: true });
  mkdirSync(join(dist, 'queries'), { recursive: true });
  // ncc only transpiles: `npm test` type-checks the project with tsc first. Checking it again in each
  // of the bundles' builds made one process hold ~4 GB, over V8's heap limit at times, for the same code.
  const lockfileLicenses = lockedLicenses(root);
  const licenses: License[][] = [];
  for (const entry of entries) {
    const { code, assets } = await ncc(join(root, entry.source), {
      minify: false,
      sourceMap: false,
      quiet: true,
      license: NOTICES_FILE,
      transpileOnly: true,
      // ncc's own cache (~/.cache/ncc) grows by hundreds of MB a build and is never pruned; a
      // fresh build takes as long without it.
      cache: false,
    });
    const notices = assets?.[NOTICES_FILE];
    if (notices) licenses.push(parseNccLicenses(String(notices.source), lockfileLicenses));
    // ncc finds the .wasm files and queries through the source paths; this script ships its own
    // copies. It also finds the worker threads' source modules, which run from their own bundles.
    const unexpected = Object.keys(assets ?? {}).filter(
      (name) =>
        !name.endsWith('.wasm') &&
        !name.startsWith('queries/') &&
        name !== 'package.json' &&
        !name.endsWith('.ts') &&
        name !== NOTICES_FILE,
    );
    if (unexpected.length) throw new Error(`ncc emitted assets this script does not ship: ${unexpected.join(', ')}`);
    writeFileSync(join(dist, entry.out), entry.out.endsWith('.cjs') ? code : withPrelude(code));
  }
  writeFileSync(join(dist, 'package.json'), '{ "type": "module" }\n');
  copyFileSync(require.resolve('web-tree-sitter/tree-sitter.wasm'), join(dist, 'wasm', 'tree-sitter.wasm'));
  // Each grammar under its package's name: both packages have files of the same name (tree-sitter-elm.wasm).
  // Their hashes go into a list, which the bundle reads instead of hashing them (see grammarHash).
  const hashes: Record<string, string> = {};
  for (const spec of LANGUAGES) {
    const path = bundledGrammarPath(spec);
    if (path in hashes) continue; // shared by several languages (TypeScript and Vue)
    const to = join(dist, 'wasm', path);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(join(dirname(require.resolve(`${spec.source}/package.json`)), 'out', spec.grammar), to);
    hashes[path] = sha1Hex(readFileSync(to));
  }
  writeFileSync(
    join(dist, 'wasm', GRAMMAR_HASHES),
    JSON.stringify(Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => compareStrings(a, b))), null, 2) + '\n',
  );
  for (const file of readdirSync(join(root, 'queries')))
    copyFileSync(join(root, 'queries', file), join(dist, 'queries', file));
  writeFileSync(join(dist, NOTICES_FILE), renderNotices(mergeLicenses(licenses), copiedPackages()));
  console.log(
    `built ${entries.map((e) => `dist/${e.out}`).join(', ')} with ${readdirSync(join(dist, 'wasm'), { recursive: true }).filter((f) => String(f).endsWith('.wasm')).length} .wasm files`,
  );
}

/** The packages whose .wasm files are copied into dist/wasm: the tree-sitter runtime and the grammar packages. */
function copiedPackages() {
  const grammars = new Map<string, string[]>();
  for (const spec of LANGUAGES) grammars.set(spec.source, [...(grammars.get(spec.source) ?? []), spec.grammar]);
  return [
    copiedPackage(
      join(dirname(require.resolve('web-tree-sitter/tree-sitter.wasm')), 'package.json'),
      'dist/wasm/tree-sitter.wasm, the tree-sitter runtime',
    ),
    ...[...grammars].map(([source, files]) =>
      copiedPackage(require.resolve(`${source}/package.json`), `the grammars in dist/wasm/${source}/`, files),
    ),
  ];
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
