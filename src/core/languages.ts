// The one table of supported languages: file extension → language → grammar .wasm → tags queries.

export interface LanguageSpec {
  id: string;
  /** Names match across files only within a family (C and C++ share headers; TS, TSX and JS share modules). */
  family: string;
  extensions: string[];
  /** File name in tree-sitter-wasms' `out/` folder. */
  grammar: string;
  /** Files in `queries/`, concatenated in this order. */
  queries: string[];
}

export const LANGUAGES: readonly LanguageSpec[] = [
  { id: 'typescript', family: 'js', extensions: ['.ts', '.mts', '.cts'], grammar: 'tree-sitter-typescript.wasm', queries: ['ecma-tags.scm', 'typescript-tags.scm'] },
  { id: 'tsx', family: 'js', extensions: ['.tsx'], grammar: 'tree-sitter-tsx.wasm', queries: ['ecma-tags.scm', 'typescript-tags.scm', 'jsx-tags.scm'] },
  { id: 'javascript', family: 'js', extensions: ['.js', '.mjs', '.cjs', '.jsx'], grammar: 'tree-sitter-javascript.wasm', queries: ['ecma-tags.scm', 'javascript-tags.scm', 'jsx-tags.scm'] },
  { id: 'python', family: 'python', extensions: ['.py', '.pyi'], grammar: 'tree-sitter-python.wasm', queries: ['python-tags.scm'] },
  { id: 'go', family: 'go', extensions: ['.go'], grammar: 'tree-sitter-go.wasm', queries: ['go-tags.scm'] },
  { id: 'rust', family: 'rust', extensions: ['.rs'], grammar: 'tree-sitter-rust.wasm', queries: ['rust-tags.scm'] },
  { id: 'java', family: 'java', extensions: ['.java'], grammar: 'tree-sitter-java.wasm', queries: ['java-tags.scm'] },
  { id: 'c', family: 'c', extensions: ['.c'], grammar: 'tree-sitter-c.wasm', queries: ['c-tags.scm'] },
  // `.h` goes to C++: its grammar parses C headers too, while the C grammar fails on C++ headers.
  { id: 'cpp', family: 'c', extensions: ['.cc', '.cpp', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.h', '.ipp', '.tpp'], grammar: 'tree-sitter-cpp.wasm', queries: ['cpp-tags.scm'] },
  { id: 'c_sharp', family: 'c_sharp', extensions: ['.cs'], grammar: 'tree-sitter-c_sharp.wasm', queries: ['c_sharp-tags.scm'] },
  { id: 'ruby', family: 'ruby', extensions: ['.rb', '.rake', '.gemspec'], grammar: 'tree-sitter-ruby.wasm', queries: ['ruby-tags.scm'] },
  { id: 'php', family: 'php', extensions: ['.php', '.phtml'], grammar: 'tree-sitter-php.wasm', queries: ['php-tags.scm'] },
];

const byExtension = new Map<string, LanguageSpec>();
const byId = new Map<string, LanguageSpec>();
for (const spec of LANGUAGES) {
  byId.set(spec.id, spec);
  for (const ext of spec.extensions) byExtension.set(ext, spec);
}

/** The language of a path, by its extension (case-insensitive), or undefined. */
export function languageOf(path: string): LanguageSpec | undefined {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  if (dot <= slash + 1) return undefined; // no extension, or a dotfile such as `.eslintrc`
  return byExtension.get(path.slice(dot).toLowerCase());
}

export function languageById(id: string): LanguageSpec {
  const spec = byId.get(id);
  if (!spec) throw new Error(`unknown language id: ${id}`);
  return spec;
}
