import type * as WebTreeSitter from 'web-tree-sitter';
import { compareStrings } from '../util/order';
import type { Definition, FileTags, Reference } from '../types';
import { packTags } from '../util/packed';

type Node = WebTreeSitter.Node;

/** Longest signature kept, in characters; longer heads are cut with an ellipsis. */
export const MAX_SIGNATURE = 120;

/**
 * Longest value shown after the `=` of a head without a body (a constant, a type alias), in
 * characters: a long array or table literal says less per token than another definition.
 */
export const MAX_VALUE = 60;
const MAX_NAME = 120;
const CALL_ARGUMENTS = new Set(['arguments', 'argument_list']);
const COMMENT_TYPES = ['comment', 'line_comment', 'block_comment', 'multiline_comment', 'documentation_comment'];

// Node types that hold a declaration's body: the signature stops where one starts.
const BODY_TYPES = new Set([
  'block',
  'statement_block',
  'class_body',
  'compound_statement',
  'field_declaration_list',
  'declaration_list',
  'enum_body',
  'enum_variant_list',
  'enumerator_list',
  'interface_body',
  'enum_class_body',
  'annotation_type_body',
  'record_declaration_body',
  'constructor_body',
  'body_statement',
  'do_block',
  'object_type',
  'object',
  'class',
  'arrow_function',
  'function_expression',
  'function',
  'lambda',
  'accessor_list',
  'switch_body',
  'arrow_expression_clause',
  'initializer_list',
  'function_body',
  'getter',
  'setter',
  'computed_property',
  // Haskell: an equation's `= …` or guards, a data type's constructors, a class's or instance's `where` block.
  'match',
  'data_constructors',
  'class_declarations',
  'instance_declarations',
  // Elm: a custom type's variants.
  'union_variant',
  // HCL: where a block's `{` opens it (also when it is empty).
  'block_start',
  // Nix: a set or an indented string as a binding's value, or as a call's argument.
  'attrset_expression',
  'rec_attrset_expression',
  'let_attrset_expression',
  'indented_string_expression',
  // Objective-C: an `@implementation`'s instance variables, and its methods.
  'instance_variables',
  'implementation_definition',
  // Rust: a `macro_rules!`'s rules.
  'macro_rule',
]);

/** Matches handled between two checks of the work limit (each check is one unit of work). */
const MATCHES_PER_CHECK = 32;

/**
 * Run a tags query over a tree: `@definition.<kind>` and `@reference.<kind>` captures, each with
 * a `@name` capture in the same match, following tree-sitter's tags conventions. A definition's
 * lines are its node's, or run to the last `@end` capture of the match when it has one (a Haskell
 * type signature and the equations after it are one function). A `@body` capture says where the
 * signature ends when the grammar's nodes do not (R's `setMethod("f", "T", function(x) …)`). A
 * `@scope` capture qualifies the name: `scope.name` (Terraform's `aws_instance.web`). A
 * `@container` capture names the definition a member belongs to when the syntax does not nest it
 * there (Go's method receivers). Undefined when `stop` (the work limit) ended the work first.
 */
