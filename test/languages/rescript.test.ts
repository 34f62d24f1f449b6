import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: `open`s, externals (a function and a value), a variant, a record, a record
// type on one line, an exception, top-level lets (a value, functions, `let rec`, async, a React
// component), a nested module, a module type, a functor with `include`, pipes, module access
// (tagged as type references to the module), JSX components. Lower-case JSX and built-in types
// are left out.
const SOURCE = `// TodoList.res: a list of todos with filters, rendered with React.
open Belt
open! Js.Promise2

@module("./api.js") external fetchTodos: string => promise<array<Api.todo>> = "fetchTodos"
@val external apiBase: string = "API_BASE"

type filter = All | Active | Completed

type todo = {
  id: int,
  title: string,
  completed: bool,
}

type state = {todos: array<todo>, filter: filter}

exception InvalidTodo(string)

let initialState = {todos: [], filter: All}

let visible = (state: state): array<todo> =>
  switch state.filter {
  | All => state.todos
  | Active => state.todos->Array.keep(t => !t.completed)
  | Completed => state.todos->Array.keep(t => t.completed)
  }

let rec countDone = (todos: list<todo>, acc) =>
  switch todos {
  | list{} => acc
  | list{first, ...rest} => countDone(rest, first.completed ? acc + 1 : acc)
  }

module Storage = {
  let key = "todos"
  let save = (todos: array<todo>) => Dom.Storage.setItem(key, Js.Json.stringifyAny(todos)->Option.getExn)
}

module type Repo = {
  let load: unit => promise<array<todo>>
}

module MakeCache = (R: Repo) => {
  include R
  let cached = ref(None)
}

let load = async () => {
  let todos = await fetchTodos(apiBase ++ "/todos")
  todos->Array.map(Api.toTodo)->Storage.save
  todos
}

@react.component
let make = (~title: string) => {
  let (state, setState) = React.useState(() => initialState)
  <Layout.Page title>
    <TodoItems items={visible(state)} onToggle={id => setState(s => Reducer.toggle(s, id))} />
    <p> {React.int(countDone(List.fromArray(state.todos), 0))} </p>
  </Layout.Page>
}
`;

test('rescript: definitions', async () => {
  const tags = await tagsOf('rescript', SOURCE);
  assert.deepEqual(defsOf(tags), [
    {
      name: 'fetchTodos',
      kind: 'function',
      line: 5,
      signature: 'external fetchTodos: string => promise<array<Api.todo>> = "fetchTodos"',
    },
    { name: 'apiBase', kind: 'constant', line: 6, signature: 'external apiBase: string = "API_BASE"' },
    { name: 'filter', kind: 'enum', line: 8, signature: 'type filter' },
    { name: 'todo', kind: 'struct', line: 10, signature: 'type todo' },
    { name: 'id', kind: 'field', line: 11, signature: 'id: int' },
    { name: 'title', kind: 'field', line: 12, signature: 'title: string' },
    { name: 'completed', kind: 'field', line: 13, signature: 'completed: bool' },
    { name: 'filter', kind: 'field', line: 16, signature: 'filter: filter' },
    { name: 'state', kind: 'struct', line: 16, signature: 'type state' },
    { name: 'todos', kind: 'field', line: 16, signature: 'todos: array<todo>' },
    { name: 'InvalidTodo', kind: 'type', line: 18, signature: 'exception InvalidTodo(string)' },
    { name: 'initialState', kind: 'constant', line: 20, signature: 'let initialState = {todos: [], filter: All}' },
    { name: 'visible', kind: 'function', line: 22, signature: 'let visible = (state: state): array<todo>' },
    { name: 'countDone', kind: 'function', line: 29, signature: 'let rec countDone = (todos: list<todo>, acc)' },
    { name: 'Storage', kind: 'module', line: 35, signature: 'module Storage' },
    { name: 'key', kind: 'constant', line: 36, signature: 'let key = "todos"' },
    { name: 'save', kind: 'function', line: 37, signature: 'let save = (todos: array<todo>)' },
    { name: 'Repo', kind: 'interface', line: 40, signature: 'module type Repo' },
    { name: 'load', kind: 'function', line: 41, signature: 'let load: unit => promise<array<todo>>' },
    { name: 'MakeCache', kind: 'module', line: 44, signature: 'module MakeCache = (R: Repo)' },
    { name: 'cached', kind: 'constant', line: 46, signature: 'let cached = ref(None)' },
    { name: 'load', kind: 'function', line: 49, signature: 'let load = async ()' },
    { name: 'make', kind: 'function', line: 56, signature: 'let make = (~title: string)' },
  ]);
});

test('rescript: references', async () => {
  const tags = await tagsOf('rescript', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '2 import Belt',
    '3 import Promise2',
    '5 type Api',
    '16 type filter',
    '16 type todo',
    '22 type state',
    '22 type todo',
    '25 type Array',
    '25 call keep',
    '26 type Array',
    '26 call keep',
    '29 type todo',
    '32 call countDone',
    '37 type Json',
    '37 type Option',
    '37 type Storage',
    '37 call getExn',
    '37 call setItem',
    '37 call stringifyAny',
    '37 type todo',
    '41 type todo',
    '44 type Repo',
    '45 inherit R',
    '46 call ref',
    '50 call fetchTodos',
    '51 type Api',
    '51 type Array',
    '51 type Storage',
    '51 call map',
    '51 call save',
    '57 type React',
    '57 call useState',
    '58 jsx Page',
    '59 type Reducer',
    '59 jsx TodoItems',
    '59 call setState',
    '59 call toggle',
    '59 call visible',
    '60 type List',
    '60 type React',
    '60 call countDone',
    '60 call fromArray',
    '60 call int',
  ]);
});

// What must not be tagged: destructuring patterns and `_` at top level, parameters (labelled
// too), locals, switch bindings, type variables, built-in types.
const NOISE = `let (left, right) = (1, 2)
let {name, age} = {name: "x", age: 3}
let _ = Js.log("ignored")

let run = (items: array<'a>, ~limit: int=10, ()) => {
  let count = ref(0)
  let helper = x => x + 1
  items->Js.Array2.forEach(item => {
    switch item {
    | Some(value) => count := helper(value)
    | None => ()
    }
  })
  let module_ = limit
  (count.contents, module_)
}
`;

test('rescript: no locals, parameters, patterns or built-in types', async () => {
  const tags = await tagsOf('rescript', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'run', kind: 'function', line: 5, signature: "let run = (items: array<'a>, ~limit: int=10, ())" },
  ]);
  assert.deepEqual(refsOf(tags), [
    '3 type Js',
    '3 call log',
    '6 call ref',
    '8 type Array2',
    '8 call forEach',
    '10 call helper',
  ]);
});

test('rescript: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'src/Price.res':
        'let formatPrice = (cents: int) => Belt.Int.toString(cents / 100) ++ "." ++ Belt.Int.toString(mod(cents, 100))\n',
      'src/Cart.res':
        'let total = (items: array<int>) => items->Belt.Array.reduce(0, (a, b) => a + b)->Price.formatPrice\n',
    },
    'src/Cart.res -> src/Price.res',
    'let formatPrice = (cents: int)',
  );
});
