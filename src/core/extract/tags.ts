import type * as WebTreeSitter from 'web-tree-sitter';
import { compareStrings } from '../util/order';
import type { Definition, FileTags, Reference } from '../types';
import { packTags } from '../util/packed';
import type { LanguageSyntax } from '../language-syntax';
import { linkContainers, type FoundDefinition } from './containers';
import { outlineSignature, signatureOf } from './heads';
import { TEST_KIND } from '../language-tests';
import {
  bindingsOf,
  importedNames,
  resolvedBindings,
  memberTypeOf,
  receiverKind,
  scopeAround,
  typedReferences,
  heldMembers,
  knownType,
  statedType,
  type Binding,
  type StatedType,
  type ValueSource,
  type ReceiverCall,
} from './receivers';
import { elementTypeOf } from './type-shapes';
import { isNameKind, QUALIFIER_KIND, TYPED_KIND, typedName, VALUE_KIND } from '../language-lookup';
import { localsAt, valuesKept, type FileScope, type Local, type Use } from './values';
import { predicatesAllow } from './predicates';

type Node = WebTreeSitter.Node;

const MAX_NAME = 120;

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
 * there (Go's method receivers). A `@reference.method` is a call through a receiver (`x.m()`),
 * whose `@receiver` says what it is called on: a receiver named by an import of the file (a module,
 * package or namespace: `path.join()`, `strings.Split()`) makes it a `qualified` call instead (see
 * receiverKind). Undefined when `stop` (the work limit) ended the work first.
 */
export function tagsFromTree(
  tree: WebTreeSitter.Tree,
  query: WebTreeSitter.Query,
  source: string,
  syntax: LanguageSyntax,
  stop: () => boolean = () => false,
): FileTags | undefined {
  const found: FoundDefinition[] = [];
  const uses: Use[] = [];
  const bindings: Binding[] = [];
  const locals: Local[] = [];
  const aliases = new Map<string, string>();
  const seenDefs = new Set<string>();
  // The query cursor asks `stop` every few hundred steps and ends early when it says so; only
  // web-tree-sitter's copying of the matches found into JavaScript objects cannot be interrupted.
  const matches = query.matches(tree.rootNode, { progressCallback: stop });
  for (let i = 0; i < matches.length; i++) {
    if (i % MATCHES_PER_CHECK === 0 && stop()) return undefined;
    const match = matches[i];
    const captures = capturesOf(match);
    const { nameNode, role, end, body, scope, container, receiver, binding, self, typeNode, returns, local, alias } =
      captures;
    const type = typeNode && statedType(typeNode, returns === true);
    if (binding) {
      if (nameNode && predicatesAllow(query, match)) {
        bindings.push(...bindingsOf(nameNode, statedOf(captures, type), binding, self));
        uses.push(...memberTypeOf(nameNode, type, self));
      }
      continue;
    }
    if (local) {
      const around = nameNode && scopeAround(local);
      if (around) locals.push({ name: nameNode.text, start: declaredFrom(local, nameNode), end: around.endIndex });
      continue;
    }
    if (!nameNode || !role) continue;
    if (!predicatesAllow(query, match)) continue;
    const kind = role.capture.slice(role.capture.indexOf('.') + 1);
    const name = nameOf(nameNode, kind, scope);
    if (!name) continue;
    const line = nameNode.startPosition.row + 1;
    if (role.capture.startsWith('definition.')) {
      const key = `${name}\0${line}`;
      if (seenDefs.has(key)) continue;
      seenDefs.add(key);
      found.push(foundDefinition(source, syntax, { name, kind, line }, { nameNode, role, end, body, container }));
    } else {
      if (alias && kind === 'import' && name !== 'default') aliases.set(alias.text, name);
      const use: Use = receiver
        ? { name, kind, line, receiver: receiverText(receiver), at: receiver.startIndex }
        : { name, kind, line, at: nameNode.startIndex };
      // A type the match states for the name: a field's key in a composite literal (`Options{Limit: 1}`),
      // a call on a function's result (`openStore().get(k)`).
      uses.push(type ? { ...use, type } : use);
    }
  }
  if (stop()) return undefined;
  found.sort((a, b) => a.def.line - b.def.line || compareStrings(a.def.name, b.def.name));
  linkContainers(found);
  const scope = {
    found,
    isLocal: localsAt(locals),
    shared: syntax.sharedValues,
    qualifiers: syntax.qualifiers === true,
  };
  const refs = distinctReferences(uses, bindings, aliases, scope);
  return packTags(
    found.map((f) => f.def),
    refs,
  );
}

/** A definition as its match gives it: its lines, its head, its node's span and the container its syntax names. */
function foundDefinition(
  source: string,
  syntax: LanguageSyntax,
  { name, kind, line }: Pick<Definition, 'name' | 'kind' | 'line'>,
  { nameNode, role, end, body, container }: MatchCaptures & { nameNode: Node; role: { node: Node } },
): FoundDefinition {
  const def: Definition = {
    name,
    kind,
    line,
    endLine: Math.max(role.node.endPosition.row, end?.endPosition.row ?? 0) + 1,
    signature: PHRASE_KINDS.has(kind)
      ? outlineSignature(source, nameNode, body)
      : signatureOf(source, syntax, role.node, nameNode, body, kind),
  };
  // A C++ definition outside its class (`void Foo::bar() {…}`) belongs to the scope of its name.
  const holder =
    container ??
    (nameNode.parent?.type === 'qualified_identifier' ? nameNode.parent.childForFieldName('scope') : null) ??
    undefined;
  return { def, start: role.node.startIndex, end: role.node.endIndex, container: holder && containerName(holder.text) };
}

/**
 * Where a function's own name (`@local`) starts to stand for it: after the value it is given or
 * the iterable it runs over (`let x = x(…)`, Go's `x := x(…)`, `for x in xs`, whose `x(…)` and `xs`
 * are not the local), else after the name (a parameter, a pattern's binding).
 */
function declaredFrom(local: Node, name: Node): number {
  const value = local.childForFieldName('value') ?? local.childForFieldName('right');
  return value && value.startIndex >= name.endIndex ? value.endIndex : name.endIndex;
}

/**
 * A file's references, one per name, line and kind, in that order; a method call's kind is settled
 * by its receiver (see receiverKind), and a method call or a value read on a variable of a type the
 * file states (`bindings`) has a typed reference beside it (see ./receivers), one through a member
 * of its receiver a chain reference. A value (see valuesKept) is kept only where the name is the
 * file's own or imported, or read through such a variable. A name an import takes in the file
 * (`aliases`: `import { a as b }`, `from m import a as b`, `use m::a as b`) is named as the import
 * where it is used bare or as a type (`b()` is a use of `a`), and a receiver so named is imported
 * (`np.zeros()` is a call through an import).
 */
function distinctReferences(
  uses: Use[],
  bindings: Binding[],
  aliases: ReadonlyMap<string, string>,
  fileScope: Omit<FileScope, 'bound' | 'held'>,
): Reference[] {
  const imported = importedNames(uses);
  if (aliases.size) {
    for (const alias of aliases.keys()) imported.add(alias);
    const original = (name: string) => aliases.get(name) ?? name;
    uses = uses.map((use) =>
      use.receiver === undefined && use.kind !== 'import' && isNameKind(use.kind)
        ? { ...use, name: original(use.name) }
        : use,
    );
    bindings = bindings.map((binding) => ({
      ...binding,
      type: original(binding.type),
      ...(binding.element !== undefined && { element: original(binding.element) }),
    }));
  }
  // A function's result through a name the file does not import is no type (see knownType).
  bindings = resolvedBindings(bindings.filter((binding) => knownType(binding.type, imported)));
  for (const use of uses) if (use.type !== undefined && !knownType(use.type, imported)) use.type = undefined;
  const bound = new Set(bindings.map((binding) => binding.variable));
  const scope: FileScope = { ...fileScope, bound, held: heldMembers(uses) };
  uses = valuesKept(uses, imported, scope);
  const seen = new Set<string>();
  const refs: Reference[] = [];
  const calls: ReceiverCall[] = [];
  const add = ({ name, kind, line }: Reference) => {
    const key = `${name}\0${line}\0${kind}`;
    if (seen.has(key)) return;
    seen.add(key);
    refs.push({ name, kind, line });
  };
  for (const { name, kind: captured, line, receiver, at, type } of uses) {
    if (type !== undefined) add({ name: typedName(type, name), kind: TYPED_KIND, line });
    // A value read through a receiver (`api.IssueFields`) stays a value: it weighs nothing in the graph.
    const kind =
      receiver === undefined || captured === VALUE_KIND
        ? captured
        : receiverKind(receiver, imported, (root) => at !== undefined && scope.isLocal(root, at));
    // A receiver that is no plain name matches no binding (see ./receivers).
    if ((kind === 'method' || kind === VALUE_KIND) && receiver !== undefined && at !== undefined)
      calls.push({ name, line, receiver, at });
    else if (kind === 'qualified' && scope.qualifiers && receiver !== undefined)
      add({ name: typedName(receiver.split('.')[0], name), kind: QUALIFIER_KIND, line });
    add({ name, kind, line });
  }
  for (const typed of typedReferences(calls, bindings)) add(typed);
  return refs.sort((a, b) => a.line - b.line || compareStrings(a.name, b.name) || compareStrings(a.kind, b.kind));
}

/**
 * A receiver's text, when it can be a (dotted) name: a longer receiver is a value (a call chain, an
 * object), and its text is not read (a chain of n calls would copy n² characters).
 */
function receiverText(receiver: Node): string {
  return receiver.endIndex - receiver.startIndex <= MAX_RECEIVER ? receiver.text : '';
}

const MAX_RECEIVER = 256;

/** The captures of one match: its `@name`, its role (`@definition.<kind>` or `@reference.<kind>`), and the optional ones. */
interface MatchCaptures {
  nameNode?: Node;
  role?: { node: Node; capture: string };
  /** The last-ending `@end`. */
  end?: Node;
  body?: Node;
  scope?: Node;
  container?: Node;
  /** What a `@reference.method` is called on. */
  receiver?: Node;
  /** A `@binding` of a variable (`@name`) to a type (`@type`): see ./receivers. */
  binding?: Node;
  /** Of a `@binding.this`, `@binding.self` or `@binding.field`, how the field of the object itself is named; of a `@binding.narrowed`, a type test (see bindingsOf). */
  self?: string;
  /** A `@local`: a name (`@name`) a function declares for itself (see valuesKept). */
  local?: Node;
  typeNode?: Node;
  /** Whether the type is a `@returns` capture: the result of a call of the function it names (see statedType). */
  returns?: boolean;
  /** A `@value` or `@element` capture: the expression a `@binding`'s variable is given, or one of whose elements (see ValueSource). */
  from?: ValueSource;
  /** The name an import takes in the file, where it is not its own (`b` of `import { a as b }`). */
  alias?: Node;
}

function capturesOf(match: WebTreeSitter.QueryMatch): MatchCaptures {
  const found: MatchCaptures = {};
  for (const capture of match.captures) {
    if (capture.name === 'name') found.nameNode = capture.node;
    else if (capture.name === 'body') found.body = capture.node;
    else if (capture.name === 'scope') found.scope = capture.node;
    else if (capture.name === 'container') found.container = capture.node;
    else if (capture.name === 'receiver') found.receiver = capture.node;
    else if (capture.name === 'binding') found.binding = capture.node;
    else if (capture.name.startsWith('binding.')) {
      found.binding = capture.node;
      found.self = capture.name.slice('binding.'.length);
    } else if (capture.name === 'local') found.local = capture.node;
    else if (capture.name === 'type') found.typeNode = capture.node;
    else if (capture.name === 'returns') {
      found.typeNode = capture.node;
      found.returns = true;
    } else if (capture.name === 'value' || capture.name === 'element')
      found.from = { expression: receiverText(capture.node), element: capture.name === 'element' };
    else if (capture.name === 'alias') found.alias = capture.node;
    else if (capture.name === 'end')
      found.end = found.end && found.end.endIndex > capture.node.endIndex ? found.end : capture.node;
    else if (capture.name.startsWith('definition.') || capture.name.startsWith('reference.')) {
      found.role = { node: capture.node, capture: capture.name };
    }
  }
  return found;
}

/** What a `@binding` match states of its variable's type: a type, its elements' type, or the value it is given. */
function statedOf({ typeNode, returns, from }: MatchCaptures, type: string | undefined): StatedType {
  return { type, element: typeNode && !returns ? elementTypeOf(typeNode) : undefined, from };
}

/** A match's name: its `@name` text cleaned (a phrase, for an outline's kinds), qualified by its `@scope`; an import by path known by its module's name. */
function nameOf(nameNode: Node, kind: string, scope: Node | undefined): string | undefined {
  let name =
    kind === TEST_KIND
      ? testTitle(nameNode.text)
      : PHRASE_KINDS.has(kind)
        ? cleanPhrase(nameNode.text, kind)
        : cleanName(nameNode.text);
  if (name && scope) name = cleanName(`${scope.text}.${name}`);
  // An import by path (Go's "net/http", "example.com/mod/v2") is known by its last segment.
  if (name && kind === 'import' && name.includes('/'))
    name =
      name
        .replace(/\/v\d+$/, '')
        .split('/')
        .pop() || undefined;
  // A Dart library by URI: `dart:async` → async, `package:http/http.dart` → http.
  if (name && kind === 'import' && /^dart:|\.dart$/.test(name))
    name = name.replace(/^dart:/, '').replace(/\.dart$/, '');
  return name;
}

/** A `@container` capture's text as a name: Go's receiver `*Server[T]` is `Server`. */
function containerName(text: string): string | undefined {
  return cleanName(
    text
      .replace(/^[*&\s]+/, '')
      .replace(/[[<(].*$/s, '')
      .trim(),
  );
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
 * A test block's title as its name, quotes kept and whitespace collapsed, cut at MAX_NAME: with
 * its quotes, a title (`'Hono'`) is never taken for the identifier it may spell.
 */
function testTitle(text: string): string | undefined {
  const title = text.replace(/\s+/g, ' ').trim();
  if (title.length <= 2) return undefined;
  return title.length > MAX_NAME ? `${title.slice(0, MAX_NAME - 2).trimEnd()}…${title[0]}` : title;
}

/** Names are identifiers: strip quotes some grammars keep (string keys, symbols) and refuse junk. */
function cleanName(text: string): string | undefined {
  let name = text.trim();
  if (name.length >= 2 && /^["'`]/.test(name) && name[name.length - 1] === name[0]) name = name.slice(1, -1);
  else if (/^:[A-Za-z_]/.test(name)) name = name.slice(1); // a Ruby symbol naming an attribute
  if (!name || name.length > MAX_NAME || /\s/.test(name)) return undefined;
  return name;
}
