// `npm run bench:patterns`: what each tags query costs, pattern by pattern. A query compiles in
// every thread that uses its language (tree-sitter analyses each pattern against the grammar's
// parse table), and it runs over every file: both costs are timed for the whole query and for each
// top-level pattern alone, on real files of the language, and the expensive patterns are printed.
//
//   npm run bench:patterns                                    every language with files to run on
//   npm run bench:patterns -- --languages swift,go --top 8    some languages, more patterns each
//   options: --mirrors DIR (repositories to take files from; default $REPOMAP_BENCH_MIRRORS), --files N
//            (files per language, default 200), --out FILE (default bench/results/patterns.json)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type * as WebTreeSitter from 'web-tree-sitter';
import { LANGUAGES, type LanguageSpec } from '../src/core/languages';
import { languageById, languageOf } from '../src/core/language-lookup';
import { assetDirs } from '../src/core/extract/assets';
import { initRuntime } from '../src/core/extract/grammars';
import { withRuntimeImports } from '../src/core/extract/wasm-imports';
import { decode } from '../src/core/extract/decode';
import { scriptBlocks } from '../src/core/extract/script-blocks';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const TreeSitter = require('web-tree-sitter') as typeof WebTreeSitter;

const ROOT = resolve(__dirname, '..');

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

/** A top-level pattern of a query file: its text and where it starts. */
interface Pattern {
  text: string;
  file: string;
  line: number;
}

/**
 * The top-level patterns of a query file: each `( … )` or `[ … ]` with the captures and quantifiers
 * that follow it (predicates sit inside a pattern's parentheses). Strings and `;` comments are skipped.
 */
export function splitPatterns(source: string, file: string): Pattern[] {
  const patterns: Pattern[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === ';') {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    if (c === '"') {
      for (i++; i < source.length && source[i] !== '"'; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '(' || c === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === ')' || c === ']') {
      depth--;
      if (depth === 0 && start >= 0) {
        let end = i + 1;
        for (
          let m = /^\s*(@[\w.-]+|[*+?])/.exec(source.slice(end));
          m;
          m = /^\s*(@[\w.-]+|[*+?])/.exec(source.slice(end))
        )
          end += m[0].length;
        patterns.push({ text: source.slice(start, end), file, line: source.slice(0, start).split('\n').length });
        start = -1;
        i = end - 1;
      }
    }
  }
  return patterns;
}

/** Files of a language to run the queries on: from the Go and Python libraries of this machine and from the mirrors' newest commits. */
function corpusFiles(spec: LanguageSpec, mirrors: string, limit: number): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const local = ['/usr/share/go-1.19/src', pythonLibrary()].filter((dir): dir is string => !!dir && existsSync(dir));
  for (const dir of local) {
    const listed = spawnSync('find', [dir, '-type', 'f', '-size', '-512k'], { encoding: 'utf8', maxBuffer: 1 << 28 })
      .stdout.split('\n')
      .filter((p) => languageOf(p)?.id === spec.id)
      .sort();
    for (const path of listed.slice(0, limit - files.length))
      files.push({ path: relative(dir, path), text: decode(readFileSync(path)) });
  }
  if (!existsSync(mirrors)) return files;
  for (const entry of readdirSync(mirrors).sort()) {
    if (files.length >= limit) break;
    const repo = join(mirrors, entry, 'repo');
    if (!existsSync(repo)) continue;
    let tree: string;
    try {
      tree = execFileSync('git', ['-C', repo, 'ls-tree', '-r', '-l', 'HEAD'], { encoding: 'utf8', maxBuffer: 1 << 28 });
    } catch {
      continue;
    }
    for (const row of tree.split('\n')) {
      if (files.length >= limit) break;
      const match = /^\S+ blob (\S+)\s+(\d+)\t(.+)$/.exec(row);
      if (!match || Number(match[2]) > 512 * 1024 || languageOf(match[3])?.id !== spec.id) continue;
      const text = decode(execFileSync('git', ['-C', repo, 'cat-file', 'blob', match[1]], { maxBuffer: 1 << 26 }));
      files.push({ path: `${entry}/${match[3]}`, text });
    }
  }
  return files;
}

function pythonLibrary(): string | undefined {
  const found = spawnSync('python3', ['-c', "import sysconfig; print(sysconfig.get_paths()['stdlib'])"], {
    encoding: 'utf8',
  });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  const result = work();
  return [result, performance.now() - start];
}

