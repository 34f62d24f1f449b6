// Python truth: jedi's references over the project (jedi_truth.py, run by Debian's python3 with
// python3-jedi: the PATH's python3 may be another without it), and pyright's (./pyright): a use is
// one that either checker resolves to the definition.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pyrightReferences, pyrightServer, type Asked } from './pyright';
import { columnOf, type Definition, type Truth, type TruthSource } from './types';

const PYTHON = process.env.JEDI_PYTHON ?? '/usr/bin/python3';

export class PythonTruth implements TruthSource {
  private readonly root: string;
  private readonly pyright: string;

  constructor(root: string) {
    this.root = resolve(root);
    execFileSync(PYTHON, ['-c', 'import jedi'], { stdio: 'ignore' }); // fails here when jedi is missing
    const server = pyrightServer();
    if (server === undefined) throw new Error('pyright is not installed (npm ci installs it)');
    this.pyright = server;
  }

  async references(defs: Definition[]): Promise<Truth> {
    // A definition whose name is not on its line has no truth; the others go to jedi in one run, then to pyright.
    const columns = defs.map((def) => columnOf(readFileSync(join(this.root, def.path), 'utf8'), def.line, def.name));
    const resolved = defs.flatMap((def, at) => (columns[at] === undefined ? [] : [{ def, column: columns[at] }]));
    const asked = resolved.map(({ def, column }): Asked => ({ path: def.path, line: def.line, column }));
    const output = execFileSync(PYTHON, [join(__dirname, 'jedi_truth.py')], {
      input: JSON.stringify({ root: this.root, definitions: asked }),
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const answers = JSON.parse(output) as (string[] | null)[];
    const pyright = await pyrightReferences(this.pyright, this.root, asked);
    const lines = new Map<string, string[]>(); // of this commit's files
    const declares = (use: string, name: string) => {
      const colon = use.lastIndexOf(':');
      const path = use.slice(0, colon);
      let text = lines.get(path);
      if (!text) lines.set(path, (text = readFileSync(join(this.root, path), 'utf8').split('\n')));
      return new RegExp(`^\\s*(async\\s+)?def\\s+${name}\\b`).test(text[Number(use.slice(colon + 1)) - 1] ?? '');
    };
    // A definition jedi does not resolve, and where pyright finds nothing, has no truth. Both list
    // an override's `def` as a reference of the method it overrides: no declaration is a use.
    const both = asked.map((_, at) => {
      const [jedi, other] = [answers[at], pyright[at]];
      if (jedi === null && !other?.length) return undefined;
      const uses = new Set([...(jedi ?? []), ...(other ?? [])]);
      return [...uses].filter((use) => !declares(use, resolved[at].def.name));
    });
    let next = 0;
    return columns.map((column) => (column === undefined ? undefined : both[next++]));
  }

  close(): void {}
}
