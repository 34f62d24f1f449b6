import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, defList, refsOf } from '../helpers/tags';

// A CommonJS module. Line numbers below count from the first line of SOURCE.
const SOURCE = `'use strict';

const fs = require('fs');
const { join, resolve: resolvePath } = require('path');
const EventEmitter = require('events');
const debug = require('debug')('cache');

const DEFAULT_TTL = 60 * 1000;
let hits = 0;

class Cache extends EventEmitter {
  static instances = 0;
  #store = new Map();

  constructor(dir, ttl = DEFAULT_TTL) {
    super();
    this.dir = resolvePath(dir);
    this.ttl = ttl;
    Cache.instances++;
  }

  get(key) {
    const entry = this.#store.get(key);
    if (entry && !isExpired(entry, this.ttl)) {
      hits++;
      return entry.value;
    }
    return this.load(key);
  }

  load(key) {
    const file = join(this.dir, encodeKey(key));
    const value = JSON.parse(fs.readFileSync(file, 'utf8'));
    this.emit('load', key);
    return value;
  }

  onEvict = (key) => {
    debug('evict %s', key);
  };
}

function isExpired(entry, ttl) {
  return Date.now() - entry.time > ttl;
}

const encodeKey = (key) => encodeURIComponent(String(key));

function LegacyStore(options) {
  this.options = options || {};
}

LegacyStore.prototype.save = function save(key, value) {
  return new Cache(this.options.dir).set(key, value);
};

module.exports = Cache;
module.exports.LegacyStore = LegacyStore;
exports.createCache = function createCache(dir) {
  return new Cache(dir);
};
exports.stats = { get hits() { return hits; } };
`;

test('javascript: definitions (CommonJS)', async () => {
  const tags = await tagsOf('javascript', SOURCE);
  // `const x = require(…)` is an import, not a constant; `module.exports = Cache` and
  // `module.exports.LegacyStore = LegacyStore` re-export names defined above.
  assert.deepEqual(defsOf(tags), [
    { name: 'DEFAULT_TTL', kind: 'constant', line: 8, signature: 'const DEFAULT_TTL = 60 * 1000' },
    { name: 'hits', kind: 'variable', line: 9, signature: 'let hits = 0' },
    { name: 'Cache', kind: 'class', line: 11, signature: 'class Cache extends EventEmitter' },
    { name: 'instances', kind: 'field', line: 12, signature: 'static instances = 0' },
    { name: '#store', kind: 'field', line: 13, signature: '#store = new Map()' },
    { name: 'constructor', kind: 'constructor', line: 15, signature: 'constructor(dir, ttl = DEFAULT_TTL)' },
    { name: 'get', kind: 'method', line: 22, signature: 'get(key)' },
    { name: 'load', kind: 'method', line: 31, signature: 'load(key)' },
    { name: 'onEvict', kind: 'method', line: 38, signature: 'onEvict = (key)' },
    { name: 'isExpired', kind: 'function', line: 43, signature: 'function isExpired(entry, ttl)' },
    { name: 'encodeKey', kind: 'function', line: 47, signature: 'const encodeKey = (key)' },
    { name: 'LegacyStore', kind: 'function', line: 49, signature: 'function LegacyStore(options)' },
    { name: 'save', kind: 'method', line: 53, signature: 'LegacyStore.prototype.save = function save(key, value)' },
    { name: 'createCache', kind: 'function', line: 59, signature: 'exports.createCache = function createCache(dir)' },
    { name: 'stats', kind: 'variable', line: 62, signature: 'exports.stats' },
  ]);
});

test('javascript: references (CommonJS)', async () => {
  const tags = await tagsOf('javascript', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '3 import fs',
    '3 call require',
    '4 import join',
    '4 call require',
    '4 import resolve',
    '5 import EventEmitter',
    '5 call require',
    '6 import debug',
    '6 call require',
    '11 inherit EventEmitter',
    '13 new Map',
    '15 value DEFAULT_TTL',
    '17 call resolvePath',
    '19 value Cache',
    '23 value #store',
    '23 method get',
    '24 call isExpired',
    '25 value hits',
    '28 self load',
    '32 call encodeKey',
    '32 call join',
    '33 method parse',
    '33 qualified readFileSync',
    '34 self emit',
    '39 call debug',
    '44 method now',
    '47 call String',
    '47 call encodeURIComponent',
    '53 value LegacyStore',
    '54 new Cache',
    '54 method set',
    '57 value Cache',
    '58 value LegacyStore',
    '60 new Cache',
    '62 value hits',
  ]);
});

