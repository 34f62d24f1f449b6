// TypeScript truth: the language service's findReferences at the definition's name, over the
// repository's own TypeScript and JavaScript files (outside node_modules; its packages are not
// installed: imports of them stay unresolved).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { git } from '../args';
import { columnOf, type Definition, type Truth, type TruthSource } from './types';

/** Compiler options of the repository's tsconfig.json, or of the referenced config with the most files (a solution file). */
function compilerOptions(root: string): ts.CompilerOptions {
  const parse = (path: string): ts.ParsedCommandLine | undefined => {
    const { config, error } = ts.readConfigFile(path, ts.sys.readFile);
    return error ? undefined : ts.parseJsonConfigFileContent(config, ts.sys, dirname(path), undefined, path);
  };
  let parsed = parse(join(root, 'tsconfig.json'));
  if (parsed && !parsed.fileNames.length && parsed.projectReferences?.length) {
    const referenced = parsed.projectReferences
      .map((ref) => parse(ts.resolveProjectReferencePath(ref)))
      .filter((p): p is ts.ParsedCommandLine => p !== undefined);
    parsed = referenced.sort((a, b) => b.fileNames.length - a.fileNames.length)[0] ?? parsed;
  }
  // No emit, no project build, no @types that are not installed.
  const { composite: _c, types: _t, outDir: _o, declaration: _d, ...options } = parsed?.options ?? {};
  return { ...options, allowJs: true, checkJs: false, noEmit: true, skipLibCheck: true };
}

/** The files of the program: JavaScript too, as our engine links it with TypeScript. */
const SOURCES = ['*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.jsx', '*.mjs', '*.cjs'];

export class TypeScriptTruth implements TruthSource {
  private readonly root: string;
  private readonly service: ts.LanguageService;
  private options: ts.CompilerOptions = {};
  private files: string[] = [];
  /** Each file's version: its blob, so a checkout of another commit re-reads only what changed. */
  private versions = new Map<string, string>();
  private project = 0;

  constructor(root: string) {
    this.root = resolve(root);
    const host: ts.LanguageServiceHost = {
      getProjectVersion: () => String(this.project),
      getCompilationSettings: () => this.options,
      getScriptFileNames: () => this.files,
      getScriptVersion: (file) => this.versions.get(file) ?? '0',
      getScriptSnapshot: (file) => {
        const text = ts.sys.readFile(file);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => this.root,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  /** Take the checkout as it is now: its source files (outside node_modules) and its tsconfig. */
  private refresh(): void {
    this.options = compilerOptions(this.root);
    this.versions = new Map();
    for (const row of git(this.root, 'ls-files', '-s', '-z', '--', ...SOURCES).split('\0')) {
      const [meta, path] = row.split('\t');
      if (!path || path.split('/').includes('node_modules')) continue;
      this.versions.set(join(this.root, path), meta.split(' ')[1]);
    }
    this.files = [...this.versions.keys()];
    this.project++;
  }

  references(defs: Definition[]): Promise<Truth> {
    this.refresh();
    return Promise.resolve(defs.map((def) => this.usesOf(def)));
  }

  private usesOf(def: Definition): string[] | undefined {
    const file = join(this.root, def.path);
    const text = readFileSync(file, 'utf8');
    const column = columnOf(text, def.line, def.name);
    if (column === undefined) return undefined;
    const program = this.service.getProgram();
    const source = program?.getSourceFile(file);
    if (!source) return undefined;
    const position = ts.getPositionOfLineAndCharacter(source, def.line - 1, column);
    const symbols = this.service.findReferences(file, position);
    if (!symbols?.length) return undefined;
    const lineOf = (fileName: string, start: number) => {
      const sf = program!.getSourceFile(fileName);
      return sf ? sf.getLineAndCharacterOfPosition(start).line + 1 : 0;
    };
    // Resolved only when one of the symbols is declared on the definition's line.
    const declared = symbols.some(
      (s) =>
        (s.definition.fileName === file && lineOf(file, s.definition.textSpan.start) === def.line) ||
        s.references.some((r) => r.isDefinition && r.fileName === file && lineOf(file, r.textSpan.start) === def.line),
    );
    if (!declared) return undefined;
    const uses = new Set<string>();
    for (const symbol of symbols)
      for (const ref of symbol.references) {
        if (ref.isDefinition) continue;
        const path = relative(this.root, ref.fileName);
        if (path.startsWith('..') || path.split('/').includes('node_modules')) continue;
        uses.add(`${path}:${lineOf(ref.fileName, ref.textSpan.start)}`);
      }
    return [...uses];
  }

  close(): void {
    this.service.dispose();
  }
}
