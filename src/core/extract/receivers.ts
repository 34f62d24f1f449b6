// Receiver types a file states, for the lookups: a call `x.m()` where the file says what `x` is
// (`const x = new Foo()`, a parameter `x: Foo`, Python's `x = Foo()`, `x = []` or `isinstance(x,
// Foo)`) gets a typed reference `Foo#m` (kind TYPED_KIND) on its line, beside the call itself. So
// does a call through a field of the object itself (`this.router.add()`, `self.cache.get()`) where
// its class states the field's type (`router: Router`, `constructor(private cache: Cache)`,
// `self.cache = Cache()`).
// Also what a receiver is: the object itself, its base, an imported module, or a value (receiverKind).
import type * as WebTreeSitter from 'web-tree-sitter';
import type { Reference } from '../types';
import {
  CHAIN_KIND,
  MEMBER_TYPE_KIND,
  resultFunction,
  resultOf,
  TYPED_KIND,
  typedName,
  typedParts,
} from '../language-lookup';
import { NAME_OF_TYPE, typeNameOf } from './type-shapes';

type Node = WebTreeSitter.Node;

/** A variable of a known type, from `at` (where it is bound) to the end of its scope. */
export interface Binding {
  variable: string;
  /** Its type's name; empty where the binding says only what its elements are, or where it has `from`. */
  type: string;
  /** The type of its elements, where its type is a collection the language indexes or iterates (`Foo[]`, `Record<K, Foo>`). */
  element?: string;
  /** Where its type is another expression's (see ValueSource), until resolvedBindings reads it. */
  from?: ValueSource;
  at: number;
  scopeStart: number;
  scopeEnd: number;
}

/**
 * What a variable is given, where that says its type: an expression's value (`const routers =
 * this.#routers`) or one of its elements (`for (const r of routers)`, `const r = routers[i]`).
 */
export interface ValueSource {
  expression: string;
  element: boolean;
}

/** A call through a receiver that is a plain name, at `at` in the source. */
export interface ReceiverCall {
  name: string;
  line: number;
  receiver: string;
  at: number;
}

/** Nodes that open a scope of their own: functions, methods, lambdas, closures. */
const SCOPE_NODE = /function|method|lambda|arrow|closure|func_literal/;

/** The innermost function, method, lambda or closure around a node, or null at the top of its file. */
export function scopeAround(node: Node): Node | null {
  let scope = node.parent;
  while (scope && (!SCOPE_NODE.test(scope.type) || PARAMETER_LIST.test(scope.type))) scope = scope.parent;
  return scope;
}

/** A function's list of parameters (Kotlin's `function_value_parameters`) is no scope of its own. */
const PARAMETER_LIST = /parameters$/;

/**
 * The type a `@type` or `@returns` capture states: a type's name (see typeNameOf), or the result of
 * a call of the function a `@returns` capture names (`openStore()` of `const s = openStore()` and
 * of `openStore().get(k)`, Go's `NewFoo()`: see resultOf), which the lookups read from its head.
 */
export function statedType(typeNode: Node, returns: boolean): string | undefined {
  if (!returns) return typeNameOf(typeNode);
  return NAME_OF_TYPE.test(typeNode.text) ? resultOf(typeNode.text) : undefined;
}

/**
 * Whether a type a file states is known: not the result of a function called through a name the
 * file does not import (`f.Lookup()` on a variable `f` is a method's, whose head the lookups do
 * not read; `client.New()` through an imported package is a free function's).
 */
export function knownType(type: string, imported: ReadonlySet<string>): boolean {
  const fn = resultFunction(type);
  const dot = fn === undefined ? -1 : fn.indexOf('.');
  return dot < 0 || imported.has(fn!.slice(0, dot));
}

/** Nodes of a class, struct or record (its declaration or its body): where the fields of the object itself are seen. */
const CLASS_NODE = /(^|_)(class|struct|record)(_|$)/;

/** The capture suffix of a field its class's code names bare and through `this` (`@binding.field`). */
const BARE_FIELD = 'field';

/** The capture suffix of a member whose type is declared but that no code names bare or through `this` (a Go struct's field). */
const MEMBER_ONLY = 'member';

/** The capture suffix of a type test that narrows a variable where it holds (`@binding.narrowed`: Python's `isinstance(x, Foo)`). */
const NARROWED = 'narrowed';