export function tagsFromTree(tree: WebTreeSitter.Tree, query: WebTreeSitter.Query, source: string, stop: () => boolean = () => false): FileTags | undefined {
  const found: FoundDefinition[] = [];
  const refs: Reference[] = [];
  const seenDefs = new Set<string>();
  const seenRefs = new Set<string>();
  // The query cursor asks `stop` every few hundred steps and ends early when it says so; only
  // web-tree-sitter's copying of the matches found into JavaScript objects cannot be interrupted.
  const matches = query.matches(tree.rootNode, { progressCallback: stop });
  for (let i = 0; i < matches.length; i++) {
    if (i % MATCHES_PER_CHECK === 0 && stop()) return undefined;
    const match = matches[i];
    let nameNode: Node | undefined;
    let role: { node: Node; capture: string } | undefined;
    let end: Node | undefined;
    let body: Node | undefined;
    let scope: Node | undefined;
    let container: Node | undefined;
    for (const capture of match.captures) {
      if (capture.name === 'name') nameNode = capture.node;
      else if (capture.name === 'body') body = capture.node;
      else if (capture.name === 'scope') scope = capture.node;
      else if (capture.name === 'container') container = capture.node;
      else if (capture.name === 'end') end = end && end.endIndex > capture.node.endIndex ? end : capture.node;
      else if (capture.name.startsWith('definition.') || capture.name.startsWith('reference.')) {
        role = { node: capture.node, capture: capture.name };
      }
    }
    if (!nameNode || !role) continue;
    if (!predicatesAllow(query, match)) continue;
    const dot = role.capture.indexOf('.');
    const kind = role.capture.slice(dot + 1);
    const phrase = PHRASE_KINDS.has(kind);
    let name = phrase ? cleanPhrase(nameNode.text, kind) : cleanName(nameNode.text);
    if (name && scope) name = cleanName(`${scope.text}.${name}`);
    // An import by path (Go's "net/http", "example.com/mod/v2") is known by its last segment.
    if (name && kind === 'import' && name.includes('/')) name = name.replace(/\/v\d+$/, '').split('/').pop() || undefined;
    // A Dart library by URI: `dart:async` → async, `package:http/http.dart` → http.
    if (name && kind === 'import' && /^dart:|\.dart$/.test(name)) name = name.replace(/^dart:/, '').replace(/\.dart$/, '');
    if (!name) continue;
    const line = nameNode.startPosition.row + 1;
    if (role.capture.startsWith('definition.')) {
      const key = `${name}\0${line}`;
      if (seenDefs.has(key)) continue;
      seenDefs.add(key);
      const def: Definition = {
        name,
        kind,
        line,
        endLine: Math.max(role.node.endPosition.row, end?.endPosition.row ?? 0) + 1,
        signature: phrase ? outlineSignature(source, nameNode, body) : signatureOf(source, role.node, nameNode, body, kind),
      };
      // A C++ definition outside its class (`void Foo::bar() {…}`) belongs to the scope of its name.
      const scope = container ?? (nameNode.parent?.type === 'qualified_identifier' ? nameNode.parent.childForFieldName('scope') : null) ?? undefined;
      found.push({ def, start: role.node.startIndex, end: role.node.endIndex, container: scope && containerName(scope.text) });
    } else {
      const key = `${name}\0${line}\0${kind}`;
      if (seenRefs.has(key)) continue;
      seenRefs.add(key);
      refs.push({ name, kind, line });
    }
  }
  if (stop()) return undefined;
  found.sort((a, b) => a.def.line - b.def.line || compareStrings(a.def.name, b.def.name));
  linkContainers(found);
  refs.sort((a, b) => a.line - b.line || compareStrings(a.name, b.name) || compareStrings(a.kind, b.kind));
  return packTags(found.map((f) => f.def), refs);
}

/**
 * Predicates of our own, which web-tree-sitter leaves to us (it applies #eq?, #match?, #any-of?):
 * - `(#has-parent? @capture type …)` / `(#not-has-parent? …)`: the captured node's parent is (is
 *   not) of one of the types;
 * - `(#field-match? @capture field "regex")` / `(#field-not-match? …)`: the text of the captured
 *   node's child in that field matches (does not match) the regex; true when there is no such child.
 * They stand in for shapes that are costly to compile: tree-sitter analyses every alternative of a
 * pattern, and every `field: (_)` wildcard, against the grammar (seconds for the biggest grammars,
 * in every thread), while one pattern with an allow-list of parents, or a check of a field's text,
 * costs next to nothing.
 */
function predicatesAllow(query: WebTreeSitter.Query, match: WebTreeSitter.QueryMatch): boolean {
  for (const check of checksOf(query, match.patternIndex)) {
    const node = match.captures.find((c) => c.name === check.capture)?.node;
    if (!node) continue;
    if (check.parents) {
      if (check.parents.has(node.parent?.type ?? '') !== check.want) return false;
    } else {
      const text = node.childForFieldName(check.field)?.text;
      if (text !== undefined && check.regex.test(text) !== check.want) return false;
    }
  }
  return true;
}

