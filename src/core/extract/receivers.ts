// Receiver types a file states, for the lookups: a call `x.m()` where the file says what `x` is
// (`const x = new Foo()`, a parameter `x: Foo`, Python's `x = Foo()` or `x = []`) gets a typed
// reference `Foo#m` (kind TYPED_KIND) on its line, beside the call itself.
import type * as WebTreeSitter from 'web-tree-sitter';
import type { Reference } from '../types';
import { TYPED_KIND, typedName } from '../language-lookup';

type Node = WebTreeSitter.Node;

/** A variable of a known type, from `at` (where it is bound) to the end of its scope. */
export interface Binding {
  variable: string;
  type: string;
  at: number;
  scopeStart: number;
  scopeEnd: number;
}

/** A call through a receiver that is a plain name, at `at` in the source. */
export interface ReceiverCall {
  name: string;
  line: number;
  receiver: string;
  at: number;
}

/** Literals whose type is a language's built-in: what their receiver's members are. */
const LITERAL_TYPES: Readonly<Record<string, string>> = {
  list: 'list',
  list_comprehension: 'list',
  dictionary: 'dict',
  dictionary_comprehension: 'dict',
  set: 'set',
  set_comprehension: 'set',
  string: 'str',
};

/** Nodes that open a scope of their own: functions, methods, lambdas, closures. */
const SCOPE_NODE = /function|method|lambda|arrow|closure|func_literal/;

/** The innermost function, method, lambda or closure around a node, or null at the top of its file. */
export function scopeAround(node: Node): Node | null {
  let scope = node.parent;
  while (scope && !SCOPE_NODE.test(scope.type)) scope = scope.parent;
  return scope;
}

/** A `@binding` match: its variable (`@name`), the name of its type (`@type`: its last part), and the scope it holds in. */
export function bindingOf(nameNode: Node, typeNode: Node, binding: Node): Binding | undefined {
  const type = LITERAL_TYPES[typeNode.type] ?? typeNode.text.slice(typeNode.text.lastIndexOf('.') + 1);
  if (!/^[A-Za-z_$][\w$]*$/.test(type)) return undefined;
  const scope = scopeAround(binding);
  return {
    variable: nameNode.text,
    type,
    at: binding.startIndex,
    scopeStart: scope?.startIndex ?? 0,
    scopeEnd: scope?.endIndex ?? Number.MAX_SAFE_INTEGER,
  };
}

/**
 * The typed references of the calls whose receiver a binding types: the binding of that name in
 * the innermost scope around the call, the last one before it.
 */
export function typedReferences(calls: readonly ReceiverCall[], bindings: readonly Binding[]): Reference[] {
  if (!bindings.length) return [];
  const byVariable = new Map<string, Binding[]>();
  for (const binding of bindings) {
    const list = byVariable.get(binding.variable);
    if (list) list.push(binding);
    else byVariable.set(binding.variable, [binding]);
  }
  const typed: Reference[] = [];
  for (const call of calls) {
    let best: Binding | undefined;
    for (const binding of byVariable.get(call.receiver) ?? []) {
      if (binding.at > call.at || call.at >= binding.scopeEnd || call.at < binding.scopeStart) continue;
      if (
        !best ||
        binding.scopeStart > best.scopeStart ||
        (binding.scopeStart === best.scopeStart && binding.at > best.at)
      )
        best = binding;
    }
    if (best) typed.push({ name: typedName(best.type, call.name), kind: TYPED_KIND, line: call.line });
  }
  return typed;
}