/**
 * The capture suffix of a context manager that catches an exception of a type (`@binding.caught`):
 * its variable's member that holds the exception caught, by the manager's name (unittest's
 * `with self.assertRaises(Foo) as cm` then `cm.exception`, pytest's `with pytest.raises(Foo) as
 * info` then `info.value`).
 */
const CAUGHT = 'caught';
const CAUGHT_MEMBERS: Readonly<Record<string, string>> = {
  assertRaises: 'exception',
  assertRaisesRegex: 'exception',
  raises: 'value',
};

/** What a `@binding` match says of its variable's type: its name (see statedType), its elements' (see elementTypeOf), or its source. */
export interface StatedType {
  type?: string;
  element?: string;
  from?: ValueSource;
}

/**
 * A `@binding` match's bindings: its variable (`@name`), the name of its type (`@type`: its last
 * part; a Go type of another package with the package's name, `gh.Config`) or of its elements', or
 * the expression it is given (`@value`, `@element`: see ValueSource), and the scope it holds in.
 * With `self` (`this` or `self`: a `@binding.this` or `@binding.self` match), the variable is a
 * field of the object itself, seen through `self` in all of the class around it, wherever the class
 * states its type; with `field` (a `@binding.field` match), a field its class's code names both bare
 * and through `this` (Java's `store.get()` and `this.store.get()`); with `member` (a
 * `@binding.member` match: a Go struct's field), none: the match declares the member's type only
 * (see memberTypeOf); with `narrowed` (a `@binding.narrowed` match, a type test), the variable has
 * the type where the test holds (see narrowedScope); with `caught` (see CAUGHT), the variable's
 * member that holds the exception a context manager caught.
 */
export function bindingsOf(nameNode: Node, stated: StatedType, binding: Node, self?: string): Binding[] {
  const { type, element, from } = stated;
  if ((type === undefined && element === undefined && from === undefined) || self === MEMBER_ONLY) return [];
  const known = { type: type ?? '', ...(element !== undefined && { element }), ...(from && { from }) };
  if (self === NARROWED) {
    const holds = narrowedScope(binding);
    if (!holds) return [];
    return [{ variable: nameNode.text, ...known, at: binding.startIndex, scopeStart: holds[0], scopeEnd: holds[1] }];
  }
  if (self === CAUGHT) {
    const manager = binding.namedChildren[0]?.childForFieldName('function')?.childForFieldName('attribute')?.text;
    const member = manager === undefined ? undefined : CAUGHT_MEMBERS[manager];
    return member === undefined ? [] : [localBinding(`${nameNode.text}.${member}`, known, binding)];
  }
  if (self !== undefined) {
    let owner = binding.parent;
    while (owner && !CLASS_NODE.test(owner.type)) owner = owner.parent;
    if (!owner) return [];
    const [at, scopeEnd] = [owner.startIndex, owner.endIndex];
    const field = (variable: string): Binding => ({ variable, ...known, at, scopeStart: at, scopeEnd });
    const name = nameNode.text;
    return self === BARE_FIELD ? [field(name), field(`this.${name}`)] : [field(`${self}.${name}`)];
  }
  return [localBinding(nameNode.text, known, binding)];
}

/** A variable bound where `binding` is, to the end of the function around it. */
function localBinding(
  variable: string,
  known: Omit<Binding, 'variable' | 'at' | 'scopeStart' | 'scopeEnd'>,
  binding: Node,
): Binding {
  const scope = scopeAround(binding);
  return {
    variable,
    ...known,
    at: binding.startIndex,
    scopeStart: scope?.startIndex ?? 0,
    scopeEnd: scope?.endIndex ?? Number.MAX_SAFE_INTEGER,
  };
}

/**
 * Where a type test holds: from the test to the end of the block that an `if` or `elif` whose
 * condition it is (alone, or joined by `and`) guards; after an `assert` of it, to the end of the
 * block around. Undefined where it may not hold (under `not` or `or`, as an argument).
 */
