import { spawnSync } from 'node:child_process';

/** One tag of Universal Ctags' JSON output (`end` where the language's parser knows it). */
export interface CtagsTag {
  name: string;
  path: string;
  line: number;
  end?: number;
  kind: string;
}

/** The tags Universal Ctags (Debian's `universal-ctags`) finds in `paths` (relative to `cwd`), except those of the `skipped` kinds. */
export function ctagsTags(cwd: string, paths: string[], skipped: ReadonlySet<string>): CtagsTag[] {
  if (!paths.length) return [];
  const run = spawnSync('ctags', ['--output-format=json', '--fields=+nKe', '--sort=no', '-f', '-', '-L', '-'], {
    cwd,
    input: paths.join('\n'),
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (run.status !== 0) throw new Error(`ctags failed in ${cwd}: ${run.error?.message ?? run.stderr}`);
  const tags: CtagsTag[] = [];
  for (const line of run.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const tag = JSON.parse(line);
    if (tag._type === 'tag' && !skipped.has(tag.kind))
      tags.push({ name: tag.name, path: tag.path, line: tag.line, end: tag.end, kind: tag.kind });
  }
  return tags;
}
