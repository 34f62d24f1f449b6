// A declaration's head as its signature: the text from the line that carries it to the start of its
// body (or, without a body, to the end of the statement), on one line, cut to MAX_SIGNATURE.
import type * as WebTreeSitter from 'web-tree-sitter';
import type { LanguageSyntax } from '../language-syntax';
import { CONTAINER_KINDS } from './containers';

type Node = WebTreeSitter.Node;

/** Longest signature kept, in characters; longer heads are cut with an ellipsis. */
export const MAX_SIGNATURE = 120;

/**
 * Longest value shown after the `=` of a head without a body (a constant, a type alias), in
 * characters: a long array or table literal says less per token than another definition.
 */
export const MAX_VALUE = 60;
const CALL_ARGUMENTS = new Set(['arguments', 'argument_list']);

/*
 * A container (see CONTAINER_KINDS; a type alias aside) whose syntax tree gives its body no node
 * (Solidity's `enum E {`, Zig's `const S = struct {`, a Lua module's table, Objective-C's
 * `NS_ENUM(…) {`): its first `{` outside any bracket of the head opens the body, unless the braces
 * close on the same line (`enum { a, b }`, `{}`): then they are a value, shown.
 */
const BRACED_KINDS = new Set([...CONTAINER_KINDS].filter((kind) => kind !== 'type'));

/**
 * An outline entry's signature: the line that names it as written (`## Install`, `- name: Build`,
 * `.nav > a:hover`), from the start of that line to the end of the name's last line or to the
 * body, whitespace collapsed, without the `{`, `[` or `:` that opens the body (nor a JSON `,`).
 */
export function outlineSignature(source: string, nameNode: Node, body: Node | undefined): string {
  const start = lineStartOf(source, nameNode.startIndex);
  let end = source.indexOf('\n', nameNode.endIndex);
  if (end < 0) end = source.length;
  if (body && body.startIndex >= nameNode.endIndex && body.startIndex < end) end = body.startIndex;
  const text = source
    .slice(start, end)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\s*[{[:,])+$/, '');
  return clip(text) || nameNode.text;
}

/**
 * The head of a declaration joined onto one line: from the line that carries the declaration
 * (decorators, attributes and comments above it left out) to the start of its body, all of its
 * lines (generic parameters, parameter lists spread over lines, return types, `extends` and
 * `where` clauses); without a body (a field, a type alias, a constant, a prototype), to the end of
 * the line where no bracket is open and no operator waits for more, so a type alias or a constant
 * shows as much of its value as the limit allows. The language's syntax names its comment and body nodes.
 */
