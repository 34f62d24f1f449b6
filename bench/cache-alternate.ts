// `node --import tsx bench/cache-alternate.ts [FILES]`: a checkout that goes back and forth between
// two commits far apart (a release branch). `main` has FILES files (395 by default); `release` keeps
// 7 of them, changes 300 and has not the other 88. Maps main, release, main, release, main, release
// with one cache directory, and prints the files each run parsed and the size of the cache.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildRepoMap } from '../src/core/index';
import { FixtureRepo, tempDir } from '../test/helpers/repo';

const count = Number(process.argv[2] ?? 395);
const file = (i: number, tag: string) =>
  `export function ${tag}${i}(x: number): number {\n  return helper${i}(x) + ${i};\n}\n\nexport class ${tag}Thing${i} {\n  size(): number {\n    return ${i};\n  }\n}\n`;

function bytesUnder(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    bytes += entry.isDirectory() ? bytesUnder(path) : statSync(path).size;
  }
  return bytes;
}

async function main(): Promise<void> {
  const repo = new FixtureRepo(
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`src/f${i}.ts`, file(i, 'main')])),
  );
  repo.commit('main');
  repo.git('checkout', '-q', '-b', 'release');
  const changed = Math.round(count * 0.76);
  repo.remove(...Array.from({ length: count - 7 - changed }, (_, k) => `src/f${7 + changed + k}.ts`));
  repo.write(
    Object.fromEntries(Array.from({ length: changed }, (_, k) => [`src/f${7 + k}.ts`, file(7 + k, 'release')])),
  );
  repo.commit('release');
  const cacheDir = join(tempDir(), 'cache');
  const parsed: string[] = [];
  for (const branch of ['main', 'release', 'main', 'release', 'main', 'release']) {
    repo.git('checkout', '-q', branch);
    const map = await buildRepoMap({ root: repo.root, cacheDir, budget: 1000 });
    parsed.push(`${branch} ${map.run.filesParsed}`);
  }
  console.log(`files parsed per run: ${parsed.join(', ')}; cache ${(bytesUnder(cacheDir) / 1024).toFixed(0)} KiB`);
  repo.dispose();
}

void main();
