// Writes the README's generated tables: the Action's inputs and outputs (from action.yml) and the
// supported languages (from src/core/languages.ts), each between its marker comments.
//
//   node --import tsx scripts/readme-tables.ts           rewrite README.md in place
//   node --import tsx scripts/readme-tables.ts --check   exit 1 when README.md is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type LanguageSpec } from '../src/core/languages';

export interface ActionEntry {
  name: string;
  description: string;
  default?: string;
}

export interface ActionInterface {
  inputs: ActionEntry[];
  outputs: ActionEntry[];
}

/** A YAML scalar as action.yml writes them: plain, or in single or double quotes. */
function scalar(raw: string): string {
  const text = raw.trim();
  if (text.startsWith("'") && text.endsWith("'") && text.length >= 2) return text.slice(1, -1).replace(/''/g, "'");
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) return JSON.parse(text) as string;
  return text;
}

/**
 * The `inputs:` and `outputs:` sections of an action.yml: each entry is a two-space-indented key
 * whose `description` and `default` are four-space-indented scalars, on one line or as a block
 * (`>` or `|`, its lines indented deeper; in a table cell both read as one line). Any other layout
 * is refused, so that a change of layout is noticed, not misread.
 */
export function parseActionYml(text: string): ActionInterface {
  const result: ActionInterface = { inputs: [], outputs: [] };
  const lines = text.split(/\r?\n/);
  let section: ActionEntry[] | undefined;
  let entry: ActionEntry | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const top = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (top) {
      section = top[1] === 'inputs' ? result.inputs : top[1] === 'outputs' ? result.outputs : undefined;
      entry = undefined;
      continue;
    }
    if (!section) continue;
    const key = /^ {2}([A-Za-z][\w-]*):\s*$/.exec(line);
    if (key) {
      entry = { name: key[1], description: '' };
      section.push(entry);
      continue;
    }
    const field = /^ {4}([a-z-]+):\s*(.*)$/.exec(line);
    if (!field || !entry)
      throw new Error(`action.yml line ${index + 1}: expected an input or output, or its fields, not: ${line.trim()}`);
    let value: string;
    if (/^[|>][+-]?$/.test(field[2])) {
      const block: string[] = [];
      while (index + 1 < lines.length && (lines[index + 1].trim() === '' || /^ {5,}/.test(lines[index + 1])))
        block.push(lines[++index].trim());
      value = block.filter(Boolean).join(' ');
    } else value = scalar(field[2]);
    if (field[1] === 'description') entry.description = value;
    else if (field[1] === 'default') entry.default = value;
  }
  for (const entry of [...result.inputs, ...result.outputs]) {
    if (!entry.description) throw new Error(`action.yml: '${entry.name}' has no description`);
  }
  return result;
}

/** Text inside a markdown table cell: a `|` would end the cell, a line break the row. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export function inputsTable(inputs: ActionEntry[]): string {
  const rows = inputs.map((input) => {
    const fallback = input.default === undefined || input.default === '' ? '_(empty)_' : code(input.default);
    return `| ${code(input.name)} | ${cell(fallback)} | ${cell(input.description)} |`;
  });
  return ['| input | default | description |', '| --- | --- | --- |', ...rows].join('\n');
}

export function outputsTable(outputs: ActionEntry[]): string {
  const rows = outputs.map((output) => `| ${code(output.name)} | ${cell(output.description)} |`);
  return ['| output | description |', '| --- | --- |', ...rows].join('\n');
}

/** How the README names each language of the table; a language missing here fails the script. */
const LANGUAGE_NAMES: Record<string, string> = {
  typescript: 'TypeScript',
  tsx: 'TSX',
  javascript: 'JavaScript',
  python: 'Python',
  go: 'Go',
  rust: 'Rust',
  java: 'Java',
  kotlin: 'Kotlin',
  scala: 'Scala',
  c: 'C',
  cpp: 'C++',
  c_sharp: 'C#',
  ruby: 'Ruby',
  php: 'PHP',
  swift: 'Swift',
  dart: 'Dart',
  lua: 'Lua',
  elixir: 'Elixir',
  ocaml: 'OCaml',
  zig: 'Zig',
  bash: 'Bash',
  solidity: 'Solidity',
  objc: 'Objective-C',
  elisp: 'Emacs Lisp',
  rescript: 'ReScript',
  haskell: 'Haskell',
  elm: 'Elm',
  r: 'R',
  perl: 'Perl',
  clojure: 'Clojure',
  nix: 'Nix',
  hcl: 'Terraform/HCL',
  gleam: 'Gleam',
  gdscript: 'GDScript',
  agda: 'Agda',
  vue: 'Vue',
  html: 'HTML',
  markdown: 'Markdown',
  yaml: 'YAML',
  css: 'CSS',
  scss: 'SCSS',
  json: 'JSON',
  latex: 'LaTeX',
};

function languageItem(spec: LanguageSpec): string {
  const name = LANGUAGE_NAMES[spec.id];
  if (!name)
    throw new Error(`src/core/languages.ts: add a README name for language '${spec.id}' to scripts/readme-tables.ts`);
  const where = spec.scriptBlocks ? ': its `<script>` blocks' : '';
  return `${name} (${spec.extensions.map((ext) => code(ext)).join(' ')}${where})`;
}

export function languagesList(languages: readonly LanguageSpec[]): string {
  const code = languages.filter((spec) => !spec.outline);
  const outlines = languages.filter((spec) => spec.outline);
  return [
    `- **Code** (${code.length}): ${code.map(languageItem).join(', ')}.`,
    `- **Outlines** of other formats (${outlines.length}): ${outlines.map(languageItem).join(', ')}.`,
  ].join('\n');
}

/** Replaces what lies between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
export function replaceRegion(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from || text.indexOf(start, from + 1) >= 0) {
    throw new Error(`README.md needs exactly one '${start}' followed by '${end}'`);
  }
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

/** The README with its generated regions made from this action.yml and this language table. */
export function generateReadme(
  readme: string,
  actionYml: string,
  languages: readonly LanguageSpec[] = LANGUAGES,
): string {
  const action = parseActionYml(actionYml);
  let text = replaceRegion(readme, 'inputs', inputsTable(action.inputs));
  text = replaceRegion(text, 'outputs', outputsTable(action.outputs));
  return replaceRegion(text, 'languages', languagesList(languages));
}

function main(): void {
  const root = join(__dirname, '..');
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const wanted = generateReadme(readme, readFileSync(join(root, 'action.yml'), 'utf8'));
  if (process.argv.includes('--check')) {
    if (wanted !== readme) {
      console.error(
        'README.md: the generated tables differ from action.yml or src/core/languages.ts: run node --import tsx scripts/readme-tables.ts',
      );
      process.exitCode = 1;
    }
    return;
  }
  if (wanted !== readme) writeFileSync(readmePath, wanted);
}

if (process.argv[1] && /readme-tables\.ts$/.test(process.argv[1])) main();
