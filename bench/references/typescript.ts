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
    const allowed = this.dispatchedFrom(program!, source, position);
    // A symbol, or a member declared at a reference, of a class or literal that cannot run the definition.
    const other = (fileName: string, start: number) => {
      const container = allowed && memberOwner(program!.getSourceFile(fileName), start);
      return container !== undefined && !allowed!.has(container);
    };
    // Another declaration of the member (the interface's `add(…): void` the definition implements,
    // an override, a literal's `send: (data) => …` implementing an interface's): a declaration runs
    // nothing. A literal's `{ match }` is kept: it is a use of the value `match` too.
    const declaration = (fileName: string, start: number) => {
      const member = memberAt(program!.getSourceFile(fileName), start);
      return member !== undefined && !ts.isShorthandPropertyAssignment(member);
    };
    const uses = new Set<string>();
    for (const symbol of symbols) {
      if (other(symbol.definition.fileName, symbol.definition.textSpan.start)) continue;
      for (const ref of symbol.references) {
        if (
          ref.isDefinition ||
          other(ref.fileName, ref.textSpan.start) ||
          declaration(ref.fileName, ref.textSpan.start)
        )
          continue;
        const path = relative(this.root, ref.fileName);
        if (path.startsWith('..') || path.split('/').includes('node_modules')) continue;
        uses.add(`${path}:${lineOf(ref.fileName, ref.textSpan.start)}`);
      }
    }
    return [...uses];
  }

  /**
   * The classes, interfaces and object literals whose members may be the definition when called:
   * for a member of a class, its class and the classes and interfaces it extends or implements (a
   * call through an interface's member may run it), not other classes that implement the same
   * interface or override the member (`trieRouter.add()` never runs `RegExpRouter.add`); for a
   * member of an object literal, the literal and the type it is given (`const r: RouterInterface =
   * { match }`: another literal's `match` is another's). Undefined (every symbol and reference
   * kept) for a definition that is no such member, or an interface's (its implementations' uses
   * are its contract's).
   */
  private dispatchedFrom(program: ts.Program, source: ts.SourceFile, position: number): Set<ts.Node> | undefined {
    const own = memberOwner(source, position);
    if (!own || !(ts.isClassLike(own) || ts.isObjectLiteralExpression(own))) return undefined;
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
    if (ts.isObjectLiteralExpression(own))
      for (const declaration of checker.getContextualType(own)?.getSymbol()?.declarations ?? []) {
        allowed.add(declaration);
        visit(declaration);
      }
    else visit(own);
    return allowed;
  }

  close(): void {
    this.service.dispose();
  }
}

/**
 * The class, interface, type literal or object literal of the member whose declared name is at
 * `position`, if a member's name is there (not a use of it).
 */
function memberOwner(source: ts.SourceFile | undefined, position: number): ts.Node | undefined {
  return memberAt(source, position)?.parent;
}

/** The member of a class, interface, type literal or object literal whose declared name is at `position`, if any. */
function memberAt(source: ts.SourceFile | undefined, position: number): ts.Node | undefined {
  if (!source) return undefined;
  let node: ts.Node = source;
  for (;;) {
    const child = node.getChildren(source).find((c) => c.getStart(source) <= position && position < c.end);
    if (!child) break;
    node = child;
  }
  const member = node.parent;
  const isMember =
    member &&
    (ts.isClassElement(member) || ts.isTypeElement(member) || ts.isObjectLiteralElementLike(member)) &&
    member.name === node;
  return isMember ? member : undefined;
}
