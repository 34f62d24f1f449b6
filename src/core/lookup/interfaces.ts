// Go's interfaces are implicit: a type implements one when it has each of its methods. So a call on
// a receiver typed by an interface of the repository (`st Store`, then `st.Get(k)`) may run the
// method of every type of the repository that has them all. Methods are compared by name and by
// their numbers of parameters and results (not their types), and a type's methods are those of
// its package's files with it as their receiver (methods promoted from embedded fields are not
// counted, nor are an interface's embedded interfaces).
import { dirname } from 'node:path';
import type { Definitions, RepoIndex } from '../types';
import { languageOf } from '../language-lookup';
import { parametersOf, parenthesized } from './results';

/** Methods by their shape: `Get/1/1` (the name, then the numbers of parameters and results). */
type MethodSet = Set<string>;

const methodSetsByIndex = new WeakMap<RepoIndex, Map<string, Map<string, MethodSet>>>();
const interfacesByIndex = new WeakMap<RepoIndex, Map<string, MethodSet[]>>();

/**
 * Whether a type of the Go file `definerPath` with a method `name` implements an interface named
 * `type` that one of `interfaceFiles` declares: it has a method of each shape the interface lists.
 */
export function implementsInterface(
  index: RepoIndex,
  definerPath: string,
  name: string,
  interfaceFiles: ReadonlySet<string>,
  type: string,
): boolean {
  let known = interfacesByIndex.get(index);
  if (!known) interfacesByIndex.set(index, (known = new Map()));
  const wanted = [...interfaceFiles].flatMap((path) => {
    const key = `${path}\0${type}`;
    let found = known.get(key);
    if (!found) known.set(key, (found = interfaceMethods(index.tags.get(path)?.defs, type)));
    return found;
  });
  if (!wanted.length) return false;
  const sets = methodSets(index, dirname(definerPath));
  for (const receiver of receiversOf(index.tags.get(definerPath)?.defs, name)) {
    const methods = sets.get(receiver);
    if (methods && wanted.some((listed) => [...listed].every((shape) => shape && methods.has(shape)))) return true;
  }
  return false;
}

/** The methods of each interface named `type` among a file's definitions (an interface with none is left out). */
function interfaceMethods(defs: Definitions | undefined, type: string): MethodSet[] {
  if (!defs) return [];
  const found: MethodSet[] = [];
  const { strings, names, kinds, parents, signatures } = defs;
  for (let i = 0; i < names.length; i++) {
    if (strings[kinds[i]] !== 'interface' || strings[names[i]] !== type) continue;
    const methods: MethodSet = new Set();
    for (let j = 0; j < names.length; j++)
      if (parents[j] === i && strings[kinds[j]] === 'method')
        methods.add(shapeOf(strings[names[j]], strings[signatures[j]]));
    if (methods.size) found.push(methods);
  }
  return found;
}

/**
 * A method's shape (see MethodSet) from its head, a declaration's (`func (s *T) Get(k string)
 * (string, error)`) or an interface's (`Get(k string) (string, error)`): parameters are counted by
 * the commas between the parentheses after the name (`k, v string` is two), results likewise when
 * parenthesized, else one when there is any. Empty when the head is not read so.
 */
export function shapeOf(name: string, head: string): string {
  const params = parametersOf(name, head);
  if (!params) return '';
  const rest = head.slice(params.end).trim();
  const results = rest.startsWith('(') ? parenthesized(rest, 0)?.count : rest ? 1 : 0;
  return results === undefined ? '' : `${name}/${params.count}/${results}`;
}

/** The receiver types of a file's methods named `name`. */
function receiversOf(defs: Definitions | undefined, name: string): Set<string> {
  const receivers = new Set<string>();
  if (!defs) return receivers;
  const { strings, names, kinds, signatures } = defs;
  for (let i = 0; i < names.length; i++) {
    if (strings[names[i]] !== name || strings[kinds[i]] !== 'method') continue;
    const receiver = receiverOf(strings[signatures[i]]);
    if (receiver) receivers.add(receiver);
  }
  return receivers;
}

/** The type of a Go method's receiver, from its head: `func (s *Store[T]) Get(…)` is Store's. */
function receiverOf(signature: string): string | undefined {
  return /^func\s*\(\s*(?:[A-Za-z_]\w*\s+)?\*?\s*([A-Za-z_]\w*)/.exec(signature)?.[1];
}

/** The methods of each type of the Go package in `folder` (its files' methods, by receiver). */
function methodSets(index: RepoIndex, folder: string): ReadonlyMap<string, MethodSet> {
  let byFolder = methodSetsByIndex.get(index);
  if (!byFolder) methodSetsByIndex.set(index, (byFolder = packageMethods(index)));
  return byFolder.get(folder) ?? NO_METHODS;
}

const NO_METHODS: ReadonlyMap<string, MethodSet> = new Map();

/** Every Go package's method sets (see methodSets), by folder: one pass over the index. */
function packageMethods(index: RepoIndex): Map<string, Map<string, MethodSet>> {
  const byFolder = new Map<string, Map<string, MethodSet>>();
  for (const [path, { defs }] of index.tags) {
    if (languageOf(path)?.id !== 'go') continue;
    const { strings, names, kinds, signatures } = defs;
    for (let i = 0; i < names.length; i++) {
      if (strings[kinds[i]] !== 'method') continue;
      const head = strings[signatures[i]];
      const receiver = receiverOf(head);
      if (!receiver) continue;
      let sets = byFolder.get(dirname(path));
      if (!sets) byFolder.set(dirname(path), (sets = new Map()));
      let methods = sets.get(receiver);
      if (!methods) sets.set(receiver, (methods = new Set()));
      methods.add(shapeOf(strings[names[i]], head));
    }
  }
  return byFolder;
}