/** One of our predicates, read once per query and pattern: a set of parent types, or a field and its regex. */
type Check = { capture: string; want: boolean } & ({ parents: Set<string> } | { parents?: undefined; field: string; regex: RegExp });

const checksByQuery = new WeakMap<WebTreeSitter.Query, Check[][]>();

function checksOf(query: WebTreeSitter.Query, pattern: number): Check[] {
  let byPattern = checksByQuery.get(query);
  if (!byPattern) checksByQuery.set(query, (byPattern = []));
  let checks = byPattern[pattern];
  if (!checks) {
    checks = [];
    for (const { operator, operands } of query.predicates[pattern] ?? []) {
      const [subject, ...rest] = operands;
      if (subject?.type !== 'capture') continue;
      const strings = rest.map((operand) => (operand.type === 'string' ? operand.value : ''));
      if (operator === 'has-parent?' || operator === 'not-has-parent?') {
        checks.push({ capture: subject.name, want: operator === 'has-parent?', parents: new Set(strings) });
      } else if (operator === 'field-match?' || operator === 'field-not-match?') {
        checks.push({ capture: subject.name, want: operator === 'field-match?', field: strings[0], regex: new RegExp(strings[1]) });
      }
    }
    byPattern[pattern] = checks;
  }
  return checks;
}

/** A definition as the query found it: its node's span, and the name of a container the syntax does not nest it in. */
interface FoundDefinition {
  def: Definition;
  start: number;
  end: number;
  container?: string;
}

/** Kinds of definitions that hold others: members are shown under them. */
export const CONTAINER_KINDS = new Set(['class', 'struct', 'interface', 'trait', 'impl', 'enum', 'union', 'module', 'type']);

/*
 * A container (see CONTAINER_KINDS; a type alias aside) whose syntax tree gives its body no node
 * (Solidity's `enum E {`, Zig's `const S = struct {`, a Lua module's table, Objective-C's
 * `NS_ENUM(…) {`): its first `{` outside any bracket of the head opens the body, unless the braces
 * close on the same line (`enum { a, b }`, `{}`): then they are a value, shown.
 */
const BRACED_KINDS = new Set([...CONTAINER_KINDS].filter((kind) => kind !== 'type'));

