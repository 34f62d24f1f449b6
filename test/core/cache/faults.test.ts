import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { TAG_FORMAT } from '../../../src/core/cache/tag-cache';
import { buildRepoMap, type RepoMap } from '../../../src/core/index';
import { rankTableFile } from '../../../src/core/tokens/table';
import { runCli } from '../../../src/cli/main';
import { FixtureRepo, tempDir } from '../../helpers/repo';

// A cache that is damaged, cannot be used, or holds special files in place of its own: the run
// gives the map a run without the cache gives, says so once, and never crashes nor hangs.

const FILES = {
  'lib/store.py':
    'class Store:\n    def get(self, key):\n        return key\n\ndef open_store(path):\n    return Store()\n',
  'lib/api.py':
    'from lib.store import open_store\n\ndef handle_request(req):\n    store = open_store("x")\n    return store.get(req)\n',
  'lib/größe.py': 'def größe(wert="😀 ü"):\n    return wert\n',
  'web/app.ts': 'export function mountApp(root: Element): void {\n  renderView(root);\n}\n',
  'web/view.ts':
    'export function renderView(root: Element, keyframes: string[]): void {\n  root.textContent = "hi";\n}\n',
};

const packsDir = (cacheDir: string) => join(cacheDir, `tags-v${TAG_FORMAT}`);
const listsDir = (cacheDir: string) => join(cacheDir, `checkouts-v${TAG_FORMAT}`);
const packFiles = (cacheDir: string) => readdirSync(packsDir(cacheDir)).filter((name) => name.endsWith('.pack'));
const cacheWarnings = (warnings: string[]) => warnings.filter((w) => /tag cache/.test(w));

/** A committed fixture repository, the map a run without the cache gives, and a run with `cacheDir` that collects its warnings. */
async function withRepo(
  body: (
    repo: FixtureRepo,
    clean: RepoMap,
    run: (cacheDir: string, warnings?: string[]) => Promise<RepoMap>,
  ) => Promise<void>,
): Promise<void> {
  const repo = new FixtureRepo(FILES);
  repo.commit();
  try {
    const clean = await buildRepoMap({ root: repo.root, cacheDir: false, budget: 1000, jobs: 1 });
    await body(repo, clean, (cacheDir, warnings = []) =>
      buildRepoMap({ root: repo.root, cacheDir, budget: 1000, jobs: 1, warn: (m) => warnings.push(m) }),
    );
  } finally {
    repo.dispose();
  }
}

/** A small deterministic generator of numbers from 0 up to, not including, 1 (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

test(
  'a byte flipped anywhere in a pack gives the map of a run without the cache: the pack is deleted, said once, and its files parsed again',
  { timeout: 120_000 },
  async () => {
    await withRepo(async (_repo, clean, run) => {
      const pristine = join(tempDir(), 'cache');
      const cold = await run(pristine);
      assert.equal(cold.text, clean.text);
      const [name] = packFiles(pristine);
      const bytes = readFileSync(join(packsDir(pristine), name));
      // The regions of a pack: its head, its JSON part, its ASCII text, its other text, then its
      // numbers: the strings' lengths, the entries' rows and their columns (see writePack).
      const [jsonLength, textLength] = [bytes.readUInt32LE(4), bytes.readUInt32LE(8)];
      const about = JSON.parse(bytes.toString('utf8', 12, 12 + jsonLength)) as { s: number; k: number; a: number };
      const textAt = 12 + jsonLength;
      const numbersAt = Math.ceil((textAt + textLength) / 4) * 4;
      const rowsAt = numbersAt + 4 * about.s;
      const dataAt = rowsAt + 16 * about.k;
      const regions: [string, number, number][] = [
        ['head', 0, 12],
        ['json', 12, textAt],
        ['ascii text', textAt, textAt + about.a],
        ['other text', textAt + about.a, textAt + textLength],
        ['string lengths', numbersAt, rowsAt],
        ['rows', rowsAt, dataAt],
        ['columns', dataAt, bytes.length],
      ];
      for (const [region, from, to] of regions) assert.ok(to > from, `the pack has ${region}`);
      const next = random(44);
      const flips = regions.flatMap(([region, from, to]) =>
        Array.from({ length: 8 }, () => ({
          region,
          at: from + Math.floor(next() * (to - from)),
          mask: 1 + Math.floor(next() * 255),
        })),
      );
      for (const { region, at, mask } of flips) {
        const cacheDir = join(tempDir(), 'cache');
        cpSync(pristine, cacheDir, { recursive: true });
        const flipped = Buffer.from(bytes);
        flipped[at] ^= mask;
        writeFileSync(join(packsDir(cacheDir), name), flipped);
        const warnings: string[] = [];
        const map = await run(cacheDir, warnings);
        const where = `a flip of byte ${at} (${region}) by ${mask}`;
        assert.equal(map.text, clean.text, where);
        assert.deepEqual(map.files, clean.files, where);
        assert.equal(map.run.filesParsed, 5, `${where}: every file parsed again`);
        assert.deepEqual(cacheWarnings(warnings).length, 1, `${where}: said once`);
        assert.match(warnings[0], /1 damaged pack\(s\) in the tag cache in .*: deleted, and their files parsed again/);
        assert.deepEqual(
          readFileSync(join(packsDir(cacheDir), name)),
          bytes,
          `${where}: the damaged pack is replaced (the same tags make the same pack)`,
        );
        const mended = await run(cacheDir);
        assert.equal(mended.run.filesParsed, 0, `${where}: the next run reads the new pack`);
        assert.equal(mended.text, clean.text);
        rmSync(cacheDir, { recursive: true, force: true });
      }
      assert.equal(flips.length, 56);
    });
  },
);

/** Cache directories a run cannot use, each made in `base`, with the errno the run meets. */
function unusableDirs(base: string): [string, string][] {
  const file = join(base, 'a-file');
  writeFileSync(file, 'not a directory');
  symlinkSync('loop', join(base, 'loop'));
  const noPacks = join(base, 'packs-a-file');
  mkdirSync(noPacks);
  writeFileSync(packsDir(noPacks), 'not a directory');
  const dirs: [string, string][] = [
    [join(file, 'cache'), 'ENOTDIR'],
    [join(base, 'loop', 'cache'), 'ELOOP'],
    [join(base, 'x'.repeat(300)), 'ENAMETOOLONG'],
    [noPacks, 'EEXIST'],
    ['/proc/self/repomap-cache', 'ENOENT'],
  ];
  // Root writes in any directory: a directory without write permission stops only the others.
  if (process.getuid?.() !== 0) {
    const readOnly = join(base, 'read-only');
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o555);
    dirs.push([readOnly, 'EACCES']);
  }
  return dirs;
}

