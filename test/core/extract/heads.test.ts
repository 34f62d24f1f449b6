import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clip, MAX_SIGNATURE, MAX_VALUE } from '../../../src/core/extract/heads';
import { openHead } from '../../../bench/fidelity';
import { defList, tagsOf } from '../../helpers/tags';

// Whole declaration heads: up to the body, every line of it joined, whitespace collapsed; a type
// alias or a constant with as much of its value as the limit allows; the same rules in every language.

async function heads(language: string, source: string): Promise<string[]> {
  return defList(await tagsOf(language, source)).map((d) => `${d.line} ${d.name}: ${d.signature}`);
}

test('whole heads, TypeScript: generic parameters over lines, a spread parameter list with its return type, extends and implements, a constant and a union over lines', async () => {
  const source = `export type MiddlewareHandler<
  E extends Env = any,
  P = string,
> = (c: Context<E, P>, next: Next) => Promise<void>

export function compose<C extends Context>(
  middleware: Handler[],
  onError?: OnError,
): (context: C) => Promise<C> {
  return null as any
}

export class Hono<E extends Env = Env>
  extends HonoBase<E>
  implements Router {
  private routes: Route[] = []
}
export const LIMIT =
  1024 * 8
export type Union =
  | 'a'
  | 'b'
`;
  assert.deepEqual(await heads('typescript', source), [
    '1 MiddlewareHandler: export type MiddlewareHandler<E extends Env = any, P = string> = (c: Context<E, P>, next: Next) => Promise<void>',
    '6 compose: export function compose<C extends Context>(middleware: Handler[], onError?: OnError): (context: C) => Promise<C>',
    '13 Hono: export class Hono<E extends Env = Env> extends HonoBase<E> implements Router',
    '16 routes: private routes: Route[] = []',
    '18 LIMIT: export const LIMIT = 1024 * 8',
    "20 Union: export type Union = | 'a' | 'b'",
  ]);
});

test('whole heads, Python: a parameter list over lines with its return annotation, base classes over lines', async () => {
  const source = `def refresh_session(
    token: str,
    *,
    retries: int = 3,
) -> Session:
    pass

class Store(
    Base,
    metaclass=Meta,
):
    LIMIT = 3
`;
  assert.deepEqual(await heads('python', source), [
    '1 refresh_session: def refresh_session(token: str, *, retries: int = 3) -> Session',
    '8 Store: class Store(Base, metaclass=Meta)',
    '12 LIMIT: LIMIT = 3',
  ]);
});

test('whole heads, Go: parameters and results over lines; a struct head stops at its fields (members of their own); a map value shown', async () => {
  const source = `package a

func NewServer(
	addr string,
	opts ...Option,
) (*Server, error) {
	return nil, nil
}

type Server struct {
	Addr string
}

var Default = map[string]int{
	"a": 1,
}
`;
  assert.deepEqual(await heads('go', source), [
    '3 NewServer: func NewServer(addr string, opts ...Option) (*Server, error)',
    '10 Server: type Server struct',
    '11 Addr: Addr string',
    '14 Default: var Default = map[string]int{ "a": 1, }',
  ]);
});

test('whole heads, Rust: lifetimes, generics, a return type and a where clause over lines', async () => {
  const source = `pub fn search<'a, T>(
    needle: &'a str,
    haystack: T,
) -> Result<Vec<Match>, Error>
where
    T: AsRef<[u8]>,
{
    todo!()
}

pub struct Searcher<R>
where
    R: Read,
{
    reader: R,
}

impl<R: Read> Searcher<R> {
    pub fn new(reader: R) -> Self { todo!() }
}
`;
  assert.deepEqual(await heads('rust', source), [
    "1 search: pub fn search<'a, T>(needle: &'a str, haystack: T) -> Result<Vec<Match>, Error> where T: AsRef<[u8]>",
    '11 Searcher: pub struct Searcher<R> where R: Read',
    '15 reader: reader: R',
    '18 Searcher: impl<R: Read> Searcher<R>',
    '19 new: pub fn new(reader: R) -> Self',
  ]);
});

test('whole heads, Java: extends and implements over lines, a generic method with throws over lines', async () => {
  const source = `public final class JsonReader
    extends Reader
    implements Closeable, Flushable {
  private final Reader in;

  public <T> T fromJson(
      Reader json,
      Class<T> classOfT) throws JsonIOException,
      JsonSyntaxException {
    return null;
  }
}
`;
  assert.deepEqual(await heads('java', source), [
    '1 JsonReader: public final class JsonReader extends Reader implements Closeable, Flushable',
    '4 in: private final Reader in',
    '6 fromJson: public <T> T fromJson(Reader json, Class<T> classOfT) throws JsonIOException, JsonSyntaxException',
  ]);
});