/** A `@container` capture's text as a name: Go's receiver `*Server[T]` is `Server`. */
function containerName(text: string): string | undefined {
  return cleanName(text.replace(/^[*&\s]+/, '').replace(/[[<(].*$/s, '').trim());
}

/**
 * Each definition's container: the innermost definition of a container kind whose node encloses
 * its node, else (Go's methods, outside their type) the container of the name its `@container`
 * capture gives, when the file defines it. Sets `parent` to the container's index in `found`.
 */
function linkContainers(found: FoundDefinition[]): void {
  const order = found.map((_, i) => i).sort((a, b) => found[a].start - found[b].start || found[b].end - found[a].end || a - b);
  const open: number[] = [];
  for (const i of order) {
    while (open.length && found[open[open.length - 1]].end < found[i].end) open.pop();
    const top = open[open.length - 1];
    if (top !== undefined && (found[top].start < found[i].start || found[i].end < found[top].end)) found[i].def.parent = top;
    if (CONTAINER_KINDS.has(found[i].def.kind)) open.push(i);
  }
  const byName = new Map<string, number>();
  found.forEach((f, i) => {
    if (CONTAINER_KINDS.has(f.def.kind) && !byName.has(f.def.name)) byName.set(f.def.name, i);
  });
  for (const f of found) {
    const parent = f.container === undefined ? undefined : byName.get(f.container);
    if (f.def.parent === undefined && parent !== undefined && found[parent] !== f) f.def.parent = parent;
  }
}

/**
 * The kinds of the outlines of non-code files, named by a phrase: a heading's text, a selector
 * list, a key (which may be quoted and hold spaces).
 */
const PHRASE_KINDS = new Set(['heading', 'selector', 'key']);

/**
 * A phrase as a name: quotes stripped, whitespace collapsed, a heading's closing `#`s dropped, cut
 * at MAX_NAME characters.
 */
function cleanPhrase(text: string, kind: string): string | undefined {
  let name = text.trim();
  if (name.length >= 2 && /^["']/.test(name) && name[name.length - 1] === name[0]) name = name.slice(1, -1);
  name = name.replace(/\s+/g, ' ').trim();
  if (kind === 'heading') name = name.replace(/(^|\s)#+$/, '').trim();
  if (name.length > MAX_NAME) name = `${name.slice(0, MAX_NAME - 1).trimEnd()}…`;
  return name || undefined;
}

/**
 * An outline entry's signature: the line that names it as written (`## Install`, `- name: Build`,
 * `.nav > a:hover`), from the start of that line to the end of the name's last line or to the
 * body, whitespace collapsed, without the `{`, `[` or `:` that opens the body (nor a JSON `,`).
 */
function outlineSignature(source: string, nameNode: Node, body: Node | undefined): string {
  const start = lineStartOf(source, nameNode.startIndex);
  let end = source.indexOf('\n', nameNode.endIndex);
  if (end < 0) end = source.length;
  if (body && body.startIndex >= nameNode.endIndex && body.startIndex < end) end = body.startIndex;
  const text = source.slice(start, end).replace(/\s+/g, ' ').trim().replace(/(\s*[{[:,])+$/, '');
  return clip(text) || nameNode.text;
}

/** Names are identifiers: strip quotes some grammars keep (string keys, symbols) and refuse junk. */
function cleanName(text: string): string | undefined {
  let name = text.trim();
  if (name.length >= 2 && /^["'`]/.test(name) && name[name.length - 1] === name[0]) name = name.slice(1, -1);
  else if (/^:[A-Za-z_]/.test(name)) name = name.slice(1); // a Ruby symbol naming an attribute
  if (!name || name.length > MAX_NAME || /\s/.test(name)) return undefined;
  return name;
}

/**
 * The head of a declaration joined onto one line: from the line that carries the declaration
 * (decorators, attributes and comments above it left out) to the start of its body, all of its
 * lines (generic parameters, parameter lists spread over lines, return types, `extends` and
 * `where` clauses); without a body (a field, a type alias, a constant, a prototype), to the end of
 * the line where no bracket is open and no operator waits for more, so a type alias or a constant
 * shows as much of its value as the limit allows.
 */
export function signatureOf(source: string, defNode: Node, nameNode: Node, bodyNode?: Node, kind = ''): string {
  const start = headStart(source, defNode.startIndex, nameNode.startIndex);
  const found = bodyNode ?? findBody(defNode, nameNode.endIndex);
  // A `;` of the declaration's own before any body ends it (C#'s `namespace App;`, whose node holds
  // the declarations after it): a body past it belongs to another declaration.
  const semicolon = bodyNode ? undefined : statementEnd(defNode, nameNode.endIndex, found?.startIndex ?? defNode.endIndex);
  if (semicolon !== undefined) return clip(headText(source, defNode, start, semicolon, nameNode.startIndex)) || nameNode.text;
  const body = found;
  const end = body ? Math.min(body.startIndex, start + HEAD_SCAN) : headEnd(source, defNode, start, nameNode.endIndex);
  const brace = bodyNode || !BRACED_KINDS.has(kind) ? undefined : openingBrace(source, defNode, nameNode.endIndex, end);
  const text = headText(source, defNode, start, brace ?? end, nameNode.startIndex);
  // A head that stops at its body has no value to cut. A body found inside a value (an object in an
  // array: `const routes = [{ … }]`) is not where the head ends: the value is shown instead, cut.
  if (body && (bodyNode || !endsOpen(text))) return clip(text) || nameNode.text;
  const head = body ? headText(source, defNode, start, headEnd(source, defNode, start, nameNode.endIndex), nameNode.startIndex) : text;
  return clip(withValueCut(head, nameNode.text)) || nameNode.text;
}

/** Where the first `;` among the declaration's own children, between `from` and `to`, starts, if one does and more of the declaration follows it. */
function statementEnd(defNode: Node, from: number, to: number): number | undefined {
  for (const child of defNode.children) {
    if (!child || child.startIndex < from) continue;
    if (child.startIndex >= to) return undefined;
    if (child.type === ';') return child.endIndex < defNode.endIndex ? child.startIndex : undefined;
  }
  return undefined;
}

/** A head with the value after its `=` (the first outside brackets past the name) cut at MAX_VALUE. */
function withValueCut(text: string, name: string): string {
  let depth = 0;
  for (let i = Math.max(0, text.indexOf(name)) + name.length; i < text.length; i++) {
    const c = text[i];
    if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c) && text[i - 1] !== '=') depth = Math.max(0, depth - 1);
    else if (c === '=' && depth === 0 && !'=!<>+-*/%&|^:'.includes(text[i - 1]) && text[i + 1] !== '=' && text[i + 1] !== '>') {
      const value = text.slice(i + 1).trim();
      return value.length > MAX_VALUE ? `${text.slice(0, i + 1)} ${clip(value, MAX_VALUE)}` : text;
    }
  }
  return text;
}

/** The first `{` token between `from` and `to` that no bracket of the declaration holds, unless its `}` is on its line. */
function openingBrace(source: string, defNode: Node, from: number, to: number): number | undefined {
  for (let i = source.indexOf('{', from); i >= 0 && i < to; i = source.indexOf('{', i + 1)) {
    const token = defNode.descendantForIndex(i, i + 1);
    if (token?.type !== '{' || token.startIndex !== i || insideBrackets(source, defNode, i)) continue;
    let close = token.nextSibling;
    while (close && close.type !== '}') close = close.nextSibling;
    return close && close.startPosition.row === token.startPosition.row ? undefined : i;
  }
  return undefined;
}

/** How far past its start a head is read, in characters of source (indentation included). */
const HEAD_SCAN = 8 * MAX_SIGNATURE;

/** The head from `start` to `end`, comments out, whitespace collapsed, the punctuation that opens a body or ends a statement stripped. */
function headText(source: string, defNode: Node, start: number, end: number, nameStart: number): string {
  let text = withoutInnerParts(source, defNode, start, end, nameStart)
    .replace(/\s+/g, ' ')
    .replace(/([([]) /g, '$1')
    .replace(/,? ([)\]])/g, '$1')
    // A type parameter list spread over lines: `Handler<\n  E,\n>` reads `Handler<E>`.
    .replace(/(\w)< /g, '$1<')
    .replace(/, >(?![=>])/g, '>')
    .trim();
  // Punctuation that opens the body or ends the statement says nothing: strip it, repeatedly
  // (`X = {` → `X`, `int f(int);` → `int f(int)`, a macro's trailing `\`, Haskell's `class C a where`).
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/\s*(\{|:|=>|=|->|;\s*end|;|,|\\|\bdo|\bthen|\bbegin|\bwhere)$/, '').trim();
  }
  return text;
}

/** An open bracket, or an operator that expects more after it: a head that ends so was cut too early. */
const DANGLING_END = /(?:[([{<,=|&+\-*/%^~:.]|=>|->)$/;

function endsOpen(text: string): boolean {
  return DANGLING_END.test(text);
}

/**
 * A text cut to `limit` characters: past it, cut back so that it ends on neither an open bracket
 * nor an operator (nor half of a surrogate pair), and marked with an ellipsis.
 */
export function clip(text: string, limit = MAX_SIGNATURE): string {
  if (text.length <= limit) return text;
  let cut = text.slice(0, limit - 1);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  for (let previous = ''; previous !== cut; ) {
    previous = cut;
    cut = cut.replace(/(?:\s+|[([{<,=|&+\-*/%^~:.;]|=>|->)$/, '');
  }
  return `${cut || text.slice(0, limit - 1)}…`;
}

/**
 * The head's text without comments, and with a body that comes before the name
 * (`typedef struct {…} name`) shown as `{…}`.
 */
function withoutInnerParts(source: string, defNode: Node, start: number, end: number, nameStart: number): string {
  const cuts: [number, number, string][] = [];
  // Only the head's rows are searched: a class's comments are not walked for its signature.
  let rows = 0;
  for (let i = defNode.startIndex; i < end; i++) if (source.charCodeAt(i) === 10) rows++;
  const until = { row: defNode.startPosition.row + rows + 1, column: 0 };
  for (const comment of defNode.descendantsOfType(COMMENT_TYPES, defNode.startPosition, until)) {
    if (comment && comment.startIndex >= start && comment.endIndex <= end) cuts.push([comment.startIndex, comment.endIndex, ' ']);
  }
  for (const child of defNode.namedChildren) {
    if (!child || child.startIndex < start || child.endIndex > nameStart) continue;
    const inner = BODY_TYPES.has(child.type) ? child : child.namedChildren.find((c) => c && BODY_TYPES.has(c.type) && c.endIndex <= nameStart);
    if (inner && inner.startIndex >= start) cuts.push([inner.startIndex, inner.endIndex, '{…}']);
  }
  cuts.sort((a, b) => a[0] - b[0]);
  let text = '';
  let at = start;
  for (const [from, to, replacement] of cuts) {
    if (from < at) continue;
    text += source.slice(at, from) + replacement;
    at = to;
  }
  return text + source.slice(at, end);
}

function lineStartOf(source: string, index: number): number {
  return source.lastIndexOf('\n', index - 1) + 1;
}

function headStart(source: string, defStart: number, nameStart: number): number {
  // `export const f = () => …` captured on the declarator: take in the keywords before it.
  const lineStart = lineStartOf(source, defStart);
  let start = defStart;
  const prefix = source.slice(lineStart, defStart);
  if (/^[\w\s$]*$/.test(prefix)) start = lineStart + (prefix.length - prefix.trimStart().length);
  // Skip whole lines of decorators, attributes and comments that precede the line of the name.
  const nameLine = lineStartOf(source, nameStart);
  while (start < nameLine) {
    const lineEnd = source.indexOf('\n', start);
    if (lineEnd < 0 || lineEnd >= nameLine) break;
    const line = source.slice(start, lineEnd).trim();
    if (!/^(@|#\[|#!\[|\/\/|\/\*|\*|\[|--|#)/.test(line) && line !== '') break;
    start = lineEnd + 1;
    while (start < nameLine && (source[start] === ' ' || source[start] === '\t')) start++;
  }
  return start;
}

const MEMBER_TYPES = new Set(['struct_type', 'interface_type']);

function findBody(defNode: Node, after: number): Node | undefined {
  const field = defNode.childForFieldName('body');
  // A Rust tuple struct's `(u8, String)` sits in the body field but belongs to its head.
  if (field && field.startIndex >= after && field.type !== 'ordered_field_declaration_list') return field;
  // Breadth-first, a few levels down: a declarator's value (`const f = () => {…}`) holds the body.
  let level: Node[] = [defNode];
  for (let depth = 0; depth < 3 && level.length; depth++) {
    const next: Node[] = [];
    for (const node of level) {
      // What a `type` field holds is part of the head (a Haskell signature's `a -> b` is a `function`).
      const type = node.childForFieldName('type');
      // …unless it is a type whose fields or methods are definitions of their own (Go's
      // `type S struct {…}`, `type I interface {…}`): its braces open the body.
      const open = type && MEMBER_TYPES.has(type.type) ? type.descendantsOfType('{')[0] : undefined;
      if (open && open.startIndex >= after) return open;
      for (const child of node.namedChildren) {
        if (!child || (type && child.id === type.id)) continue;
        // A multi-line call as a declarator's value (`const X = make("x", (a) => {…})`): its
        // arguments are the body, the head ends at the callee.
        if (CALL_ARGUMENTS.has(child.type) && child.startIndex >= after && child.startPosition.row !== child.endPosition.row) return child;
        // Elixir's one-line `def f(x), do: expr`: the trailing `do:` keyword list is the body.
        const last = CALL_ARGUMENTS.has(child.type) ? child.namedChildren[child.namedChildren.length - 1] : null;
        if (last?.type === 'keywords' && last.startIndex >= after && /^do:/.test(last.namedChildren[0]?.text ?? '')) return last;
        if (child.startIndex >= after && BODY_TYPES.has(child.type)) {
          // A function value's own body is where its head ends (keep `(a, b) =>` in the signature).
          if (child.type === 'arrow_function' || child.type.startsWith('function') || child.type === 'lambda') {
            return child.childForFieldName('body') ?? child;
          }
          return child;
        }
        // Type arguments, type parameters and one-line call arguments are part of the head
        // (`defineProps<{ a: A }>()`, `computed(() => total(a))`).
        if (child.type !== 'type_arguments' && child.type !== 'type_parameters' && !CALL_ARGUMENTS.has(child.type)) next.push(child);
      }
    }
    level = next;
  }
  return undefined;
}

/**
 * Where a head without a body ends: at the first line break past the name that is inside no
 * bracket of the declaration (a parameter list, type parameters, an array or a call as a value),
 * after a line that does not end on an operator waiting for more (`=`, `|`, `,`, `=>`), before a
 * line that does not go on with one (`| 'b'`, `-> Int`, `extends B`, `throws E`). Brackets come
 * from the syntax tree, so a bracket in a string or a comment does not count, and a Lisp form's own
 * parenthesis (the declaration itself) does not hold the head open.
 */
function headEnd(source: string, defNode: Node, start: number, nameEnd: number): number {
  const limit = Math.min(defNode.endIndex, start + 4 * MAX_SIGNATURE);
  for (let i = source.indexOf('\n', Math.max(start, nameEnd)); i >= 0 && i < limit; i = source.indexOf('\n', i + 1)) {
    if (!insideBrackets(source, defNode, i) && !lineEndsOpen(source, defNode, start, i) && !nextLineGoesOn(source, i, limit)) return i;
  }
  return limit;
}

const OPENING = new Set(['(', '[', '{', '<', '"', "'", '`']);

/** Whether a position of the declaration's text is inside a node of it that a bracket or a quote opens. */
function insideBrackets(source: string, defNode: Node, index: number): boolean {
  for (let node = defNode.descendantForIndex(index, index); node && node.id !== defNode.id; node = node.parent) {
    if (node.startIndex < index && node.endIndex > index && OPENING.has(source[node.startIndex])) return true;
  }
  return false;
}

/** Whether the code of the line that ends at `lineEnd` (a comment at its end aside) ends on an operator that waits for more. */
function lineEndsOpen(source: string, defNode: Node, start: number, lineEnd: number): boolean {
  let j = lineEnd - 1;
  for (;;) {
    while (j >= start && /\s/.test(source[j])) j--;
    if (j < start) return false;
    const leaf = defNode.descendantForIndex(j, j + 1);
    if (!leaf || !leaf.type.includes('comment') || leaf.startIndex <= start) break;
    j = leaf.startIndex - 1;
  }
  return endsOpen(source.slice(Math.max(start, j - 1), j + 1));
}

/** A line that goes on with the head before it: a union's next `|`, a curried `-> b`, a chained `.call()`, `extends`… */
const GOES_ON = /^(?:[|&.?:=+]|->|=>|(?:extends|implements|where|with|throws)\b)/;

function nextLineGoesOn(source: string, lineEnd: number, limit: number): boolean {
  const next = source.slice(lineEnd + 1, Math.min(limit, lineEnd + 200)).replace(/^[ \t\r]*/, '');
  return GOES_ON.test(next) && !/^(?:\.\.\.|--|\/\/)/.test(next);
}
