import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// Line numbers below count from the first line of SOURCE.
const SOURCE = `import { EventEmitter } from 'node:events';
import * as path from 'node:path';
import Logger, { type LogLevel, format as fmt } from './logger';
import type { Config } from './config';
export { Plugin } from './plugin';

export interface Repository<T> extends Disposable {
  find(id: string): Promise<T | undefined>;
  readonly size: number;
}

export type Handler = (event: TaskEvent) => void;

export enum Status {
  Pending,
  Done,
}

export namespace Defaults {
  export const retries = 3;
}

export const DEFAULT_TIMEOUT = 5_000;
const cache = memoize(loadConfig);
let counter = 0;

export abstract class BaseStore<T> extends EventEmitter implements Repository<T> {
  protected items = new Map<string, T>();
  static instances = 0;

  constructor(protected readonly logger: Logger) {
    super();
    BaseStore.instances++;
  }

  abstract find(id: string): Promise<T | undefined>;

  get size(): number {
    return this.items.size;
  }
}

export class TaskStore extends BaseStore<Task> {
  private onChange = (task: Task): void => {
    this.emit('change', task);
  };

  async find(id: string): Promise<Task | undefined> {
    const task = this.items.get(id);
    if (!task) this.logger.warn(fmt('missing %s', id));
    return task;
  }
}

export function createStore(config: Config, level: LogLevel = 'info'): TaskStore {
  const logger = new Logger(level);
  const dir = () => path.join(config.root, 'tasks');
  counter++;
  return new TaskStore(logger);
}

export function* ids(store: TaskStore): Generator<string> {
  yield* store.keys();
}

export default function run(argv: string[]): Status {
  const store = createStore(cache(), 'debug');
  return argv.length ? Status.Done : Status.Pending;
}
`;

test('typescript: definitions', async () => {
  const tags = await tagsOf('typescript', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Repository', kind: 'interface', line: 7, signature: 'export interface Repository<T> extends Disposable' },
    { name: 'find', kind: 'method', line: 8, signature: 'find(id: string): Promise<T | undefined>' },
    { name: 'size', kind: 'property', line: 9, signature: 'readonly size: number' },
    { name: 'Handler', kind: 'type', line: 12, signature: 'export type Handler = (event: TaskEvent) => void' },
    { name: 'Status', kind: 'enum', line: 14, signature: 'export enum Status' },
    { name: 'Defaults', kind: 'module', line: 19, signature: 'export namespace Defaults' },
    { name: 'retries', kind: 'constant', line: 20, signature: 'export const retries = 3' },
    { name: 'DEFAULT_TIMEOUT', kind: 'constant', line: 23, signature: 'export const DEFAULT_TIMEOUT = 5_000' },
    { name: 'cache', kind: 'constant', line: 24, signature: 'const cache = memoize(loadConfig)' },
    { name: 'counter', kind: 'variable', line: 25, signature: 'let counter = 0' },
    {
      name: 'BaseStore',
      kind: 'class',
      line: 27,
      signature: 'export abstract class BaseStore<T> extends EventEmitter implements Repository<T>',
    },
    { name: 'items', kind: 'field', line: 28, signature: 'protected items = new Map<string, T>()' },
    { name: 'instances', kind: 'field', line: 29, signature: 'static instances = 0' },
    { name: 'constructor', kind: 'constructor', line: 31, signature: 'constructor(protected readonly logger: Logger)' },
    { name: 'find', kind: 'method', line: 36, signature: 'abstract find(id: string): Promise<T | undefined>' },
    { name: 'size', kind: 'method', line: 38, signature: 'get size(): number' },
    { name: 'TaskStore', kind: 'class', line: 43, signature: 'export class TaskStore extends BaseStore<Task>' },
    { name: 'onChange', kind: 'method', line: 44, signature: 'private onChange = (task: Task): void' },
    { name: 'find', kind: 'method', line: 48, signature: 'async find(id: string): Promise<Task | undefined>' },
    {
      name: 'createStore',
      kind: 'function',
      line: 55,
      signature: "export function createStore(config: Config, level: LogLevel = 'info'): TaskStore",
    },
    { name: 'ids', kind: 'function', line: 62, signature: 'export function* ids(store: TaskStore): Generator<string>' },
    { name: 'run', kind: 'function', line: 66, signature: 'export default function run(argv: string[]): Status' },
  ]);
});