function narrowedScope(test: Node): [number, number] | undefined {
  let node = test;
  for (let up = node.parent; up; up = node.parent) {
    const joined = up.type === 'boolean_operator' && up.childForFieldName('operator')?.text === 'and';
    if (!joined && up.type !== 'parenthesized_expression') break;
    node = up;
  }
  const holder = node.parent;
  if (
    (holder?.type === 'if_statement' || holder?.type === 'elif_clause') &&
    holder.childForFieldName('condition')?.id === node.id
  )
    return [test.startIndex, holder.childForFieldName('consequence')?.endIndex ?? holder.endIndex];
  if (holder?.type === 'assert_statement' && holder.parent) return [test.startIndex, holder.parent.endIndex];
  return undefined;
}

/**
 * A member's declared type (`req: Foo` in a class, a getter `get req(): Foo`, Python's `self.req =
 * Foo()`): a MEMBER_TYPE_KIND reference `Foo#req` on the member's line, which types calls through
 * the member in other files (`c.req.header()`). Only a field of the object itself (a `@binding.*`
 * match) declares one. None, or that one.
 */
export function memberTypeOf(nameNode: Node, type: string | undefined, self: string | undefined): Reference[] {
  if (type === undefined || self === undefined || self === NARROWED || self === CAUGHT) return [];
  return [{ name: typedName(type, nameNode.text), kind: MEMBER_TYPE_KIND, line: nameNode.startPosition.row + 1 }];
}

/** The members whose types a file's uses declare (MEMBER_TYPE_KIND: `Options#opts` for `opts *Options`). */
export function heldMembers(uses: readonly Reference[]): Set<string> {
  return new Set(uses.filter((use) => use.kind === MEMBER_TYPE_KIND).map((use) => typedParts(use.name).member));
}

/** A receiver that ends in a member of another (`c.req`, `this.store`, `a.b.c`): the member's name, else undefined. */
export function chainedMember(receiver: string): string | undefined {
  const match = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$#][\w$]*)*\.([A-Za-z_$#][\w$]*)$/.exec(receiver);
  return match?.[1];
}

/**
 * The typed references of the calls whose receiver a binding types: the binding of that name in
 * the innermost scope around the call, the last one before it; a field of the object itself that
 * its class states more than one type for, all of them. A call that no binding types, through a
 * member of its receiver (`c.req.header()`), has a CHAIN_KIND reference `req#header` instead.
 */
export function typedReferences(calls: readonly ReceiverCall[], bindings: readonly Binding[]): Reference[] {
  const byVariable = byVariableOf(bindings);
  const typed: Reference[] = [];
  for (const call of calls) {
    const { types } = typesAt(byVariable, call.receiver, call.at, 0);
    if (!types.size) {
      const member = chainedMember(call.receiver);
      if (member !== undefined) typed.push({ name: typedName(member, call.name), kind: CHAIN_KIND, line: call.line });
      continue;
    }
    for (const type of types) typed.push({ name: typedName(type, call.name), kind: TYPED_KIND, line: call.line });
  }
  return typed;
}

/**
 * The bindings with each variable given another's value or element (see ValueSource) bound to the
 * types that gives it, or to none where it gives none: such a variable is no typed receiver.
 */
export function resolvedBindings(bindings: Binding[]): Binding[] {
  if (!bindings.some((binding) => binding.from)) return bindings;
  const byVariable = byVariableOf(bindings);
  return bindings.flatMap((binding) => {
    if (!binding.from) return [binding];
    const { from: _from, ...plain } = binding;
    const source = typesAt(byVariable, binding.from.expression, binding.at, 1);
    const [types, elements] = binding.from.element
      ? [source.elements, new Set<string>()]
      : [source.types, source.elements];
    return [
      ...[...types].map((type) => ({ ...plain, type })),
      ...[...elements].map((element) => ({ ...plain, type: '', element })),
    ];
  });
}

function byVariableOf(bindings: readonly Binding[]): Map<string, Binding[]> {
  const byVariable = new Map<string, Binding[]>();
  for (const binding of bindings) {
    const list = byVariable.get(binding.variable);
    if (list) list.push(binding);
    else byVariable.set(binding.variable, [binding]);
  }
  return byVariable;
}

