import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf } from '../../helpers/tags';
import { referenceList } from '../../../src/core/util/packed';
import { CHAIN_KIND, MEMBER_TYPE_KIND, TYPED_KIND } from '../../../src/core/language-lookup';
import { typedReferences } from '../../../src/core/extract/receivers';

// The receiver types a file states, as typed references beside its calls: the binding in the
// innermost scope around the call, the last before it.

const typedOf = async (language: string, source: string) =>
  referenceList((await tagsOf(language, source)).refs)
    .filter((ref) => ref.kind === TYPED_KIND)
    .map((ref) => `${ref.line} ${ref.name}`);

test('Python: a class called, an annotation, a literal; an inner function has its own names', async () => {
  const source = [
    'def build(mode: Mode, xs):',
    '    line = Line()',
    '    out = []',
    '    line.append(1)',
    '    out.append(2)',
    '    mode.check()',
    '    xs.append(3)',
    '',
    '    def inner():',
    '        line = "s"',
    '        line.strip()',
    '    line.extend()',
    '',
  ].join('\n');
  assert.deepEqual(await typedOf('python', source), [
    '4 Line#append',
    '5 list#append',
    '6 Mode#check',
    '11 str#strip',
    '12 Line#extend',
  ]);
});

test('TypeScript: new, annotated variables and parameters (generic ones by their name); a call before the binding is not typed', async () => {
  const source = [
    'export function f(r: Router<string>, s?: Store): void {',
    '  app.get("/");',
    '  const app = new ns.Hono();',
    '  const x: Map<string, number> = new Map();',
    '  app.get("/");',
    '  r.add("GET");',
    '  s.save();',
    '  x.set("a", 1);',
    '  other.add();',
    '}',
    '',
  ].join('\n');
  assert.deepEqual(await typedOf('typescript', source), ['5 Hono#get', '6 Router#add', '7 Store#save', '8 Map#set']);
});

test('TypeScript: a union of one type with undefined or null types its variable; a union of two types does not', async () => {
  const source = [
    'export function f(s?: Store | null): void {',
    '  let router: TrieRouter<true> | undefined = undefined;',
    '  router ||= new TrieRouter();',
    '  router.add("GET");',
    '  let q: undefined | Queue;',
    '  q.push(1);',
    '  s.save();',
    '  let either: Line | Queue;',
    '  either.push(2);',
    '}',
    'class Holder {',
    '  store: Store | undefined;',
    '  run(): void {',
    '    this.store.save();',
    '  }',
    '}',
    '',
  ].join('\n');
  assert.deepEqual(await typedOf('typescript', source), [
    '4 TrieRouter#add',
    '6 Queue#push',
    '7 Store#save',
    '14 Store#save',
  ]);
});

test("TypeScript: an element of a collection typed Foo[], Array<Foo> or Record<K, Foo>, and a variable given another's value, have their types", async () => {
  const source = [
    'class Smart {',
    '  #routers: Router<T>[] = [];',
    '  #tries?: Record<string, Trie>;',
    '  run(lines: Line[] | undefined, xs: Array<Foo>, m: Map<string, Bar>): void {',
    '    const routers = this.#routers;',
    '    const r = routers[0];',
    '    r.add();',
    '    for (const router of routers) router.match();',
    '    for (const x of xs) x.run();',
    '    for (const y of m) y.get();',
    '    lines.push(1);',
    '    const line = lines![0];',
    '    line.cases;',
    '    this.#tries![method].insert();',
    '    const other = this.#missing;',
    '    other.add();',
    '  }',
    '}',
    '',
  ].join('\n');
  // A Map's `for … of` gives pairs; `this.#missing` has no stated type: neither types a call.
  assert.deepEqual(await typedOf('typescript', source), [
    '7 Router#add',
    '8 Router#match',
    '9 Foo#run',
    '11 Array#push',
    '13 Line#cases',
    '14 Trie#insert',
  ]);
});

test("Go: a variable given another's value, and the element of a slice or map it ranges over, have their types", async () => {
  const source = [
    'package x',
    '',
    'func F(items []Item, m map[string]*Box, ps []*pkg.Item, rows [][]Item) {',
    '\tbase := Options{}',
    '\topts := base',
    '\topts.Limit = 2',
    '\tfor _, it := range items {',
    '\t\tit.Run()',
    '\t}',
    '\tfor k, b := range m {',
    '\t\tb.Open(k)',
    '\t}',
    '\tfor i := range items {',
    '\t\ti.Run()',
    '\t}',
    '\tfor _, p := range ps {',
    '\t\tp.Run()',
    '\t}',
    '\tfor _, row := range rows {',
    '\t\trow.Run()',
    '\t}',
    '\tother := unknown',
    '\tother.Run()',
    '}',
    '',
  ].join('\n');
  // `for i := range items` gives an index; a slice of slices gives slices; `unknown` has no stated type.
  assert.deepEqual(await typedOf('go', source), ['6 Options#Limit', '8 Item#Run', '11 Box#Open', '17 pkg.Item#Run']);
});