// An ES module with JSX (a .jsx file).
const COMPONENT = `import React from 'react';
import PropTypes from 'prop-types';
import { Modal, Form } from './components';

export default function LoginDialog({ onSubmit, open }) {
  const [user, setUser] = React.useState('');
  return (
    <Modal open={open} title="Sign in">
      <Form.Field label="User" value={user} onChange={(e) => setUser(e.target.value)} />
      <button onClick={() => onSubmit(user)}>Sign in</button>
    </Modal>
  );
}

LoginDialog.propTypes = {
  onSubmit: PropTypes.func.isRequired,
  open: PropTypes.bool,
};

export const api = {
  async login(user) {
    const res = await fetch(\`/api/login?user=\${user}\`);
    return res.json();
  },
  logout: () => fetch('/api/logout'),
};
`;

test('javascript: ES modules and JSX', async () => {
  const tags = await tagsOf('javascript', COMPONENT);
  assert.deepEqual(defsOf(tags), [
    {
      name: 'LoginDialog',
      kind: 'function',
      line: 5,
      signature: 'export default function LoginDialog({ onSubmit, open })',
    },
    { name: 'api', kind: 'constant', line: 20, signature: 'export const api' },
    { name: 'login', kind: 'method', line: 21, signature: 'async login(user)' },
    { name: 'logout', kind: 'method', line: 25, signature: 'logout: ()' },
  ]);
  // `<button>` is an HTML element; `<Form.Field>` → Field.
  assert.deepEqual(refsOf(tags), [
    '1 import React',
    '2 import PropTypes',
    '3 import Form',
    '3 import Modal',
    '6 qualified useState',
    '8 jsx Modal',
    '9 jsx Field',
    '9 value Form',
    '15 value LoginDialog',
    '16 value func',
    '17 value bool',
    '22 call fetch',
    '23 method json',
    '25 call fetch',
  ]);
});

// Compiled-CommonJS preambles, locals, anonymous exports and IIFE bodies are not definitions.
const NOISE = `'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
exports.parse = exports.format = void 0;
const path = require('path');
const { readFile } = require('fs/promises');
function format(value) {
  const pad = (s) => s.padStart(2, '0');
  var tmp = pad(value);
  return tmp;
}
exports.format = format;
module.exports = (options) => build(options);
(function () {
  function hidden() {}
  hidden();
})();
const view = <div className="row"><span>{format(1)}</span><></></div>;
`;

test('javascript: no locals, preambles or anonymous exports', async () => {
  const tags = await tagsOf('javascript', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'format', kind: 'function', line: 6, signature: 'function format(value)' },
    {
      name: 'view',
      kind: 'constant',
      line: 17,
      signature: 'const view = <div className="row"><span>{format(1)}</span><></></div>',
    },
  ]);
  assert.deepEqual(refsOf(tags), [
    '2 method defineProperty',
    '4 import path',
    '4 call require',
    '5 import readFile',
    '5 call require',
    '7 method padStart',
    '11 value format',
    '12 call build',
    '15 call hidden',
    '17 call format',
  ]);
});

const TESTS = `describe('Cookie', () => {
  it('parses   a cookie', async () => {
    parse('a=1');
  });
  it.each([1, 2])('case %i', function (n) {
    parse(String(n));
  });
  test.skip(\`template \${n}\`, () => parse(''));
});
it(name, () => {});
app.get('/x', () => {});
it('no body');
`;

test('javascript: test blocks are definitions of kind test, named by their quoted titles', async () => {
  const tags = await tagsOf('javascript', TESTS);
  assert.deepEqual(
    defList(tags).map(({ name, kind, line, endLine }) => `${kind} ${name} ${line}-${endLine}`),
    ["test 'Cookie' 1-9", "test 'parses a cookie' 2-4", "test 'case %i' 5-7", 'test `template ${n}` 8-8'],
  );
});
