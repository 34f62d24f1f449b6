// The one table of supported languages: file extension → language → grammar .wasm → tags queries. Each language's
// syntax (comment and body node types, line comments) is in language-syntax.ts; lookups are in language-lookup.ts.

/**
 * The npm packages the grammar .wasm files come from (each has them in its `out/` folder; the
 * bundle has them in `dist/wasm/<package>/`). tree-sitter-wasms 0.1.13 is the first source;
 * @cursorless/tree-sitter-wasms 0.7.0 has the languages it lacks, and an Elm grammar that loads.
 */
export const GRAMMAR_SOURCES = ['tree-sitter-wasms', '@cursorless/tree-sitter-wasms'] as const;
export type GrammarSource = (typeof GRAMMAR_SOURCES)[number];

export interface LanguageSpec {
  id: string;
  /** Names match across files only within a family (C and C++ share headers; TS, TSX and JS share modules). */
  family: string;
  extensions: string[];
  /** The package the grammar comes from. */
  source: GrammarSource;
  /** File name in the source's `out/` folder. */
  grammar: string;
  /** Files in `queries/`, concatenated in this order. */
  queries: string[];
  /**
   * Not a programming language (Markdown, YAML, CSS…): its tags are the file's outline (headings,
   * top-level keys, selectors). Such a file is tagged only when the map wants it, as it wants a file
   * in no language: a changed or focus file, or a key project file. It is not parsed with the
   * repository's code, its changes add no identifiers to the focus, and its names stay in its own family.
   */
  outline?: boolean;
  /** The code is in `<script>` blocks of a markup file (Vue single-file components, HTML): only those are parsed. */
  scriptBlocks?: boolean;
  /**
   * Text parsed before the file (same line, so line numbers hold) to put a grammar's external
   * scanner in a known state: tree-sitter-wasms' Lua scanner starts from uninitialised memory.
   */
  scannerReset?: string;
  /**
   * A bare call `f()` never reaches a member of a class or type: members are called through a
   * receiver (`this.m()`, `self.m()`, `x.m()`), which the queries capture as `@reference.method`.
   * The lookups then link a bare call to free definitions only (see lookup/shapes.ts).
   */
  bareCallsAreFree?: true;
}

