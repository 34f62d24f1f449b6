// `npm run bench:ctags -- DIR [DIR...]`: what the engine extracts per file, next to Universal Ctags'
// definition counts on the same files (Debian's universal-ctags). Ctags is an independent
// extractor: the comparison shows coverage (how many of its definitions we also find, by name and
// line) and how many references we add, which ctags does not report.
import { resolve } from 'node:path';
import { discover } from '../src/core/discover/discover';
import { extractAll } from '../src/core/extract/extract';
import { DEFAULT_LIMITS } from '../src/core/extract/extract-file';
import { ctagsTags } from './universal-ctags';
import { definitionList } from '../src/core/util/packed';

// Ctags kinds that are not definitions a map would show (locals, parameters, imports, labels…).
const IGNORED_KINDS = new Set([
  'local',
  'parameter',
  'label',
  'packageName',
  'package',
  'import',
  'unknown',
  'namespace',
  'module',
  'anchor',
  'heading1',
  'heading2',
  'heading3',
  'key',
  'section',
]);

async function compare(root: string) {
  const discovery = await discover({ root, maxFileBytes: DEFAULT_LIMITS.maxBytes });
  const extraction = await extractAll(discovery.files, { root });
  const theirs = new Map<string, Set<string>>();
  for (const tag of ctagsTags(
    root,
    discovery.files.map((f) => f.path),
    IGNORED_KINDS,
  )) {
    let set = theirs.get(tag.path);
    if (!set) theirs.set(tag.path, (set = new Set()));
    set.add(`${tag.name}:${tag.line}`);
  }
  let ourDefs = 0;
  let ourRefs = 0;
  let ctagsDefs = 0;
  let found = 0;
  for (const [path, tags] of extraction.tags) {
    ourDefs += definitionList(tags.defs).length;
    ourRefs += tags.refs.lines.length;
    const ours = new Set(definitionList(tags.defs).map((d) => `${d.name}:${d.line}`));
    for (const key of theirs.get(path) ?? []) {
      ctagsDefs++;
      if (ours.has(key)) found++;
    }
  }
  const files = extraction.tags.size;
  return {
    root,
    files,
    definitionsPerFile: ourDefs / files,
    referencesPerFile: ourRefs / files,
    ctagsDefinitionsPerFile: ctagsDefs / files,
    ctagsFoundByUs: found / Math.max(1, ctagsDefs),
  };
}

async function main(): Promise<void> {
  const dirs = process.argv.slice(2);
  if (!dirs.length) throw new Error('usage: npm run bench:ctags -- DIR [DIR...]');
  console.log('corpus | files | our defs/file | our refs/file | ctags defs/file | ctags defs we find (name+line)');
  for (const dir of dirs) {
    const r = await compare(resolve(dir));
    console.log(
      `${r.root} | ${r.files} | ${r.definitionsPerFile.toFixed(1)} | ${r.referencesPerFile.toFixed(1)} | ${r.ctagsDefinitionsPerFile.toFixed(1)} | ${(100 * r.ctagsFoundByUs).toFixed(1)}%`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