test("Python: Optional[Foo] and Foo | None are Foo; an element or a copy of list[Foo] has its type, a slice the list's", async () => {
  const source = [
    'def f(a: list[Leaf], b: Optional[Node], c: Node | None, s: str, d: Optional[Sequence[Leaf]], e: Node | Leaf | None):',
    '    b.prune()',
    '    c.prune()',
    '    e.prune()',
    '    head: list[Leaf] = []',
    '    current = head',
    '    current.append(1)',
    '    for leaf in a:',
    '        leaf.remove()',
    '    first = a[0]',
    '    first.remove()',
    '    a[-1].remove()',
    '    a[1:].append(2)',
    '    rest = a[1:]',
    '    rest.remove()',
    '    s[1:3].replace("a", "b")',
    '    for item in d:',
    '        item.remove()',
    '    for key in {}:',
    '        key.remove()',
    '    other = unknown',
    '    other.remove()',
    '',
  ].join('\n');
  // A union of two types is none; a slice is no element (`rest`); a dict's iteration gives keys; `unknown` has no stated type.
  assert.deepEqual(await typedOf('python', source), [
    '2 Node#prune',
    '3 Node#prune',
    '7 list#append',
    '9 Leaf#remove',
    '11 Leaf#remove',
    '12 Leaf#remove',
    '13 list#append',
    '16 str#replace',
    '18 Leaf#remove',
  ]);
});

test('Python: isinstance types its variable in the block it guards, with and, after an assert; not under not or or', async () => {
  const source = [
    'def failed(message: BaseException, other):',
    '    if isinstance(message, InvalidInput) and message.lineno is not None:',
    '        print(message.context)',
    '    message.details',
    '    if not isinstance(other, Node):',
    '        other.prune()',
    '    elif isinstance(other, errors.Leaf):',
    '        other.prune()',
    '    other.prune()',
    '    assert isinstance(self.parent, Node)',
    '    self.parent.prune()',
    '    x = isinstance(other, Leaf) or other.prune()',
    '    if check(other, Leaf):',
    '        other.prune()',
    '',
  ].join('\n');
  assert.deepEqual(await typedOf('python', source), [
    '2 InvalidInput#lineno',
    '3 InvalidInput#context',
    '4 BaseException#details',
    '8 Leaf#prune',
    '11 Node#prune',
  ]);
});

test("Python: the exception that assertRaises or pytest's raises catches is of the type they are given", async () => {
  const source = [
    'def test_parse(self):',
    '    with self.assertRaises(black.InvalidInput) as exc_info:',
    '        parse("x")',
    '    error = exc_info.exception',
    '    error.lineno',
    '    with pytest.raises(InvalidInput) as info:',
    '        parse("x")',
    '    info.value.report()',
    '    with self.assertLogs(Logger) as logs:',
    '        parse("x")',
    '    logs.exception.report()',
    '',
  ].join('\n');
  // A context manager gives itself (`assertRaises#exception`, `raises#value`); assertLogs catches nothing.
  assert.deepEqual(await typedOf('python', source), [
    '4 assertRaises#exception',
    '5 InvalidInput#lineno',
    '8 InvalidInput#report',
    '8 raises#value',
    '11 assertLogs#exception',
  ]);
});

test("TypeScript: a call on a construction means its class's member; on a member of one, nothing is known", async () => {
  const source = [
    'export function f(): void {',
    '  new Router().match("/");',
    '  new ns.Store<string>(a, g(b)).save();',
    '  new Router(x).routes.match("/");',
    '  new Router(x)[0].match("/");',
    '}',
    '',
  ].join('\n');
  assert.deepEqual(await typedOf('typescript', source), ['2 Router#match', '3 Store#save']);
});

test('a call takes the binding of the innermost scope around it, the last one before it', () => {
  const binding = (type: string, at: number, scopeStart: number, scopeEnd: number) => ({
    variable: 'x',
    type,
    at,
    scopeStart,
    scopeEnd,
  });
  const bindings = [binding('Outer', 0, 0, 100), binding('Later', 30, 0, 100), binding('Inner', 12, 10, 20)];
  const call = (at: number, line: number) => ({ name: 'm', line, receiver: 'x', at });
  assert.deepEqual(
    typedReferences(
      [call(5, 1), call(15, 2), call(25, 3), call(40, 4), { ...call(50, 5), receiver: 'y' }],
      bindings,
    ).map((ref) => `${ref.line} ${ref.name}`),
    ['1 Outer#m', '2 Inner#m', '3 Outer#m', '4 Later#m'],
  );
});

