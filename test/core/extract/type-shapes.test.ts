import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLanguage, newParser } from '../../../src/core/extract/grammars';
import { elementTypeOf, typeNameOf } from '../../../src/core/extract/type-shapes';

// A type as a file writes it: its name, and the type of its elements where it is a collection.

/** Each annotation of a parameter in `source` (a node of type `annotation` under one of type `parameter`): its text, its name, its elements' type. */
async function shapesOf(language: string, source: string, parameter: string, annotation: string): Promise<string[]> {
  const { language: grammar } = await loadLanguage(language);
  const parser = newParser();
  parser.setLanguage(grammar);
  const tree = parser.parse(source)!;
  try {
    const annotations = tree.rootNode.descendantsOfType(parameter).map((node) => node!.childForFieldName('type')!);
    return annotations.map((node) => {
      assert.equal(node.type, annotation);
      // The capture is the type itself, or a generic type's name (`list` of `list[Foo]`), as the tags queries take it.
      const type = node!.namedChildren[0]!;
      const captured = type.type === 'generic_type' ? type.namedChildren[0]! : type;
      return `${type.text}: ${typeNameOf(captured) ?? '-'} / ${elementTypeOf(captured) ?? '-'}`;
    });
  } finally {
    tree.delete();
    parser.delete();
  }
}

test('Python: Optional, a union with None and a forward reference name their one type; sequences and sets give their elements, a dict none', async () => {
  const source =
    'def f(a: Node, b: Optional[Node], c: Node | None, d: Node | Leaf | None, e: list[Leaf], f: Optional[Sequence[Leaf]], g: list[Leaf] | None, h: dict[str, Leaf], i: Node | Leaf, j: "Node", k: Optional["Node"], m: list["Leaf"]): pass\n';
  assert.deepEqual(await shapesOf('python', source, 'typed_parameter', 'type'), [
    'Node: Node / -',
    'Optional[Node]: Node / -',
    'Node | None: Node / -',
    'Node | Leaf | None: - / -',
    'list[Leaf]: list / Leaf',
    'Optional[Sequence[Leaf]]: Sequence / Leaf',
    'list[Leaf] | None: list / Leaf',
    'dict[str, Leaf]: dict / -',
    'Node | Leaf: - / -',
    '"Node": Node / -',
    'Optional["Node"]: Node / -',
    'list["Leaf"]: list / Leaf',
  ]);
});

test('TypeScript: a union with undefined names its one type; arrays and generic collections give their elements', async () => {
  const source =
    'function f(a: Foo | undefined, b: Foo[], c: Array<Foo>, d: Record<string, Bar>, e: Map<string, Bar>) {}\n';
  assert.deepEqual(await shapesOf('typescript', source, 'required_parameter', 'type_annotation'), [
    'Foo | undefined: Foo / -',
    'Foo[]: Array / Foo',
    'Array<Foo>: Array / Foo',
    'Record<string, Bar>: Record / Bar',
    'Map<string, Bar>: Map / -',
  ]);
});