/** The class a receiver that is only a construction builds (`new ns.Router<T>(a, b)`: `Router`), else undefined. */
function constructedClass(receiver: string): string | undefined {
  const match = /^new\s+(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*\(/.exec(receiver);
  if (!match) return undefined;
  let depth = 0;
  for (let i = match[0].length - 1; i < receiver.length; i++) {
    if (receiver[i] === '(') depth++;
    else if (receiver[i] === ')' && --depth === 0) return i === receiver.length - 1 ? match[1] : undefined;
  }
  return undefined;
}

/** The types an expression has at `at`, and those of its elements. */
interface Typed {
  types: Set<string>;
  elements: Set<string>;
}

/** How many values and elements are followed to the type of one receiver (`const a = b; const c = a[0]`). */
const MAX_SOURCES = 4;

/**
 * The types of a receiver at `at`: its bindings in the innermost scope around it, the last ones
 * before it, each its stated type or the type of the value or element it is given (followed up to
 * MAX_SOURCES deep); an element of a receiver (`routers[i]`, `this.#tries![m]`), that receiver's
 * elements' type; a slice of one (`leaves[1:]`), its own; a construction (`new Router().match()`), its class.
 */
function typesAt(byVariable: ReadonlyMap<string, Binding[]>, receiver: string, at: number, depth: number): Typed {
  const typed: Typed = { types: new Set(), elements: new Set() };
  const variable = receiver.endsWith('!') ? receiver.slice(0, -1) : receiver;
  let best: Binding | undefined;
  for (const binding of byVariable.get(variable) ?? []) {
    if (binding.at > at || at >= binding.scopeEnd || at < binding.scopeStart) continue;
    if (
      !best ||
      binding.scopeStart > best.scopeStart ||
      (binding.scopeStart === best.scopeStart && binding.at > best.at)
    )
      best = binding;
  }
  if (!best) {
    const built = variable.startsWith('new ') ? constructedClass(variable) : undefined;
    if (built !== undefined) typed.types.add(built);
    const indexed = depth < MAX_SOURCES && variable.endsWith(']') ? /^(.+)\[([^[\]]*)\]$/.exec(variable) : null;
    if (!indexed) return typed;
    // An element, `routers[i]`; a slice, `leaves[1:]` (Python, Go), a collection of the same type.
    const source = typesAt(byVariable, indexed[1], at, depth + 1);
    return indexed[2].includes(':') ? source : { types: source.elements, elements: new Set() };
  }
  for (const binding of byVariable.get(variable)!) {
    if (binding.at !== best.at || binding.scopeStart !== best.scopeStart) continue;
    if (binding.from === undefined) {
      if (binding.type) typed.types.add(binding.type);
      if (binding.element !== undefined) typed.elements.add(binding.element);
    } else if (depth < MAX_SOURCES) {
      const source = typesAt(byVariable, binding.from.expression, binding.at, depth + 1);
      for (const type of binding.from.element ? source.elements : source.types) typed.types.add(type);
      if (!binding.from.element) for (const element of source.elements) typed.elements.add(element);
    }
  }
  return typed;
}

/** The words of the names a file imports: `import a.b` binds `a` and `b` as Python reads them; `go-yaml` gives `yaml`. */
export function importedNames(uses: readonly Reference[]): Set<string> {
  const words = new Set<string>();
  for (const { name, kind } of uses) if (kind === 'import') for (const word of name.split(/[^\w$]+/)) words.add(word);
  return words;
}

/**
 * A call through a receiver: `self` when the receiver is the object itself (`this`, `self`, a
 * Python class method's `cls`: the callee is a member of the caller's class, or of a class it
 * inherits from); `qualified` when it is a name, or a dotted name, with a part that the
 * file imports (a module, package, namespace or imported class: the callee may be a free
 * function), unless a function around the call declares its first part for itself (`isLocal`:
 * Go's `browser := &browser.Stub{}` then `browser.Verify()`, a variable though an import has its
 * name); `method` otherwise (a value: the callee is a member of a type not known here).
 */
export function receiverKind(
  receiver: string,
  imported: ReadonlySet<string>,
  isLocal: (name: string) => boolean = () => false,
): 'self' | 'super' | 'method' | 'qualified' {
  if (SELF_RECEIVERS.has(receiver)) return 'self';
  if (SUPER_RECEIVERS.has(receiver)) return 'super';
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(receiver)) return 'method';
  const parts = receiver.split('.');
  return parts.some((part) => imported.has(part)) && !isLocal(parts[0]) ? 'qualified' : 'method';
}

const SELF_RECEIVERS = new Set(['this', 'self', 'cls']);
/** A call through the base class: JavaScript's and Java's `super.m()`, Python's `super().m()`. */
const SUPER_RECEIVERS = new Set(['super', 'super()']);