test('whole heads, C++: a template head over lines, base classes over lines, a member prototype over lines', async () => {
  const source = `namespace net {
template <typename T,
          typename Alloc = std::allocator<T>>
class Buffer : public Base<T>,
               private Noncopyable {
 public:
  std::size_t write(const T* data,
                    std::size_t size) const noexcept;
};
}
`;
  assert.deepEqual(await heads('cpp', source), [
    '1 net: namespace net',
    '4 Buffer: template <typename T, typename Alloc = std::allocator<T>> class Buffer : public Base<T>, private Noncopyable',
    '7 write: std::size_t write(const T* data, std::size_t size) const noexcept',
  ]);
});

test('a head past the limit is cut on a whole token, never on an open bracket or an operator, and marked', () => {
  const long = `export function f(${Array.from({ length: 40 }, (_, i) => `argument${i}: Map<string, number>`).join(', ')}): void`;
  const cut = clip(long);
  assert.equal(cut.length <= MAX_SIGNATURE, true, `${cut.length} characters`);
  assert.match(cut, /…$/);
  assert.equal(openHead(cut), false, cut);
  assert.equal(clip('short one'), 'short one');
  // A cut that would end on `(` or `=` backs off past it.
  assert.equal(clip(`const x = ${'a'.repeat(10)} + (${'b'.repeat(300)})`, 25), 'const x = aaaaaaaaaa…');
});

test('a constant or an alias shows its head to the `=` whole, and its value cut at the value limit (TypeScript, Python, Go)', async () => {
  const entries = Array.from({ length: 12 }, (_, i) => `{ method: 'GET', path: '/user/${i}' }`).join(', ');
  const ts = await heads(
    'typescript',
    `export const routes: Array<Route> = [${entries}]\nexport type Pair<A = string, B = number> = [A, B]\n`,
  );
  const value = `[${entries}]`;
  assert.equal(ts[0], `1 routes: export const routes: Array<Route> = ${clip(value, MAX_VALUE)}`);
  assert.ok(clip(value, MAX_VALUE).length <= MAX_VALUE && ts[0].endsWith('…'));
  assert.equal(
    ts[1],
    '2 Pair: export type Pair<A = string, B = number> = [A, B]',
    'an `=` inside brackets is not the value',
  );
  const py = await heads(
    'python',
    `DEFAULTS = {${Array.from({ length: 12 }, (_, i) => `"key${i}": ${i}`).join(', ')}}\nLIMIT = 10 == 10\n`,
  );
  assert.match(py[0], /^1 DEFAULTS: DEFAULTS = \{"key0": 0, .*…$/);
  assert.ok(py[0].length - '1 DEFAULTS: DEFAULTS = '.length <= MAX_VALUE, py[0]);
  assert.equal(py[1], '2 LIMIT: LIMIT = 10 == 10');
  const go = await heads(
    'go',
    `package p\n\nvar Names = []string{${Array.from({ length: 12 }, (_, i) => `"name${i}"`).join(', ')}}\n`,
  );
  assert.match(go[0], /^3 Names: var Names = \[\]string\{"name0", .*…$/);
});

test('a declaration that ends with `;` and has no body ends its head there, not at the next declaration', async () => {
  // C#: a file-scoped namespace's node holds every declaration after it.
  const csharp = `namespace Serilog.Configuration;\n\n/// <summary>\n/// Controls sink configuration.\n/// </summary>\npublic class LoggerSinkConfiguration\n{\n    public int Count { get; }\n}\n`;
  assert.deepEqual(await heads('c_sharp', csharp), [
    '1 Configuration: namespace Serilog.Configuration',
    '6 LoggerSinkConfiguration: public class LoggerSinkConfiguration',
    '8 Count: public int Count',
  ]);
  assert.deepEqual(await heads('c_sharp', 'namespace App; public record Point(int X, int Y); public class Z { }\n'), [
    '1 App: namespace App',
    '1 Point: public record Point(int X, int Y)',
    '1 Z: public class Z',
  ]);
  // The same shape in other grammars: Rust's `mod x;`, Perl's `package X;`, a C++ namespace alias.
  assert.deepEqual(await heads('rust', 'mod parser;\npub mod lexer;\npub struct Token {\n    kind: u8,\n}\n'), [
    '1 parser: mod parser',
    '2 lexer: pub mod lexer',
    '3 Token: pub struct Token',
    '4 kind: kind: u8',
  ]);
  assert.deepEqual(
    await heads('perl', 'package Foo::Bar;\nuse strict;\n\nsub new {\n  return bless {}, shift;\n}\n1;\n'),
    ['1 Foo::Bar: package Foo::Bar', '4 new: sub new'],
  );
  assert.deepEqual(await heads('cpp', 'namespace fs = std::filesystem; class Real {\n  int x;\n};\n'), [
    '1 Real: class Real',
    '1 fs: namespace fs = std::filesystem',
    '2 x: int x',
  ]);
});
