// `node --import tsx bench/cache-verify.ts CACHE_DIR`: what checking a pack against its name costs.
// For each pack of the directory: its size, and the best of 5 of reading it (readWhole), of its SHA-1
// on this thread (node:crypto) and off it (WebCrypto, on libuv's threads: what a run uses).
// Make a big pack first, e.g. `repomap --root /some/big/tree --untracked --cache-dir CACHE_DIR`.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readWhole } from '../src/core/util/storage';

async function best(times: number, work: () => Promise<unknown> | unknown): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work();
    least = Math.min(least, performance.now() - start);
  }
  return least;
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: bench/cache-verify.ts CACHE_DIR');
  for (const sub of readdirSync(dir).filter((name) => name.startsWith('tags-v'))) {
    for (const name of readdirSync(join(dir, sub)).filter((file) => file.endsWith('.pack'))) {
      const file = join(dir, sub, name);
      const bytes = await readWhole(file, 1 << 30);
      if (!Buffer.isBuffer(bytes)) continue;
      const mb = bytes.length / (1 << 20);
      const read = await best(5, () => readWhole(file, 1 << 30));
      const sync = await best(5, () => createHash('sha1').update(bytes).digest('hex'));
      const off = await best(5, () => crypto.subtle.digest('SHA-1', bytes));
      const f = (ms: number) => `${ms.toFixed(1)} ms (${(ms / mb).toFixed(2)} ms/MB)`;
      console.log(
        `${sub}/${name}: ${mb.toFixed(1)} MB; read ${f(read)}; SHA-1 on this thread ${f(sync)}; SHA-1 off it ${f(off)}`,
      );
    }
  }
}

void main();
