// The shapes of types as files write them, read for the receivers they type (see ./receivers): a
// type's name (`ns.Foo`, Go's `gh.Config`, TypeScript's `Foo | undefined`, Python's
// `Optional[Foo]` and `Foo | None`) and the type of a collection's elements (`Foo[]`,
// `Array<Foo>`, Go's `[]*Foo` and `map[K]Foo`, Python's `list[Foo]`).
import type * as WebTreeSitter from 'web-tree-sitter';

type Node = WebTreeSitter.Node;

/** A name, or a name with its package's or module's (`gh.Config`, `client.New`). */
export const NAME_OF_TYPE = /^([A-Za-z_$][\w$]*\.)?[A-Za-z_$][\w$]*$/;

/** Literals whose type is a language's built-in: what their receiver's members are. */
const LITERAL_TYPES: Readonly<Record<string, string>> = {
  list: 'list',
  list_comprehension: 'list',
  dictionary: 'dict',
  dictionary_comprehension: 'dict',
  set: 'set',
  set_comprehension: 'set',
  string: 'str',
  concatenated_string: 'str',
};

/** Where the last part of a path (`ns.Foo`, `crate::x::Foo`) starts, less one. */
const lastSeparator = (path: string) => Math.max(path.lastIndexOf('.'), path.lastIndexOf(':'));

/** A type named with its package (Go's `gh.Config`): the package tells namesake types apart (see lookup/typed.ts). */
const QUALIFIED_TYPE = 'qualified_type';

/**
 * The name of a type as a `@type` capture gives it: its last part (`ns.Foo`, `crate::x::Foo`), a
 * Go type of another package with the package's name (`gh.Config`), a literal's built-in type,
 * a union's one type besides `undefined`, `null` or `None`, what a Python `Optional` holds;
 * undefined when it is no name.
 */
export function typeNameOf(typeNode: Node): string | undefined {
  if (typeNode.type === ARRAY_TYPE) return 'Array';
  const held = heldType(typeNode);
  if (held !== undefined) return held ? typeNameOf(held) : undefined;
  const forward = forwardReference(typeNode)?.text;
  const type =
    forward !== undefined
      ? forward.slice(lastSeparator(forward) + 1)
      : (LITERAL_TYPES[typeNode.type] ??
        (typeNode.type === QUALIFIED_TYPE ? typeNode.text : typeNode.text.slice(lastSeparator(typeNode.text) + 1)));
  return NAME_OF_TYPE.test(type) ? type : undefined;
}

/**
 * Unions: TypeScript's `Foo | undefined`; Python's `Foo | None` (an expression in a parameter's
 * annotation, a union type in others): the type of their one member that is no absence of a value.
 */
const UNIONS = new Set(['union_type', 'binary_operator']);
const NO_VALUE = /^(undefined|null|None)$/;

/** A union's one member that is not `undefined`, `null` or `None`, if it has one only (`A | B | None` nests). */
function soleMember(union: Node): Node | undefined {
  const members: Node[] = [];
  const add = (node: Node) => {
    if (node.type === PYTHON_TYPE && node.namedChildren.length === 1) add(node.namedChildren[0]!);
    else if (
      UNIONS.has(node.type) &&
      (node.type !== 'binary_operator' || node.childForFieldName('operator')?.text === '|')
    )
      for (const side of node.namedChildren) add(side!);
    else if (!NO_VALUE.test(node.text)) members.push(node);
  };
  add(union);
  return members.length === 1 ? members[0] : undefined;
}

/** Python wraps each type in an annotation in a `type` node. */
const PYTHON_TYPE = 'type';

/**
 * The type a wrapper stands for, as the node that names it: a union's one member that is no
 * absence of a value, what a Python `Optional` holds; null for a union of more; undefined for no
 * wrapper.
 */
function heldType(typeNode: Node): Node | null | undefined {
  if (UNIONS.has(typeNode.type)) {
    const only = soleMember(typeNode);
    return only ? headOf(only) : null;
  }
  const held = optionalHeld(typeNode);
  return held && headOf(held);
}

