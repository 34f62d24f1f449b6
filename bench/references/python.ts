// Python truth: jedi's references over the project (jedi_truth.py, run by Debian's python3 with
// python3-jedi: the PATH's python3 may be another without it).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { columnOf, type Definition, type Truth, type TruthSource } from './types';

const PYTHON = process.env.JEDI_PYTHON ?? '/usr/bin/python3';

export class PythonTruth implements TruthSource {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    execFileSync(PYTHON, ['-c', 'import jedi'], { stdio: 'ignore' }); // fails here when jedi is missing
  }

  references(defs: Definition[]): Promise<Truth> {
    // A definition whose name is not on its line has no truth; the others go to jedi in one run.
    const columns = defs.map((def) => columnOf(readFileSync(join(this.root, def.path), 'utf8'), def.line, def.name));
    const asked = defs
      .map((def, at) => ({ path: def.path, line: def.line, column: columns[at] }))
      .filter((def) => def.column !== undefined);
    const output = execFileSync(PYTHON, [join(__dirname, 'jedi_truth.py')], {
      input: JSON.stringify({ root: this.root, definitions: asked }),
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const answers = JSON.parse(output) as (string[] | null)[];
    let next = 0;
    return Promise.resolve(
      columns.map((column) => (column === undefined ? undefined : (answers[next++] ?? undefined))),
    );
  }

  close(): void {}
}
