import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: requires (call and string-call forms), an alias of a library function,
// `<const>` and all-caps constants, top-level locals, a class table (`X.__index = X`), a subclass
// made with setmetatable, the returned module table with a function field, module fields,
// `function M.f`, `function M:m`, a local function, a function assigned to a field, a global
// function, constructor conventions (`X.new`, `X:new`, `setmetatable({}, X)`), member calls.
// The file starts with a comment, as most Lua files do: see the scanner note at the end.
const SOURCE = `-- Account storage: a small class with a module around it.
local json = require("cjson")
local log = require "app.log"
local insert = table.insert

local MAX_BALANCE <const> = 1000000
local DEFAULT_CURRENCY = "EUR"
local instances = 0
local registry

local Account = {}
Account.__index = Account

local Savings = setmetatable({}, {__index = Account})
Savings.__index = Savings

local M = {
  version = "1.2.0",
  open = function(owner, currency)
    return Account.new(owner, currency or DEFAULT_CURRENCY)
  end,
}

M.defaults = { currency = DEFAULT_CURRENCY }

function Account.new(owner, currency)
  local self = setmetatable({}, Account)
  self.owner = owner
  self.balance = 0
  instances = instances + 1
  return self
end

function Account:deposit(amount)
  if self.balance + amount > MAX_BALANCE then
    error("balance limit")
  end
  self.balance = self.balance + amount
  log.info("deposit", self.owner, amount)
end

function Account:to_json()
  return json.encode({ owner = self.owner, balance = self.balance })
end

function Savings:new(owner, rate)
  local account = Account:new(owner)
  account.rate = rate
  return setmetatable(account, Savings)
end

local function validate(amount)
  local ok = type(amount) == "number" and amount > 0
  return ok
end

function M.transfer(from, to, amount)
  if not validate(amount) then return false end
  from:withdraw(amount)
  to:deposit(amount)
  insert(M.history, { from = from.owner, to = to.owner })
  return true
end

M.format = function(account)
  return string.format("%s: %d", account.owner, account.balance)
end

function helper_global(x)
  return M.format(x)
end

return M
`;

test('lua: definitions', async () => {
  const tags = await tagsOf('lua', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'MAX_BALANCE', kind: 'constant', line: 6, signature: 'local MAX_BALANCE <const> = 1000000' },
    { name: 'DEFAULT_CURRENCY', kind: 'constant', line: 7, signature: 'local DEFAULT_CURRENCY = "EUR"' },
    { name: 'instances', kind: 'variable', line: 8, signature: 'local instances = 0' },
    { name: 'registry', kind: 'variable', line: 9, signature: 'local registry' },
    { name: 'Account', kind: 'class', line: 11, signature: 'local Account = {}' },
    { name: 'Savings', kind: 'class', line: 14, signature: 'local Savings = setmetatable({}, {__index = Account})' },
    { name: 'M', kind: 'module', line: 17, signature: 'local M' },
    { name: 'open', kind: 'function', line: 19, signature: 'open = function(owner, currency)' },
    { name: 'defaults', kind: 'field', line: 24, signature: 'M.defaults = { currency = DEFAULT_CURRENCY }' },
    { name: 'new', kind: 'function', line: 26, signature: 'function Account.new(owner, currency)' },
    { name: 'deposit', kind: 'method', line: 34, signature: 'function Account:deposit(amount)' },
    { name: 'to_json', kind: 'method', line: 42, signature: 'function Account:to_json()' },
    { name: 'new', kind: 'method', line: 46, signature: 'function Savings:new(owner, rate)' },
    { name: 'validate', kind: 'function', line: 52, signature: 'local function validate(amount)' },
    { name: 'transfer', kind: 'function', line: 57, signature: 'function M.transfer(from, to, amount)' },
    { name: 'format', kind: 'function', line: 65, signature: 'M.format = function(account)' },
    { name: 'helper_global', kind: 'function', line: 69, signature: 'function helper_global(x)' },
  ]);
});

test('lua: references', async () => {
  const tags = await tagsOf('lua', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '2 import cjson',
    '3 import app.log', // a dotted module path is kept whole
    '14 inherit Account',
    '20 new Account',
    '27 new Account',
    '39 call info',
    '43 call encode',
    '47 new Account',
    '49 new Savings',
    '58 call validate',
    '59 call withdraw',
    '60 call deposit',
    '61 call insert',
    '66 call format',
    '70 call format',
  ]);
});

// What must not be tagged: locals and local functions inside functions, parameters, loop
// variables, `_`, functions in a local table, `self`, base-library calls (ipairs, print, select,
// pcall, tostring, type); `function _G.exported` is a definition.
const NOISE = `-- Nothing here but the two functions is a definition.
local function outer(a, b, ...)
  local x, y = a, b
  local function inner(z) return z end
  local t = { k = function() end }
  for i, v in ipairs(t) do
    print(i, v, select("#", ...))
  end
  _ = pcall(inner, x)
  return self, y
end

function _G.exported(n)
  local _, second = tostring(n), type(n)
  return second
end
`;

test('lua: no locals, parameters or base-library calls', async () => {
  const tags = await tagsOf('lua', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'outer', kind: 'function', line: 2, signature: 'local function outer(a, b, ...)' },
    { name: 'exported', kind: 'function', line: 13, signature: 'function _G.exported(n)' },
  ]);
  assert.deepEqual(refsOf(tags), []);
});

test('lua: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'money.lua': [
        '-- Money helpers.',
        'local money = {}',
        '',
        'function money.round_to_cents(value)',
        '  return math.floor(value * 100 + 0.5) / 100',
        'end',
        '',
        'return money',
        '',
      ].join('\n'),
      'invoice.lua': [
        '-- Invoice totals.',
        'local money = require("money")',
        '',
        'local function total(lines)',
        '  local sum = 0',
        '  for _, line in ipairs(lines) do sum = sum + line.amount end',
        '  return money.round_to_cents(sum)',
        'end',
        '',
        'return { total = total }',
        '',
      ].join('\n'),
    },
    'invoice.lua -> money.lua',
    /round_to_cents/,
  );
});

// The Lua grammar of tree-sitter-wasms 0.1.13 mallocs its external scanner's state without
// initialising it (and ignores an empty state on deserialise), so a parse starts from leftover
// heap bytes: where a string could start before the first comment or string of the file, the
// scanner invented one and the rest of the file turned into ERROR nodes. The engine parses Lua
// behind an empty block comment (`scannerReset` in the languages table), which resets the state.
test('lua: files that do not start with a comment parse cleanly after others', async () => {
  await tagsOf('lua', 'local s = [[\nlong string]] .. "x" .. [==[ more ]==]\n');
  for (let round = 0; round < 5; round++) {
    const tags = await tagsOf('lua', 'local limit = 10\nlocal function clamp(x)\n  return clampTo(x, limit)\nend\n');
    assert.deepEqual(defsOf(tags), [
      { name: 'limit', kind: 'variable', line: 1, signature: 'local limit = 10' },
      { name: 'clamp', kind: 'function', line: 2, signature: 'local function clamp(x)' },
    ]);
    assert.deepEqual(refsOf(tags), ['3 call clampTo']);
  }
});