interface PatternCost extends Pattern {
  compileMs: number;
  matchMs: number;
  matches: number;
}

async function measure(spec: LanguageSpec, mirrors: string, limit: number) {
  const language = await TreeSitter.Language.load(withRuntimeImports(readFileSync(assetDirs().grammarFile(spec))));
  const patterns = spec.queries.flatMap((file) =>
    splitPatterns(readFileSync(join(assetDirs().queriesDir, file), 'utf8'), file),
  );
  const whole = spec.queries.map((file) => readFileSync(join(assetDirs().queriesDir, file), 'utf8')).join('\n');
  const [query, compileMs] = timed(() => new TreeSitter.Query(language, whole));
  const parser = new TreeSitter.Parser();
  parser.setLanguage(language);
  const files = corpusFiles(spec, mirrors, limit);
  const trees = files.map(({ text }) =>
    parser.parse(text, null, spec.scriptBlocks ? { includedRanges: scriptBlocks(text) } : undefined)!,
  );
  const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);
  const run = (q: WebTreeSitter.Query) =>
    timed(() => trees.reduce((sum, tree) => sum + q.matches(tree.rootNode).length, 0));
  const [matches, matchMs] = run(query);
  const costs: PatternCost[] = patterns.map((pattern) => {
    const [alone, patternCompileMs] = timed(() => new TreeSitter.Query(language, pattern.text));
    const [count, patternMatchMs] = run(alone);
    alone.delete();
    return { ...pattern, compileMs: patternCompileMs, matchMs: patternMatchMs, matches: count };
  });
  for (const tree of trees) tree.delete();
  query.delete();
  parser.delete();
  return {
    language: spec.id,
    patterns: patterns.length,
    files: files.length,
    kilobytes: bytes / 1024,
    compileMs,
    matchMs,
    matches,
    costs,
  };
}

async function main(): Promise<void> {
  const mirrors = option('mirrors', process.env.REPOMAP_BENCH_MIRRORS ?? '');
  if (!mirrors)
    throw new Error('give the repositories to take files from: --mirrors DIR, or REPOMAP_BENCH_MIRRORS=DIR');
  const limit = Number(option('files', '200'));
  const top = Number(option('top', '5'));
  const wanted = option('languages', '').split(',').filter(Boolean);
  await initRuntime();
  const seen = new Set<string>();
  const specs = LANGUAGES.filter((spec) => {
    const key = `${spec.source}/${spec.grammar}:${spec.queries.join(',')}`;
    if (seen.has(key) || (wanted.length && !wanted.includes(spec.id))) return false;
    seen.add(key);
    return true;
  });
  const results = [];
  const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 90);
  for (const spec of specs) {
    const result = await measure(languageById(spec.id), mirrors, limit);
    results.push(result);
    const rate = result.kilobytes
      ? `${(result.kilobytes / 1024 / (result.matchMs / 1000)).toFixed(1)} MB/s`
      : 'no files';
    console.log(
      `${spec.id}: ${result.patterns} patterns, compile ${result.compileMs.toFixed(0)} ms; ${result.files} files (${result.kilobytes.toFixed(0)} KB), ` +
        `match ${result.matchMs.toFixed(0)} ms (${rate}), ${result.matches} matches`,
    );
    const byCompile = [...result.costs].sort((a, b) => b.compileMs - a.compileMs).slice(0, top);
    for (const c of byCompile)
      console.log(`  compile ${c.compileMs.toFixed(0).padStart(5)} ms  ${c.file}:${c.line}  ${short(c.text)}`);
    if (result.files) {
      const byMatch = [...result.costs].sort((a, b) => b.matchMs - a.matchMs).slice(0, top);
      for (const c of byMatch)
        console.log(
          `  match   ${c.matchMs.toFixed(0).padStart(5)} ms  ${c.file}:${c.line}  ${short(c.text)} (${c.matches} matches)`,
        );
    }
  }
  const total = results.reduce((sum, r) => sum + r.compileMs, 0);
  console.log(`\nall queries compile in ${total.toFixed(0)} ms in one thread`);
  const out = option('out', join(ROOT, 'bench', 'results', 'patterns.json'));
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        results: results.map(({ costs, ...r }) => ({
          ...r,
          costs: costs.map(({ text, ...c }) => ({ ...c, pattern: short(text) })),
        })),
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`written to ${relative(ROOT, out)}`);
}

if (require.main === module) void main();
