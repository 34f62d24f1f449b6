// The part of TOML that manifests need (Cargo.toml, pyproject.toml): tables, arrays of tables,
// bare, quoted and dotted keys, strings of all four kinds, arrays and inline tables. Numbers,
// booleans and dates are kept as their text. Anything else, or anything malformed, gives undefined:
// a manifest we cannot read is ignored, never fatal.

export type TomlValue = string | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

/** Nesting deeper than this (arrays in arrays, tables in tables) is refused rather than recursed into. */
const MAX_DEPTH = 32;

export function parseToml(text: string): TomlTable | undefined {
  try {
    return new Reader(text).document();
  } catch {
    return undefined;
  }
}

/** The value at a dotted path of tables, if every step is a table. */
export function tomlAt(value: TomlValue | undefined, ...path: string[]): TomlValue | undefined {
  for (const key of path) {
    if (!isTable(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

export function isTable(value: TomlValue | undefined): value is TomlTable {
  return typeof value === 'object' && !Array.isArray(value);
}

/** A string value, or undefined. */
export function tomlString(value: TomlValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The strings of an array value (other elements dropped); a lone string counts as one. */
export function tomlStrings(value: TomlValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  document(): TomlTable {
    const root: TomlTable = Object.create(null);
    let current = root;
    for (;;) {
      this.skipSpace(true);
      if (this.at >= this.text.length) return root;
      if (this.text[this.at] === '[') {
        const array = this.text[this.at + 1] === '[';
        this.at += array ? 2 : 1;
        const path = this.keyPath();
        this.expect(array ? ']]' : ']');
        current = array ? this.appendTable(root, path) : this.tableAt(root, path);
      } else {
        const path = this.keyPath();
        this.expect('=');
        this.assign(current, path, this.value(0));
      }
      this.endOfLine();
    }
  }

  private fail(): never {
    throw new Error(`malformed TOML at offset ${this.at}`);
  }

  /** Spaces and tabs; with `lines`, also newlines and comments. */
  private skipSpace(lines: boolean): void {
    while (this.at < this.text.length) {
      const c = this.text[this.at];
      if (c === ' ' || c === '\t' || (lines && (c === '\n' || c === '\r'))) this.at++;
      else if (lines && c === '#') this.skipComment();
      else return;
    }
  }

  private skipComment(): void {
    const end = this.text.indexOf('\n', this.at);
    this.at = end < 0 ? this.text.length : end;
  }

  private endOfLine(): void {
    this.skipSpace(false);
    if (this.text[this.at] === '#') this.skipComment();
    if (this.at < this.text.length && this.text[this.at] !== '\n' && this.text[this.at] !== '\r') this.fail();
  }

  private expect(token: string): void {
    this.skipSpace(false);
    if (!this.text.startsWith(token, this.at)) this.fail();
    this.at += token.length;
  }

  private keyPath(): string[] {
    const path: string[] = [];
    for (;;) {
      this.skipSpace(false);
      const c = this.text[this.at];
      if (c === '"' || c === "'") path.push(this.string());
      else {
        const match = /^[A-Za-z0-9_-]+/.exec(this.text.slice(this.at, this.at + 256));
        if (!match) this.fail();
        path.push(match[0]);
        this.at += match[0].length;
      }
      this.skipSpace(false);
      if (this.text[this.at] !== '.') return path;
      this.at++;
    }
  }

  private value(depth: number): TomlValue {
    if (depth > MAX_DEPTH) this.fail();
    this.skipSpace(false);
    const c = this.text[this.at];
    if (c === '"' || c === "'") return this.string();
    if (c === '[') return this.array(depth);
    if (c === '{') return this.inlineTable(depth);
    const match = /^[A-Za-z0-9_+\-.:]+(?: [0-9:.+\-Z]+)?/.exec(this.text.slice(this.at, this.at + 128));
    if (!match) this.fail();
    this.at += match[0].length;
    return match[0];
  }

  private array(depth: number): TomlValue[] {
    this.at++; // [
    const items: TomlValue[] = [];
    for (;;) {
      this.skipSpace(true);
      if (this.text[this.at] === ']') break;
      items.push(this.value(depth + 1));
      this.skipSpace(true);
      if (this.text[this.at] === ',') this.at++;
      else if (this.text[this.at] !== ']') this.fail();
    }
    this.at++; // ]
    return items;
  }

  private inlineTable(depth: number): TomlTable {
    this.at++; // {
    const table: TomlTable = Object.create(null);
    this.skipSpace(false);
    if (this.text[this.at] === '}') {
      this.at++;
      return table;
    }
    for (;;) {
      const path = this.keyPath();
      this.expect('=');
      this.assign(table, path, this.value(depth + 1));
      this.skipSpace(false);
      const c = this.text[this.at++];
      if (c === '}') return table;
      if (c !== ',') this.fail();
    }
  }

  private string(): string {
    const quote = this.text[this.at];
    if (this.text.startsWith(quote.repeat(3), this.at)) {
      const end = this.text.indexOf(quote.repeat(3), this.at + 3);
      if (end < 0) this.fail();
      const body = this.text.slice(this.at + 3, end).replace(/^\r?\n/, '');
      this.at = end + 3;
      return quote === '"' ? unescape(body) : body;
    }
    let end = this.at + 1;
    while (end < this.text.length && this.text[end] !== quote && this.text[end] !== '\n')
      end += quote === '"' && this.text[end] === '\\' ? 2 : 1;
    if (this.text[end] !== quote) this.fail();
    const body = this.text.slice(this.at + 1, end);
    this.at = end + 1;
    return quote === '"' ? unescape(body) : body;
  }

  /** The table at a path, made where missing (TOML forbids defining a table twice; we just reuse it). */
  private tableAt(root: TomlTable, path: string[]): TomlTable {
    let table = root;
    for (const key of path) {
      let next = Object.hasOwn(table, key) ? table[key] : undefined;
      if (Array.isArray(next)) next = next[next.length - 1]; // `[a.b]` after `[[a]]`: inside a's last element
      if (next === undefined) table[key] = next = Object.create(null) as TomlTable;
      if (!isTable(next)) this.fail();
      table = next;
    }
    return table;
  }

  private appendTable(root: TomlTable, path: string[]): TomlTable {
    const parent = this.tableAt(root, path.slice(0, -1));
    const key = path[path.length - 1];
    const list = Object.hasOwn(parent, key) ? parent[key] : (parent[key] = []);
    if (!Array.isArray(list)) this.fail();
    const table: TomlTable = Object.create(null);
    list.push(table);
    return table;
  }

  private assign(table: TomlTable, path: string[], value: TomlValue): void {
    const parent = this.tableAt(table, path.slice(0, -1));
    parent[path[path.length - 1]] = value;
  }
}

const ESCAPES: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };

function unescape(body: string): string {
  return body.replace(/\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|\r?\n\s*|.)/g, (_, code: string) => {
    if (code[0] === 'u' || code[0] === 'U') return String.fromCodePoint(parseInt(code.slice(1), 16));
    if (code[0] === '\n' || code[0] === '\r') return ''; // a line-ending backslash joins lines
    return ESCAPES[code] ?? code;
  });
}
