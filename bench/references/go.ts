// Go truth: go/types over the module's own packages (gotruth/main.go; external imports are empty
// fake packages, type errors are ignored). Needs Go (Debian's golang-go is enough); built once.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Definition, Truth, TruthSource } from './types';

/** Go without network, modules or a newer toolchain: the program uses the standard library alone. */
const GO_ENV = {
  ...process.env,
  GOTOOLCHAIN: 'local',
  GOFLAGS: '-buildvcs=false',
  GO111MODULE: 'off',
  CGO_ENABLED: '0',
};

export class GoTruth implements TruthSource {
  private readonly root: string;
  private readonly dir: string;
  private readonly binary: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.dir = mkdtempSync(join(tmpdir(), 'repomap-gotruth-'));
    this.binary = join(this.dir, 'gotruth');
    execFileSync('go', ['build', '-o', this.binary, join(__dirname, 'gotruth', 'main.go')], {
      env: { ...GO_ENV, GOCACHE: join(this.dir, 'cache') },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }

  references(defs: Definition[]): Promise<Truth> {
    const output = execFileSync(this.binary, [this.root], {
      input: JSON.stringify(defs),
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    return Promise.resolve((JSON.parse(output) as (string[] | null)[]).map((uses) => uses ?? undefined));
  }

  close(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