test('typescript: references', async () => {
  const tags = await tagsOf('typescript', SOURCE);
  // Single-letter type parameters (`T`) are not references; `super()` and enum members are not tagged.
  assert.deepEqual(refsOf(tags), [
    '1 import EventEmitter',
    '2 import path',
    '3 import LogLevel',
    '3 import Logger',
    '3 import format',
    '4 import Config',
    '5 import Plugin',
    '7 inherit Disposable',
    '8 type Promise',
    '12 type TaskEvent',
    '24 call memoize',
    '27 inherit EventEmitter',
    '27 inherit Repository',
    '28 new Map',
    '31 type Logger',
    '33 value BaseStore',
    '36 type Promise',
    '39 value items',
    '43 inherit BaseStore',
    '43 type Task',
    '44 type Task',
    '45 self emit',
    '48 type Promise',
    '48 type Task',
    '49 method get',
    '49 value items',
    '50 call format',
    '50 method warn',
    '55 type Config',
    '55 type LogLevel',
    '55 type TaskStore',
    '56 new Logger',
    '57 qualified join',
    '57 value root',
    '58 value counter',
    '59 new TaskStore',
    '62 type Generator',
    '62 type TaskStore',
    '63 method keys',
    '66 type Status',
    '67 call cache',
    '67 call createStore',
    '68 value Status',
    // `argv: string[]` is an Array: a member read through it is kept, as through any stated type
    // (its `Array#length` links to no definition of the repository).
    '68 value length',
  ]);
});

// Locals, parameters, nested functions and destructured names are not definitions. A class is
// tagged wherever it is declared (modules wrapped in a function keep their classes).
const NOISE = `function outer<T>(a: number, { b, c }: Options<T>): T {
  const local = a + b;
  let other = local * c;
  function inner(x: number) {
    return x;
  }
  const arrow = () => inner(other);
  const obj = { m() { return 1; }, k: () => 2 };
  class Local {}
  return arrow() as T;
}
const { x, y } = point;
const [first] = list;
describe('outer', () => {
  const fixture = load<Fixture>();
  it('works', () => expect(outer(1, fixture)).toBe(1));
});
`;

test('typescript: no locals, parameters or type parameters', async () => {
  const tags = await tagsOf('typescript', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'outer', kind: 'function', line: 1, signature: 'function outer<T>(a: number, { b, c }: Options<T>): T' },
    { name: 'Local', kind: 'class', line: 9, signature: 'class Local' },
    // Test blocks are named by their titles (tests of a change name them), locals in them are not tagged.
    { name: "'outer'", kind: 'test', line: 14, signature: "describe('outer', ()" },
    { name: "'works'", kind: 'test', line: 16, signature: "it('works', ()" },
  ]);
  assert.deepEqual(refsOf(tags), [
    '1 type Options',
    '7 call inner',
    // `arrow()` calls the function's own variable: no use of a definition named `arrow` elsewhere.
    '14 call describe',
    '15 type Fixture',
    '15 call load',
    '16 call expect',
    '16 call it',
    '16 call outer',
    '16 method toBe',
  ]);
});

// A type's name, plain, qualified (`ns.Foo`), generic (`Foo<T>`) or both (`ns.Foo<T>`), in the
// places a type is written: each form is a reference in each place.
const TYPE_NAMES = `let a: ns.Alpha;
let b: Beta<number>;
let c: ns.Gamma<string>;
type D = ns.Delta | Epsilon<number>[] | [ns.Zeta<number>];
function f(): ns.Eta<Theta> { return null!; }
function g(x: unknown): x is lib.Iota<number> { return true; }
const h = y as ns.Kappa satisfies Lambda<ns.Mu>;
type M = Map<ns.Nu, Xi<ns.Omicron<Pi>>>;
type P<T extends ns.Rho<T> = Sigma<T>> = keyof ns.Tau & (ns.Upsilon<T> | Phi);
class Q { constructor(private readonly chi?: ns.Chi<Psi>) {} }
`;

test('typescript: qualified and generic type names in each place a type is written', async () => {
  const tags = await tagsOf('typescript', TYPE_NAMES);
  assert.deepEqual(refsOf(tags), [
    '1 type Alpha',
    '2 type Beta',
    '3 type Gamma',
    '4 type Delta',
    '4 type Epsilon',
    '4 type Zeta',
    '5 type Eta',
    '5 type Theta',
    '6 type Iota',
    '7 type Kappa',
    '7 type Lambda',
    '7 type Mu',
    '8 type Map',
    '8 type Nu',
    '8 type Omicron',
    '8 type Pi',
    '8 type Xi',
    '9 type Phi',
    '9 type Rho',
    '9 type Sigma',
    '9 type Tau',
    '9 type Upsilon',
    '10 type Chi',
    '10 type Psi',
  ]);
});