test(
  'a cache directory that cannot be read or written: the map of a run without it, and one warning that names it and says what to do',
  { timeout: 120_000 },
  async () => {
    await withRepo(async (repo, clean, run) => {
      for (const [cacheDir, code] of unusableDirs(tempDir())) {
        const warnings: string[] = [];
        const map = await run(cacheDir, warnings);
        assert.equal(map.text, clean.text, cacheDir);
        assert.deepEqual(map.files, clean.files);
        assert.equal(
          warnings.length,
          1,
          `${code}: one warning, not one per file nor one for the token table: ${warnings.join('\n')}`,
        );
        assert.ok(warnings[0].includes(`the tag cache in ${cacheDir} (${code})`), warnings[0]);
        assert.match(
          warnings[0],
          /^cannot (read|write) the tag cache .*: (fix its permissions|make it a directory you can write), or pass --cache-dir with another directory, or --no-cache; /,
        );
        // The command line: exit 0, the map on stdout, the warning on stderr, no stack trace.
        let [stdout, stderr] = ['', ''];
        const status = await runCli(['--root', repo.root, '--cache-dir', cacheDir, '--budget', '1000', '--jobs', '1'], {
          stdout: (t) => (stdout += t),
          stderr: (t) => (stderr += t),
          stdin: () => '',
          stderrIsTty: false,
        });
        assert.equal(status, 0, stderr);
        assert.equal(stdout, `${clean.text}\n`.replace(/\n\n$/, '\n'));
        assert.equal(stderr.trim().split('\n').length, 1, stderr);
        assert.match(stderr, /^repomap: warning: cannot (read|write) the tag cache/);
      }
    });
  },
);

test(
  'special files in place of a pack, a list or the token table: never opened for reading, the run ends with the right map',
  { timeout: 60_000 },
  async () => {
    await withRepo(async (repo, clean, run) => {
      const cacheDir = join(tempDir(), 'cache');
      await run(cacheDir);
      const [pack] = packFiles(cacheDir);
      const [list] = readdirSync(listsDir(cacheDir));
      const table = rankTableFile(cacheDir);
      assert.ok(existsSync(table), 'the token table is kept there');
      const mkfifo = (path: string) => {
        rmSync(path);
        execFileSync('mkfifo', [path]);
      };

      mkfifo(join(packsDir(cacheDir), pack));
      const warnings: string[] = [];
      const fifoPack = await run(cacheDir, warnings);
      assert.equal(fifoPack.text, clean.text);
      assert.equal(fifoPack.run.filesParsed, 5);
      assert.match(cacheWarnings(warnings).join('\n'), /1 damaged pack/);
      assert.ok(lstatSync(join(packsDir(cacheDir), pack)).isFile(), 'the FIFO is replaced by the pack');

      mkfifo(table);
      const fifoTable = await run(cacheDir);
      assert.equal(fifoTable.text, clean.text);
      assert.ok(lstatSync(table).isFile(), 'the table is made again in its place');

      rmSync(table);
      symlinkSync('/dev/zero', table);
      const zeroTable = await run(cacheDir);
      assert.equal(zeroTable.text, clean.text);
      assert.ok(lstatSync(table).isFile(), 'the table is made again in place of the symlink');

      mkfifo(join(listsDir(cacheDir), list));
      const fifoList = await run(cacheDir);
      assert.equal(fifoList.text, clean.text);
      assert.equal(fifoList.run.filesParsed, 5, 'a list that is not a file names no pack');
      assert.ok(lstatSync(join(listsDir(cacheDir), list)).isFile(), 'the list is written again in its place');
      assert.equal((await run(cacheDir)).run.filesParsed, 0);
      void repo;
    });
  },
);
