// The rules of docs/architecture.md, checked on the sources: no import cycle in src/, the engine's
// stages import only stages before them, the engine imports no shell and reads no environment, and
// every source module is imported by a test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(__dirname, '..', '..');

/** The engine's layers, in order: a module imports its own layer and the ones before it. */
export const LAYERS: string[][] = [
  [
    'core/types.ts',
    'core/languages.ts',
    'core/language-lookup.ts',
    'core/language-syntax.ts',
    'core/language-words.ts',
    'core/language-tests.ts',
    'core/util/',
  ],
  ['core/discover/'],
  ['core/history/'],
  ['core/tokens/'],
  ['core/cache/'],
  ['core/extract/'],
  ['core/diff/'],
  ['core/resolve/'],
  ['core/rank/'],
  ['core/lookup/'],
  ['core/render/'],
  ['core/select/'],
  ['core/index.ts'],
  ['core/query/'],
  ['runtime/'],
  ['cli/', 'mcp/', 'action/'],
];

/** Modules no test imports, with why. */
const UNTESTED_BY_IMPORT: Record<string, string> = {
  'src/action/index.ts': 'the Action entry point: the end-to-end tests run its bundle',
  'src/action/local.ts': 'the entry point of npm run local-action (@github/local-action)',
  'src/action/main.ts': 'the Action: the end-to-end tests run its bundle against a local GitHub server',
  'src/cli/index.ts': 'the CLI entry point: run as a process by the CLI tests',
  'src/mcp/server.ts': 'loaded by repomap mcp: the MCP tests talk to it over stdio',
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The .ts file an import specifier names, or undefined for a package or a non-TypeScript file. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => resolveImport(file, imported.fileName))
    .filter((path): path is string => path !== undefined);
}

const SRC = join(ROOT, 'src');
const sources = files(SRC).sort();
const graph = new Map(sources.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(SRC, file).split('\\').join('/');

function layerOf(file: string): number {
  const path = name(file);
  const layer = LAYERS.findIndex((prefixes) =>
    prefixes.some((prefix) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix))),
  );
  assert.notEqual(layer, -1, `src/${path} is in no layer of LAYERS: add its folder there and to docs/architecture.md`);
  return layer;
}

/** Every cycle's modules, found by Tarjan's strongly connected components. */
function cycles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (edges.get(node) ?? []).includes(node)) found.push(component.map(name).sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

test('no import cycle in src/', () => {
  assert.deepEqual(cycles(graph), []);
});

test('the engine finds a deliberate cycle (the check itself works)', () => {
  const a = join(SRC, 'core', 'util', 'a.ts');
  const b = join(SRC, 'core', 'util', 'b.ts');
  assert.deepEqual(
    cycles(
      new Map([
        [a, [b]],
        [b, [a]],
      ]),
    ),
    [['core/util/a.ts', 'core/util/b.ts']],
  );
});

test('each module imports only its own layer and the layers before it', () => {
  const against: string[] = [];
  for (const [file, imported] of graph) {
    for (const target of imported) if (layerOf(target) > layerOf(file)) against.push(`${name(file)} → ${name(target)}`);
  }
  assert.deepEqual(against, [], 'an import against the order of LAYERS (docs/architecture.md)');
});

/** Engine modules that pass the environment on, with why. */
const ENVIRONMENT_PASSED_ON: Record<string, string> = {
  'core/discover/git.ts':
    "git runs with the process's environment (PATH, HOME, the user's GIT_* settings), with prompts and optional locks off",
};

test('the engine reads no environment, writes no console and knows nothing of GitHub', () => {
  const found: string[] = [];
  for (const file of sources.filter(
    (path) => name(path).startsWith('core/') && !(name(path) in ENVIRONMENT_PASSED_ON),
  )) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, at) => {
        if (/process\.env|console\.|@actions\/|github\.com/.test(line.replace(/\/\/.*$|^\s*\*.*$/, '')))
          found.push(`src/${name(file)}:${at + 1}: ${line.trim()}`);
      });
  }
  assert.deepEqual(found, []);
});

test('every source module is imported by a test, or says why not', () => {
  const imported = new Set(files(join(ROOT, 'test')).flatMap(importsOf));
  const untested = sources
    .map((file) => `src/${name(file)}`)
    .filter((path) => !imported.has(join(ROOT, path)) && !(path in UNTESTED_BY_IMPORT));
  assert.deepEqual(untested, []);
  for (const path of Object.keys(UNTESTED_BY_IMPORT))
    assert.ok(existsSync(join(ROOT, path)), `${path} is listed as untested but does not exist`);
});

/** Files over 400 lines and functions over 80, each with why it stays whole. */
const LONG: Record<string, string> = {
  'src/core/types.ts (': 'every type that passes between stages, in one place: declarations only',
  'src/core/languages.ts (': 'the one table of languages: a record of a few lines for each of 42 languages, data only',
};

test('no source file over 400 lines and no function over 80, but those LONG names', () => {
  const found: string[] = [];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length;
    if (lines > 400) found.push(`src/${name(file)} (${lines} lines)`);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const length = source.getLineAndCharacterOfPosition(node.getEnd()).line - first + 1;
        const label = (node as ts.FunctionDeclaration).name?.getText() ?? `(function at line ${first + 1})`;
        if (length > 80) found.push(`src/${name(file)}: ${label} (${length} lines)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  assert.deepEqual(
    found.filter((entry) => !Object.keys(LONG).some((key) => entry.startsWith(key))),
    [],
  );
});