/** A Python forward reference, `"Node"` in an annotation: the name it holds, else undefined. */
function forwardReference(node: Node): Node | undefined {
  if (node.type !== 'string' || node.parent?.type !== PYTHON_TYPE) return undefined;
  return node.namedChildren.find((child) => child?.type === 'string_content') ?? undefined;
}

/**
 * The node that names a type: a generic type's own name (`Router` of `Router<T>`, `list` of
 * Python's `list[Foo]`); what a Python `type` node wraps.
 */
function headOf(node: Node): Node {
  if (node.type === PYTHON_TYPE && node.namedChildren.length === 1) return headOf(node.namedChildren[0]!);
  if (node.type !== GENERIC_TYPE) return node;
  return node.childForFieldName('name') ?? node.namedChildren[0] ?? node;
}

const GENERIC_TYPE = 'generic_type';

/** The type arguments of the generic type whose name `head` is (TypeScript's `type_arguments`, Python's `type_parameter`). */
function typeArguments(head: Node): Node[] {
  const generic = head.parent;
  if (generic?.type !== GENERIC_TYPE) return [];
  const list =
    generic.childForFieldName('type_arguments') ??
    generic.namedChildren.find((child) => child?.type === 'type_parameter');
  return (list?.namedChildren ?? []).map((arg) => headOf(arg!));
}

/** What Python's `Optional[Foo]` holds (`Foo`), else undefined. */
function optionalHeld(typeNode: Node): Node | undefined {
  if (typeNode.text !== 'Optional') return undefined;
  const args = typeArguments(typeNode);
  return args.length === 1 ? args[0] : undefined;
}

/** A TypeScript array, `Foo[]`: an `Array` whose elements are `Foo`s. */
const ARRAY_TYPE = 'array_type';

/** Go's collections, `[]*Item` and `map[string]Box`: their elements, pointed to or not, are `Item`s and `Box`es. */
const SLICE_TYPE = 'slice_type';
const MAP_TYPE = 'map_type';
const POINTER_TYPE = 'pointer_type';

/**
 * Generic collections whose last type argument is what an index or an iteration gives:
 * TypeScript's (`for … of`, `xs[i]`) and Python's of one type argument (`for x in xs`, `xs[i]`;
 * a `dict` is left out, as iterating one gives its keys).
 */
const COLLECTIONS = new Set([
  'Array',
  'ReadonlyArray',
  'Set',
  'ReadonlySet',
  'Record',
  'Iterable',
  'list',
  'List',
  'Sequence',
  'MutableSequence',
  'Iterator',
  'Collection',
  'set',
  'frozenset',
  'FrozenSet',
  'AbstractSet',
  'MutableSet',
  'deque',
  'Deque',
]);

/**
 * The type of the elements of a collection a `@type` capture states (`Foo[]`, `Array<Foo>`,
 * `Record<string, Foo>`, either with `| undefined`; Go's `[]*Foo`, `map[K]Foo`; Python's
 * `list[Foo]`, `Optional[Sequence[Foo]]`): undefined for any other type.
 */
export function elementTypeOf(typeNode: Node): string | undefined {
  if (typeNode.type === ARRAY_TYPE) return elementName(typeNode.namedChildren[0]);
  if (typeNode.type === SLICE_TYPE) return elementName(typeNode.childForFieldName('element'));
  if (typeNode.type === MAP_TYPE) return elementName(typeNode.childForFieldName('value'));
  const held = heldType(typeNode);
  if (held !== undefined) return held ? elementTypeOf(held) : undefined;
  if (!COLLECTIONS.has(typeNode.text)) return undefined;
  const args = typeArguments(typeNode);
  return elementName(args[args.length - 1]);
}

/** The name of an element's type: `Foo` of `Foo`, `Foo<T>`, Go's `*Foo`; `pkg.Foo` of Go's `pkg.Foo`. */
function elementName(node: Node | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === POINTER_TYPE) return elementName(node.namedChildren[0]);
  return typeNameOf(headOf(node));
}
