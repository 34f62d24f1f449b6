// The syntax facts of each language of the table in languages.ts, by its id: the node types of its
// grammar that a declaration's head is read with (comments, bodies), and the comments of a line of
// code. Adding a language adds its line here (test/languages/syntax.test.ts checks the types against
// its grammar).

export interface LanguageSyntax {
  /** The grammar's node types of comments: a declaration's head is read without them. */
  comments: string[];
  /** The grammar's named node types that hold a declaration's body: a head stops where one starts. */
  bodies: ReadonlySet<string>;
  /** The comment in a line of code, cut before the names of a changed line are read. */
  lineComment: RegExp;
  /**
   * The delimiters of comments and strings that can span lines (block comments, docstrings), opening
   * and closing: the focus reads only the code spans of what they hold (see diff/words.ts).
   */
  multiline: readonly (readonly [string, string])[];
  /**
   * The names that the files of a folder share without importing them (Go's exported names of its
   * package): a value so named is kept though its file neither defines nor imports it (see extract/tags.ts).
   */
  sharedValues?: RegExp;
  /**
   * Whether a call through an imported name keeps the receiver's first name (a QUALIFIER_KIND
   * reference, `sys#read` beside `sys.stdin.read()`): Python's, whose lookups tell the calls through
   * modules outside the repository apart (see lookup/outside.ts).
   */
  qualifiers?: boolean;
}

/** `// …` to the end of the line, and a block comment on one line (or to its end): the default. */
const SLASH_COMMENTS = /\/\/.*$|\/\*.*?(\*\/|$)/g;
const HASH_COMMENT = /#.*$/;
const DASH_COMMENT = /--.*$/;
const SLASH_BLOCK = [['/*', '*/']] as const;
const DOCSTRINGS = [
  ['"""', '"""'],
  ["'''", "'''"],
] as const;
const BRACE_DASH = [['{-', '-}']] as const;

function syntax({
  bodies,
  comments = ['comment'],
  lineComment = SLASH_COMMENTS,
  multiline = lineComment === SLASH_COMMENTS ? SLASH_BLOCK : [],
  sharedValues,
  qualifiers,
}: {
  bodies: string[];
  comments?: string[];
  lineComment?: RegExp;
  multiline?: LanguageSyntax['multiline'];
  sharedValues?: RegExp;
  qualifiers?: boolean;
}): LanguageSyntax {
  return {
    comments,
    bodies: new Set(bodies),
    lineComment,
    multiline,
    ...(sharedValues && { sharedValues }),
    ...(qualifiers && { qualifiers }),
  };
}

/** TypeScript's grammar, also for TSX and for the script blocks of Vue and HTML files. */
const TYPESCRIPT = syntax({
  bodies: [
    'statement_block',
    'class_body',
    'enum_body',
    'interface_body',
    'object_type',
    'object',
    'class',
    'arrow_function',
    'function_expression',
    'switch_body',
  ],
});
const C_BODIES = [
  'compound_statement',
  'field_declaration_list',
  'declaration_list',
  'enumerator_list',
  'initializer_list',
];
const CSS = syntax({ bodies: ['block'] });