export function signatureOf(
  source: string,
  syntax: LanguageSyntax,
  defNode: Node,
  nameNode: Node,
  bodyNode?: Node,
  kind = '',
): string {
  const start = headStart(source, defNode.startIndex, nameNode.startIndex);
  const found = bodyNode ?? findBody(syntax, defNode, nameNode.endIndex);
  // A `;` of the declaration's own before any body ends it (C#'s `namespace App;`, whose node holds
  // the declarations after it): a body past it belongs to another declaration.
  const semicolon = bodyNode
    ? undefined
    : statementEnd(defNode, nameNode.endIndex, found?.startIndex ?? defNode.endIndex);
  if (semicolon !== undefined)
    return clip(headText(source, syntax, defNode, start, semicolon, nameNode.startIndex)) || nameNode.text;
  const body = found;
  const end = body ? Math.min(body.startIndex, start + HEAD_SCAN) : headEnd(source, defNode, start, nameNode.endIndex);
  const brace = bodyNode || !BRACED_KINDS.has(kind) ? undefined : openingBrace(source, defNode, nameNode.endIndex, end);
  const text = headText(source, syntax, defNode, start, brace ?? end, nameNode.startIndex);
  // A head that stops at its body has no value to cut. A body found inside a value (an object in an
  // array: `const routes = [{ … }]`) is not where the head ends: the value is shown instead, cut.
  if (body && (bodyNode || !endsOpen(text))) return clip(text) || nameNode.text;
  const head = body
    ? headText(source, syntax, defNode, start, headEnd(source, defNode, start, nameNode.endIndex), nameNode.startIndex)
    : text;
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
    else if (
      c === '=' &&
      depth === 0 &&
      !'=!<>+-*/%&|^:'.includes(text[i - 1]) &&
      text[i + 1] !== '=' &&
      text[i + 1] !== '>'
    ) {
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
function headText(
  source: string,
  syntax: LanguageSyntax,
  defNode: Node,
  start: number,
  end: number,
  nameStart: number,
): string {
  let text = withoutInnerParts(source, syntax, defNode, start, end, nameStart)
    .replace(/\s+/g, ' ')
    .replace(/([([]) /g, '$1')
    .replace(/,? ([)\]])/g, '$1')
    // A type parameter list spread over lines: `Handler<\n  E,\n>` reads `Handler<E>`.
    .replace(/(\w)< /g, '$1<')
    .replace(/, >(?![=>])/g, '>')
    .trim();
  // Punctuation that opens the body or ends the statement says nothing: strip it, repeatedly
  // (`X = {` → `X`, `int f(int);` → `int f(int)`, a macro's trailing `\`, Haskell's `class C a where`).
  for (let previous = ''; previous !== text;) {
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
  for (let previous = ''; previous !== cut;) {
    previous = cut;
    cut = cut.replace(/(?:\s+|[([{<,=|&+\-*/%^~:.;]|=>|->)$/, '');
  }
  return `${cut || text.slice(0, limit - 1)}…`;
}

/**
 * The head's text without comments, and with a body that comes before the name
 * (`typedef struct {…} name`) shown as `{…}`.
 */
function withoutInnerParts(
  source: string,
  { comments, bodies }: LanguageSyntax,
  defNode: Node,
  start: number,
  end: number,
  nameStart: number,
): string {
  const cuts: [number, number, string][] = [];
  // Only the head's rows are searched: a class's comments are not walked for its signature.
  let rows = 0;
  for (let i = defNode.startIndex; i < end; i++) if (source.charCodeAt(i) === 10) rows++;
  const until = { row: defNode.startPosition.row + rows + 1, column: 0 };
  for (const comment of defNode.descendantsOfType(comments, defNode.startPosition, until)) {
    if (comment && comment.startIndex >= start && comment.endIndex <= end)
      cuts.push([comment.startIndex, comment.endIndex, ' ']);
  }
  for (const child of defNode.namedChildren) {
    if (!child || child.startIndex < start || child.endIndex > nameStart) continue;
    const inner = bodies.has(child.type)
      ? child
      : child.namedChildren.find((c) => c && bodies.has(c.type) && c.endIndex <= nameStart);
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

function findBody({ bodies }: LanguageSyntax, defNode: Node, after: number): Node | undefined {
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
        if (
          CALL_ARGUMENTS.has(child.type) &&
          child.startIndex >= after &&
          child.startPosition.row !== child.endPosition.row
        )
          return child;
        // Elixir's one-line `def f(x), do: expr`: the trailing `do:` keyword list is the body.
        const last = CALL_ARGUMENTS.has(child.type) ? child.namedChildren[child.namedChildren.length - 1] : null;
        if (last?.type === 'keywords' && last.startIndex >= after && /^do:/.test(last.namedChildren[0]?.text ?? ''))
          return last;
        if (child.startIndex >= after && bodies.has(child.type)) {
          // A function value's own body is where its head ends (keep `(a, b) =>` in the signature).
          if (child.type === 'arrow_function' || child.type.startsWith('function') || child.type === 'lambda') {
            return child.childForFieldName('body') ?? child;
          }
          return child;
        }
        // Type arguments, type parameters and one-line call arguments are part of the head
        // (`defineProps<{ a: A }>()`, `computed(() => total(a))`).
        if (child.type !== 'type_arguments' && child.type !== 'type_parameters' && !CALL_ARGUMENTS.has(child.type))
          next.push(child);
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
    if (
      !insideBrackets(source, defNode, i) &&
      !lineEndsOpen(source, defNode, start, i) &&
      !nextLineGoesOn(source, i, limit)
    )
      return i;
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
