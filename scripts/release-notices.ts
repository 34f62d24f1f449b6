// The third-party notices of dist/ (dist/licenses.txt): the licenses ncc found in what each bundle
// holds, merged into one list, then the packages whose .wasm files the build copies into dist/wasm.
// The same inputs give the same bytes: every list is sorted by code unit.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compareStrings } from '../src/core/util/order';

export const NOTICES_FILE = 'licenses.txt';

/** One package's license as ncc writes it: its name, the license its package.json names, the text it ships. */
export interface License {
  name: string;
  id: string;
  text: string;
}

/** A package whose files the build copies into dist/wasm, and where they come from. */
export interface CopiedPackage {
  name: string;
  version: string;
  license: string;
  /** What the package gives to dist/, e.g. `dist/wasm/tree-sitter.wasm`. */
  files: string;
  /** The license files the package ships: file name → text. */
  texts: [string, string][];
  /** For grammar packages: each grammar file and the upstream project (with the version the package was built from) it is compiled from. */
  upstream?: [string, string][];
}

/**
 * ncc's license file, back into its entries. ncc writes each bundled package as its name, the
 * license its package.json names and the text it ships, in name order, an empty line between
 * packages. A text may hold empty lines and names, so an entry starts only at a line after an empty
 * one that names a package of the lockfile, sorts after the previous entry's name, and is followed
 * by that package's license as the lockfile gives it (`licenses`: name → ids, '' for none).
 */
export function parseNccLicenses(text: string, licenses: ReadonlyMap<string, ReadonlySet<string>>): License[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const starts: number[] = [];
  let previous = '';
  for (let i = 0; i < lines.length; i++) {
    const ids = licenses.get(lines[i]);
    if (!ids || (i > 0 && lines[i - 1] !== '') || compareStrings(lines[i], previous) <= 0) continue;
    if (!ids.has(lines[i + 1] ?? '') && !ids.has('')) continue;
    starts.push(i);
    previous = lines[i];
  }
  return starts.map((start, k) => {
    const name = lines[start];
    const block = lines.slice(start + 1, k + 1 < starts.length ? starts[k + 1] : lines.length);
    const hasId = block.length > 0 && block[0] !== '' && licenses.get(name)!.has(block[0]);
    return { name, id: hasId ? block[0] : '', text: (hasId ? block.slice(1) : block).join('\n').trim() };
  });
}

/** The licenses of several bundles as one list: each (name, text) once, sorted by name, then text. */
export function mergeLicenses(lists: License[][]): License[] {
  const unique = new Map<string, License>();
  for (const license of lists.flat()) unique.set(`${license.name}\0${license.id}\0${license.text}`, license);
  return [...unique.values()].sort(
    (a, b) => compareStrings(a.name, b.name) || compareStrings(a.id, b.id) || compareStrings(a.text, b.text),
  );
}

const RULE = '-'.repeat(80);

/** The notices file: the project's own license, the bundled packages' licenses, the copied packages'. */
export function renderNotices(bundled: License[], copied: CopiedPackage[]): string {
  const out: string[] = [
    'Third-party notices for dist/',
    '',
    'repomap-action is released under the MIT License (see LICENSE). dist/ also holds the code of other',
    'projects: the packages bundled into its .js and .cjs files by @vercel/ncc, and the WebAssembly',
    'files copied from packages into dist/wasm/. Their licenses follow, as their packages give them.',
    '',
    `Bundled packages (${new Set(bundled.map((l) => l.name)).size}):`,
    '',
  ];
  for (const license of bundled) {
    out.push(RULE, `${license.name}${license.id ? ` (${license.id.replace(/^\((.*)\)$/, '$1')})` : ''}`, '');
    out.push(
      license.text ||
        `The package ships no license text; its package.json ${license.id ? `names the license ${license.id}` : 'names no license'}.`,
      '',
    );
  }
  out.push(RULE, '', `Packages whose files are copied into dist/wasm/ (${copied.length}):`, '');
  for (const pkg of [...copied].sort((a, b) => compareStrings(a.name, b.name))) {
    out.push(RULE, `${pkg.name} ${pkg.version} (${pkg.license}): ${pkg.files}`, '');
    if (pkg.upstream?.length) {
      out.push("Each grammar is compiled from its upstream tree-sitter project, under that project's own license:");
      for (const [file, project] of pkg.upstream) out.push(`  ${file}: ${project}`);
      out.push('');
    }
    if (!pkg.texts.length) out.push('The package ships no license text.', '');
    for (const [file, text] of pkg.texts) out.push(`${file}:`, '', text.trim(), '');
  }
  return (
    out
      .join('\n')
      .replace(/[ \t]+$/gm, '')
      .trimEnd() + '\n'
  );
}

/** The license of every package the lockfile installs, by name ('' for a package that names none). */
export function lockedLicenses(root: string): Map<string, Set<string>> {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { name?: string; license?: string }>;
  };
  const licenses = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const at = path.lastIndexOf('node_modules/');
    if (at < 0) continue;
    const name = entry.name ?? path.slice(at + 'node_modules/'.length);
    licenses.set(name, (licenses.get(name) ?? new Set<string>()).add(entry.license ?? ''));
  }
  return licenses;
}

/** A package's license files (LICENSE, LICENSE.md, COPYING…), by name. */
export function licenseTexts(packageDir: string): [string, string][] {
  return readdirSync(packageDir)
    .filter((file) => /^(licen[cs]e|copying|notice)/i.test(file))
    .sort(compareStrings)
    .map((file) => [file, readFileSync(join(packageDir, file), 'utf8')]);
}

// A grammar whose file is not named after its upstream project: the TSX grammar lives in tree-sitter-typescript.
const GRAMMAR_PROJECTS: Record<string, string> = { 'tree-sitter-tsx': 'tree-sitter-typescript' };

/**
 * The upstream project of each grammar file of a package of prebuilt grammars, from the
 * devDependencies its package.json builds them from (`tree-sitter-c_sharp.wasm` from `tree-sitter-c-sharp`).
 */
export function grammarUpstreams(
  packageJson: { name: string; devDependencies?: Record<string, string> },
  grammars: string[],
): [string, string][] {
  const dev = packageJson.devDependencies ?? {};
  return [...new Set(grammars)].sort(compareStrings).map((file) => {
    const base = file.replace(/\.wasm$/, '').replace(/_/g, '-');
    const project = GRAMMAR_PROJECTS[base] ?? base;
    const match = Object.keys(dev).find((name) => name === project || name.endsWith(`/${project}`));
    if (!match)
      throw new Error(
        `${packageJson.name}: no devDependency of its package.json names the project of ${file}; add it to GRAMMAR_PROJECTS in scripts/release-notices.ts`,
      );
    return [file, `${match} ${dev[match]}`];
  });
}

/** What a package copied into dist/wasm is, for the notices. */
export function copiedPackage(packageJsonPath: string, files: string, grammars?: string[]): CopiedPackage {
  const json = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as {
    name: string;
    version: string;
    license?: string;
    devDependencies?: Record<string, string>;
  };
  const dir = dirname(packageJsonPath);
  return {
    name: json.name,
    version: json.version,
    license: json.license ?? 'no license named',
    files,
    texts: licenseTexts(dir),
    upstream: grammars && grammarUpstreams(json, grammars),
  };
}