export const SYNTAX: Readonly<Record<string, LanguageSyntax>> = {
  typescript: TYPESCRIPT,
  tsx: TYPESCRIPT,
  javascript: syntax({
    bodies: [
      'statement_block',
      'class_body',
      'object',
      'class',
      'arrow_function',
      'function_expression',
      'switch_body',
    ],
  }),
  python: syntax({ bodies: ['block', 'lambda'], lineComment: HASH_COMMENT, multiline: DOCSTRINGS, qualifiers: true }),
  go: syntax({ bodies: ['block', 'field_declaration_list'], sharedValues: /^\p{Lu}/u }),
  // `macro_rule`: a `macro_rules!`'s rules.
  rust: syntax({
    bodies: ['block', 'field_declaration_list', 'declaration_list', 'enum_variant_list', 'macro_rule'],
    comments: ['line_comment', 'block_comment'],
  }),
  java: syntax({
    bodies: ['block', 'class_body', 'enum_body', 'interface_body', 'annotation_type_body', 'constructor_body'],
    comments: ['line_comment', 'block_comment'],
  }),
  kotlin: syntax({
    bodies: ['class_body', 'enum_class_body', 'function_body', 'getter', 'setter'],
    comments: ['line_comment', 'multiline_comment'],
  }),
  scala: syntax({ bodies: ['block'] }),
  c: syntax({ bodies: C_BODIES }),
  cpp: syntax({ bodies: C_BODIES }),
  c_sharp: syntax({ bodies: ['block', 'declaration_list', 'accessor_list', 'switch_body', 'arrow_expression_clause'] }),
  ruby: syntax({
    bodies: ['block', 'body_statement', 'do_block', 'class', 'lambda', 'setter'],
    lineComment: HASH_COMMENT,
    multiline: [['=begin', '=end']],
  }),
  php: syntax({ bodies: ['compound_statement', 'declaration_list', 'arrow_function'] }),
  swift: syntax({
    bodies: ['class_body', 'enum_class_body', 'function_body', 'computed_property'],
    comments: ['comment', 'multiline_comment'],
  }),
  dart: syntax({
    bodies: ['block', 'class_body', 'enum_body', 'function_expression', 'function_body'],
    comments: ['comment', 'documentation_comment'],
  }),
  lua: syntax({ bodies: ['block'], lineComment: DASH_COMMENT, multiline: [['--[[', ']]']] }),
  elixir: syntax({ bodies: ['block', 'do_block'], lineComment: HASH_COMMENT, multiline: DOCSTRINGS }),
  ocaml: syntax({
    bodies: ['object_type', 'function_expression'],
    lineComment: /\(\*.*?\*\)/g,
    multiline: [['(*', '*)']],
  }),
  zig: syntax({ bodies: ['block', 'initializer_list'] }),
  bash: syntax({ bodies: ['compound_statement'], lineComment: HASH_COMMENT }),
  solidity: syntax({ bodies: ['function_body'] }),
  // `instance_variables`, `implementation_definition`: an `@implementation`'s instance variables, and its methods.
  objc: syntax({ bodies: [...C_BODIES, 'instance_variables', 'implementation_definition'] }),
  elisp: syntax({ bodies: [], lineComment: /;.*$/ }),
  rescript: syntax({ bodies: ['block', 'object_type', 'object', 'function'] }),
  // An equation's `= …` or guards (`match`), a data type's constructors, a class's or instance's `where` block.
  haskell: syntax({
    bodies: [
      'class',
      'function',
      'lambda',
      'match',
      'data_constructors',
      'class_declarations',
      'instance_declarations',
    ],
    lineComment: DASH_COMMENT,
    multiline: BRACE_DASH,
  }),
  // A custom type's variants.
  elm: syntax({
    bodies: ['union_variant'],
    comments: ['line_comment', 'block_comment'],
    lineComment: DASH_COMMENT,
    multiline: BRACE_DASH,
  }),
  r: syntax({ bodies: [], lineComment: HASH_COMMENT }),
  perl: syntax({ bodies: ['block'], comments: [], lineComment: HASH_COMMENT }),
  clojure: syntax({ bodies: [] }),
  // A set or an indented string as a binding's value, or as a call's argument.
  nix: syntax({
    bodies: [
      'function_expression',
      'attrset_expression',
      'rec_attrset_expression',
      'let_attrset_expression',
      'indented_string_expression',
    ],
    lineComment: HASH_COMMENT,
    multiline: SLASH_BLOCK,
  }),
  // `block_start`: where a block's `{` opens it (also when it is empty).
  hcl: syntax({ bodies: ['block', 'object', 'block_start'] }),
  gleam: syntax({ bodies: ['block', 'function', 'function_body', 'data_constructors'] }),
  gdscript: syntax({
    bodies: ['enumerator_list', 'lambda', 'getter', 'setter'],
    lineComment: HASH_COMMENT,
    multiline: DOCSTRINGS,
  }),
  agda: syntax({ bodies: ['function', 'lambda'], lineComment: DASH_COMMENT, multiline: BRACE_DASH }),
  vue: TYPESCRIPT,
  html: TYPESCRIPT,
  markdown: syntax({ bodies: [], comments: [] }),
  yaml: syntax({ bodies: [], lineComment: HASH_COMMENT }),
  css: CSS,
  scss: CSS,
  json: syntax({ bodies: ['object'] }),
  latex: syntax({ bodies: [], comments: ['comment', 'line_comment', 'block_comment'] }),
};

const byId = new Map(Object.entries(SYNTAX));

/** A language's syntax facts, by its id. */
export function syntaxOf(id: string): LanguageSyntax {
  const found = byId.get(id);
  if (!found) throw new Error(`no syntax for language id: ${id}`);
  return found;
}