test('TypeScript and JavaScript: a field of the object itself, typed where its class declares it, in all of that class only', async () => {
  const source = [
    'class App {',
    '  router: Router<string>',
    '  #node: Node',
    '  constructor(private readonly store: Store, plain: Plain) {',
    '    this.cache = new Cache()',
    '  }',
    '  run() {',
    '    this.router.add("GET")',
    '    this.#node.insert(1)',
    '    this.store.save()',
    '    this.cache.get("k")',
    '    this.plain.use()',
    '  }',
    '}',
    'class Other {',
    '  run() { this.router.add("POST") }',
    '}',
    '',
  ].join('\n');
  assert.deepEqual(await typedOf('typescript', source), [
    '8 Router#add',
    '9 Node#insert',
    '10 Store#save',
    '11 Cache#get',
  ]);
  const js = ['class App {', '  constructor() { this.cache = new Cache() }', '  run() { this.cache.get(1) }', '}', ''];
  assert.deepEqual(await typedOf('javascript', js.join('\n')), ['3 Cache#get']);
});

test('Python: a field of the object itself, from a class body annotation, `self.x = Foo()` or `self.x: Foo`; an annotation wins over the call', async () => {
  const source = [
    '@dataclass',
    'class LineGenerator:',
    '    mode: Mode',
    '    def __post_init__(self) -> None:',
    '        self.current_line = Line()',
    '        self.other: Other = make()',
    '    def visit(self, node):',
    '        self.mode.check()',
    '        self.current_line.append(node)',
    '        self.other.go()',
    '        self.unknown.x()',
    '',
    'def free(self):',
    '    self.mode.check()',
    '',
  ].join('\n');
  assert.deepEqual(await typedOf('python', source), ['8 Mode#check', '9 Line#append', '10 Other#go']);
});

test('a field the class states two types for (assigned in two places) types its calls with both', () => {
  const field = (type: string) => ({ variable: 'self.x', type, at: 0, scopeStart: 0, scopeEnd: 100 });
  assert.deepEqual(
    typedReferences([{ name: 'm', line: 3, receiver: 'self.x', at: 50 }], [field('A'), field('B'), field('A')]).map(
      (ref) => ref.name,
    ),
    ['A#m', 'B#m'],
  );
});

const ofKinds = async (language: string, source: string, kinds: string[]) =>
  referenceList((await tagsOf(language, source)).refs)
    .filter((ref) => kinds.includes(ref.kind))
    .map((ref) => `${ref.line} ${ref.kind} ${ref.name}`);

test("TypeScript: members' declared types (fields, getters, an interface's properties), and calls through a member no binding types", async () => {
  const source = [
    'class Context {',
    '  router: Router<string>',
    '  get req(): Req<P> { return this.#req }',
    '  set body(value: Body) {}',
    '  run() { this.router.add("/"); this.req.header("a") }',
    '}',
    'interface Env { store: Store; run(): void }',
    'function f(c, opts: Options) {',
    '  c.req.header("b")',
    '  opts.limit.check()',
    '  a.b.c.d()',
    '  x.y()',
    '}',
    '',
  ].join('\n');
  assert.deepEqual(await ofKinds('typescript', source, [MEMBER_TYPE_KIND, CHAIN_KIND, TYPED_KIND]), [
    '2 holds Router#router',
    '3 holds Req#req',
    '5 typed Req#header',
    '5 typed Router#add',
    '7 holds Store#store',
    '9 chain req#header',
    '10 typed Options#limit',
    '10 chain limit#check',
    '11 chain c#d',
  ]);
});

test("Python: members' declared types (annotated fields, `self.x = Foo()`, typed properties), and calls through a member", async () => {
  const source = [
    'class Line:',
    '    mode: Mode',
    '',
    '    def __init__(self):',
    '        self.cache = Cache()',
    '',
    '    @property',
    '    def target(self) -> Leaf:',
    '        return self.leaf',
    '',
    '    @staticmethod',
    '    def make() -> Line:',
    '        pass',
    '',
    '',
    'def visit(line):',
    '    line.mode.magic()',
    '',
  ].join('\n');
  assert.deepEqual(await ofKinds('python', source, [MEMBER_TYPE_KIND, CHAIN_KIND]), [
    '2 holds Mode#mode',
    '5 holds Cache#cache',
    '8 holds Leaf#target',
    '17 chain mode#magic',
  ]);
});
