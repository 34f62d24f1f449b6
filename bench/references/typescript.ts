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
    const dispatched = this.dispatchedTo(program!, source, position);
    const uses = new Set<string>();
    for (const symbol of symbols) {
      if (!dispatched(symbol.definition)) continue;
      for (const ref of symbol.references) {
        if (ref.isDefinition) continue;
        const path = relative(this.root, ref.fileName);
        if (path.startsWith('..') || path.split('/').includes('node_modules')) continue;
        uses.add(`${path}:${lineOf(ref.fileName, ref.textSpan.start)}`);
      }
    }
    return [...uses];
  }

  /**
   * Which of findReferences' symbols can run the definition: for a member, its own and those of
   * the classes and interfaces it extends or implements (a call through an interface's member may
   * run it), not those of other classes that implement the same interface or override the member
   * (`trieRouter.add()` never runs `RegExpRouter.add`). A symbol declared outside any class or
   * interface (an export's alias) is kept, and so is every symbol of a definition outside a class
   * (an interface's member is its implementations' contract: their uses stay its uses).
   */
  private dispatchedTo(
    program: ts.Program,
    source: ts.SourceFile,
    position: number,
  ): (definition: ts.ReferencedSymbolDefinitionInfo) => boolean {
    const own = containerAt(source, position);
    if (!own || !ts.isClassLike(own)) return () => true;
    const checker = program.getTypeChecker();
    const allowed = new Set<ts.Node>([own]);
    const visit = (node: ts.Node) => {
      for (const clause of (ts.isClassLike(node) || ts.isInterfaceDeclaration(node)
        ? node.heritageClauses
        : undefined) ?? [])
        for (const expression of clause.types) {
          let symbol = checker.getSymbolAtLocation(expression.expression);
          if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
          for (const declaration of symbol?.declarations ?? [])
            if (!allowed.has(declaration)) {
              allowed.add(declaration);
              visit(declaration);
            }
        }
    };
    visit(own);
    return (definition) => {
      const file = program.getSourceFile(definition.fileName);
      const container = file && containerAt(file, definition.textSpan.start);
      return !container || allowed.has(container);
    };
  }

  close(): void {
    this.service.dispose();
  }
}

/** The class or interface whose member's name is at `position`, if any. */
function containerAt(source: ts.SourceFile, position: number): ts.Node | undefined {
  let container: ts.Node | undefined;
  const descend = (node: ts.Node): void => {
    if (ts.isClassLike(node) || ts.isInterfaceDeclaration(node)) container = node;
    else if (ts.isFunctionLike(node)) {
      const body = (node as ts.FunctionLikeDeclaration).body;
      if (body && position >= body.getStart(source)) container = undefined;
    }
    const child = node.getChildren(source).find((c) => c.getStart(source) <= position && position < c.end);
    if (child) descend(child);
  };
  descend(source);
  return container;
}