export const LANGUAGES: readonly LanguageSpec[] = [
  {
    id: 'typescript',
    family: 'js',
    extensions: ['.ts', '.mts', '.cts'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-typescript.wasm',
    queries: ['ecma-tags.scm', 'typescript-tags.scm'],
    bareCallsAreFree: true,
  },
  {
    id: 'tsx',
    family: 'js',
    extensions: ['.tsx'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-tsx.wasm',
    queries: ['ecma-tags.scm', 'typescript-tags.scm', 'jsx-tags.scm'],
    bareCallsAreFree: true,
  },
  {
    id: 'javascript',
    family: 'js',
    extensions: ['.js', '.mjs', '.cjs', '.jsx'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-javascript.wasm',
    queries: ['ecma-tags.scm', 'javascript-tags.scm', 'jsx-tags.scm'],
    bareCallsAreFree: true,
  },
  {
    id: 'python',
    family: 'python',
    extensions: ['.py', '.pyi'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-python.wasm',
    queries: ['python-tags.scm'],
    bareCallsAreFree: true,
  },
  {
    id: 'go',
    family: 'go',
    extensions: ['.go'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-go.wasm',
    queries: ['go-tags.scm'],
    bareCallsAreFree: true,
  },
  {
    id: 'rust',
    family: 'rust',
    extensions: ['.rs'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-rust.wasm',
    queries: ['rust-tags.scm'],
    bareCallsAreFree: true,
  },
  // Java, Kotlin and Scala call each other in mixed JVM projects: one family.
  {
    id: 'java',
    family: 'jvm',
    extensions: ['.java'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-java.wasm',
    queries: ['java-tags.scm'],
  },
  {
    id: 'kotlin',
    family: 'jvm',
    extensions: ['.kt', '.kts'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-kotlin.wasm',
    queries: ['kotlin-tags.scm'],
  },
  {
    id: 'scala',
    family: 'jvm',
    extensions: ['.scala', '.sc'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-scala.wasm',
    queries: ['scala-tags.scm'],
  },
  {
    id: 'c',
    family: 'c',
    extensions: ['.c'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-c.wasm',
    queries: ['c-tags.scm'],
  },
  // `.h` goes to C++: its grammar parses C headers too, while the C grammar fails on C++ headers.
  {
    id: 'cpp',
    family: 'c',
    extensions: ['.cc', '.cpp', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.h', '.ipp', '.tpp'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-cpp.wasm',
    queries: ['cpp-tags.scm'],
  },
  {
    id: 'c_sharp',
    family: 'c_sharp',
    extensions: ['.cs'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-c_sharp.wasm',
    queries: ['c_sharp-tags.scm'],
  },
  {
    id: 'ruby',
    family: 'ruby',
    extensions: ['.rb', '.rake', '.gemspec'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-ruby.wasm',
    queries: ['ruby-tags.scm'],
  },
  {
    id: 'php',
    family: 'php',
    extensions: ['.php', '.phtml'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-php.wasm',
    queries: ['php-tags.scm'],
  },
  {
    id: 'swift',
    family: 'swift',
    extensions: ['.swift'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-swift.wasm',
    queries: ['swift-tags.scm'],
  },
  {
    id: 'dart',
    family: 'dart',
    extensions: ['.dart'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-dart.wasm',
    queries: ['dart-tags.scm'],
  },
  {
    id: 'lua',
    family: 'lua',
    extensions: ['.lua'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-lua.wasm',
    queries: ['lua-tags.scm'],
    scannerReset: '--[[]]',
  },
  {
    id: 'elixir',
    family: 'elixir',
    extensions: ['.ex', '.exs'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-elixir.wasm',
    queries: ['elixir-tags.scm'],
  },
  {
    id: 'ocaml',
    family: 'ocaml',
    extensions: ['.ml'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-ocaml.wasm',
    queries: ['ocaml-tags.scm'],
  },
  {
    id: 'zig',
    family: 'zig',
    extensions: ['.zig'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-zig.wasm',
    queries: ['zig-tags.scm'],
  },
  {
    id: 'bash',
    family: 'bash',
    extensions: ['.sh', '.bash'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-bash.wasm',
    queries: ['bash-tags.scm'],
  },
  {
    id: 'solidity',
    family: 'solidity',
    extensions: ['.sol'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-solidity.wasm',
    queries: ['solidity-tags.scm'],
  },
  // Objective-C calls C freely: same family.
  {
    id: 'objc',
    family: 'c',
    extensions: ['.m'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-objc.wasm',
    queries: ['objc-tags.scm'],
  },
  {
    id: 'elisp',
    family: 'elisp',
    extensions: ['.el'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-elisp.wasm',
    queries: ['elisp-tags.scm'],
  },
  {
    id: 'rescript',
    family: 'rescript',
    extensions: ['.res', '.resi'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-rescript.wasm',
    queries: ['rescript-tags.scm'],
  },
  {
    id: 'haskell',
    family: 'haskell',
    extensions: ['.hs'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-haskell.wasm',
    queries: ['haskell-tags.scm'],
  },
  {
    id: 'elm',
    family: 'elm',
    extensions: ['.elm'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-elm.wasm',
    queries: ['elm-tags.scm'],
  },
  {
    id: 'r',
    family: 'r',
    extensions: ['.r'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-r.wasm',
    queries: ['r-tags.scm'],
  },
  {
    id: 'perl',
    family: 'perl',
    extensions: ['.pl', '.pm', '.t'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-perl.wasm',
    queries: ['perl-tags.scm'],
  },
  {
    id: 'clojure',
    family: 'clojure',
    extensions: ['.clj', '.cljs', '.cljc'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-clojure.wasm',
    queries: ['clojure-tags.scm'],
  },
  {
    id: 'nix',
    family: 'nix',
    extensions: ['.nix'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-nix.wasm',
    queries: ['nix-tags.scm'],
  },
  {
    id: 'hcl',
    family: 'hcl',
    extensions: ['.tf', '.tfvars', '.hcl'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-hcl.wasm',
    queries: ['hcl-tags.scm'],
  },
  {
    id: 'gleam',
    family: 'gleam',
    extensions: ['.gleam'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-gleam.wasm',
    queries: ['gleam-tags.scm'],
  },
  {
    id: 'gdscript',
    family: 'gdscript',
    extensions: ['.gd'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-gdscript.wasm',
    queries: ['gdscript-tags.scm'],
  },
  {
    id: 'agda',
    family: 'agda',
    extensions: ['.agda'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-agda.wasm',
    queries: ['agda-tags.scm'],
  },
  // Script blocks are parsed as TypeScript (a superset of the JavaScript they usually hold).
  {
    id: 'vue',
    family: 'js',
    extensions: ['.vue'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-typescript.wasm',
    queries: ['ecma-tags.scm', 'typescript-tags.scm'],
    bareCallsAreFree: true,
    scriptBlocks: true,
  },
  {
    id: 'html',
    family: 'js',
    extensions: ['.html', '.htm'],
    source: 'tree-sitter-wasms',
    grammar: 'tree-sitter-typescript.wasm',
    queries: ['ecma-tags.scm', 'typescript-tags.scm'],
    bareCallsAreFree: true,
    scriptBlocks: true,
  },
  // Outlines of non-code files (see `outline`): each its own family, out of the code's name linking.
  {
    id: 'markdown',
    family: 'markdown',
    extensions: ['.md', '.markdown'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-markdown.wasm',
    queries: ['markdown-tags.scm'],
    outline: true,
  },
  {
    id: 'yaml',
    family: 'yaml',
    extensions: ['.yml', '.yaml'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-yaml.wasm',
    queries: ['yaml-tags.scm'],
    outline: true,
  },
  {
    id: 'css',
    family: 'css',
    extensions: ['.css'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-css.wasm',
    queries: ['css-tags.scm'],
    outline: true,
  },
  {
    id: 'scss',
    family: 'scss',
    extensions: ['.scss'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-scss.wasm',
    queries: ['scss-tags.scm'],
    outline: true,
  },
  {
    id: 'json',
    family: 'json',
    extensions: ['.json'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-json.wasm',
    queries: ['json-tags.scm'],
    outline: true,
  },
  {
    id: 'latex',
    family: 'latex',
    extensions: ['.tex'],
    source: '@cursorless/tree-sitter-wasms',
    grammar: 'tree-sitter-latex.wasm',
    queries: ['latex-tags.scm'],
    outline: true,
  },
];
