import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// Every directory made here is removed when the process ends (a suite makes thousands, and a run's
// fixtures, bundle copies and caches would otherwise fill the disk); REPOMAP_KEEP_TEMP=1 keeps them
// to look at after a failure.
const made: string[] = [];
process.on('exit', () => {
  if (process.env.REPOMAP_KEEP_TEMP) return;
  for (const dir of made) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // a test that took a directory's permissions away: leave it to the system's temp cleaning
    }
  }
});

/** A new directory under the system's temp directory, removed when this process ends. */
export function tempDir(prefix = 'repomap-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A real git repository in a temp directory, for tests that need commits, branches and diffs. */
export class FixtureRepo {
  readonly root = tempDir('repomap-fixture-');

  constructor(files: Record<string, string | Buffer> = {}, { git = true } = {}) {
    if (git) this.git('init', '-q', '-b', 'main');
    this.write(files);
  }

  git(...args: string[]): string {
    return execFileSync(
      'git',
      ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', '-c', 'commit.gpgsign=false', ...args],
      {
        cwd: this.root,
        encoding: 'utf8',
      },
    );
  }

  write(files: Record<string, string | Buffer>): this {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(this.root, path)), { recursive: true });
      writeFileSync(join(this.root, path), content);
    }
    return this;
  }

  remove(...paths: string[]): this {
    for (const path of paths) rmSync(join(this.root, path), { force: true });
    return this;
  }

  /** Stage everything and commit; returns the commit SHA. */
  commit(message = 'change'): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD').trim();
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
