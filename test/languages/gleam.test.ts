import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf, modulesOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: imports with unqualified types and values, public and private constants, a
// custom type with constructors (with labelled fields), a record type, a type alias, an error type,
// documented functions with typed parameters and results, pipelines of module functions, anonymous
// functions, `use`, record updates, case expressions over constructors, an external function.
const SOURCE = `//// Inventory: items, stock levels and a report.

import gleam/dict.{type Dict}
import gleam/int
import gleam/list
import gleam/result
import shop/log
import shop/money.{type Money, round_cents}

pub const default_qty = 10

const tax_rate = 0.2

pub type Category {
  Food
  Tool
  Other(name: String)
}

pub type Item {
  Item(sku: String, price: Money, category: Category, qty: Int)
}

pub type Stock =
  Dict(String, Item)

pub type StockError {
  OutOfStock(sku: String)
  UnknownItem(sku: String)
}

/// Bring every item below the minimum back to the default quantity.
pub fn restock(stock: Stock, minimum: Int) -> Stock {
  dict.map_values(stock, fn(_sku, item) {
    case item.qty < minimum {
      True -> Item(..item, qty: default_qty)
      False -> item
    }
  })
}

pub fn total_value(stock: Stock) -> Money {
  stock
  |> dict.values
  |> list.map(fn(item) { money.times(price_with_tax(item.price), item.qty) })
  |> list.fold(money.zero(), money.add)
}

fn price_with_tax(price: Money) -> Money {
  money.scale(price, 1.0 +. tax_rate)
  |> round_cents
}

pub fn take(stock: Stock, sku: String, n: Int) -> Result(Stock, StockError) {
  use item <- result.try(find(stock, sku))
  case item.qty >= n {
    True -> Ok(dict.insert(stock, sku, Item(..item, qty: item.qty - n)))
    False -> Error(OutOfStock(sku))
  }
}

pub fn find(stock: Stock, sku: String) -> Result(Item, StockError) {
  dict.get(stock, sku)
  |> result.replace_error(UnknownItem(sku))
}

pub fn category_name(category: Category) -> String {
  case category {
    Food -> "food"
    Tool -> "tool"
    Other(name) -> name
  }
}

pub fn report(stock: Stock) -> Nil {
  log.info("inventory report")
  stock
  |> dict.values
  |> list.each(fn(item) {
    log.info(item.sku <> ": " <> int.to_string(item.qty) <> " " <> category_name(item.category))
  })
}

@external(erlang, "shop_ffi", "now")
pub fn now() -> Int
`;

test('gleam: definitions', async () => {
  const tags = await tagsOf('gleam', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'default_qty', kind: 'constant', line: 10, signature: 'pub const default_qty = 10' },
    { name: 'tax_rate', kind: 'constant', line: 12, signature: 'const tax_rate = 0.2' },
    { name: 'Category', kind: 'type', line: 14, signature: 'pub type Category' },
    { name: 'Food', kind: 'constructor', line: 15, signature: 'Food' },
    { name: 'Tool', kind: 'constructor', line: 16, signature: 'Tool' },
    { name: 'Other', kind: 'constructor', line: 17, signature: 'Other(name: String)' },
    { name: 'name', kind: 'field', line: 17, signature: 'name: String' },
    { name: 'Item', kind: 'type', line: 20, signature: 'pub type Item' },
    {
      name: 'Item',
      kind: 'constructor',
      line: 21,
      signature: 'Item(sku: String, price: Money, category: Category, qty: Int)',
    },
    { name: 'category', kind: 'field', line: 21, signature: 'category: Category' },
    { name: 'price', kind: 'field', line: 21, signature: 'price: Money' },
    { name: 'qty', kind: 'field', line: 21, signature: 'qty: Int' },
    { name: 'sku', kind: 'field', line: 21, signature: 'sku: String' },
    { name: 'Stock', kind: 'type', line: 24, signature: 'pub type Stock = Dict(String, Item)' },
    { name: 'StockError', kind: 'type', line: 27, signature: 'pub type StockError' },
    { name: 'OutOfStock', kind: 'constructor', line: 28, signature: 'OutOfStock(sku: String)' },
    { name: 'sku', kind: 'field', line: 28, signature: 'sku: String' },
    { name: 'UnknownItem', kind: 'constructor', line: 29, signature: 'UnknownItem(sku: String)' },
    { name: 'sku', kind: 'field', line: 29, signature: 'sku: String' },
    { name: 'restock', kind: 'function', line: 33, signature: 'pub fn restock(stock: Stock, minimum: Int) -> Stock' },
    { name: 'total_value', kind: 'function', line: 42, signature: 'pub fn total_value(stock: Stock) -> Money' },
    { name: 'price_with_tax', kind: 'function', line: 49, signature: 'fn price_with_tax(price: Money) -> Money' },
    {
      name: 'take',
      kind: 'function',
      line: 54,
      signature: 'pub fn take(stock: Stock, sku: String, n: Int) -> Result(Stock, StockError)',
    },
    {
      name: 'find',
      kind: 'function',
      line: 62,
      signature: 'pub fn find(stock: Stock, sku: String) -> Result(Item, StockError)',
    },
    {
      name: 'category_name',
      kind: 'function',
      line: 67,
      signature: 'pub fn category_name(category: Category) -> String',
    },
    { name: 'report', kind: 'function', line: 75, signature: 'pub fn report(stock: Stock) -> Nil' },
    { name: 'now', kind: 'function', line: 85, signature: 'pub fn now() -> Int' },
  ]);
});

test('gleam: references', async () => {
  const tags = await tagsOf('gleam', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '3 import Dict',
    '3 import dict',
    '4 import int',
    '5 import list',
    '6 import result',
    '7 import log',
    '8 import Money',
    '8 import money',
    '8 import round_cents',
    '21 type Category',
    '21 type Money',
    '25 type Dict',
    '25 type Item',
    '33 type Stock',
    '34 call map_values',
    '36 call Item',
    '42 type Money',
    '42 type Stock',
    '44 call values',
    '45 call map',
    '45 call price_with_tax',
    '45 call times',
    '46 call fold',
    '46 call zero',
    '49 type Money',
    '50 call scale',
    '51 call round_cents',
    '54 type Stock',
    '54 type StockError',
    '55 call find',
    '55 call try',
    '57 call Item',
    '57 call insert',
    '58 call OutOfStock',
    '62 type Item',
    '62 type Stock',
    '62 type StockError',
    '63 call get',
    '64 call UnknownItem',
    '64 call replace_error',
    '67 type Category',
    '69 call Food',
    '70 call Tool',
    '71 call Other',
    '75 type Stock',
    '76 call info',
    '78 call values',
    '79 call each',
    '80 call category_name',
    '80 call info',
    '80 call to_string',
  ]);
  assert.deepEqual(modulesOf(tags), [
    '3 gleam/dict',
    '4 gleam/int',
    '5 gleam/list',
    '6 gleam/result',
    '7 shop/log',
    '8 shop/money',
  ]);
});

// What must not be tagged: parameters, let bindings (an anonymous function among them), tuple and
// list patterns, the prelude's types. Calls of local functions and module functions are still calls.
const NOISE = `import gleam/list

pub fn summarize(rows: List(Int), limit: Int) -> Int {
  let kept = list.filter(rows, fn(row) { row > limit })
  let twice = fn(x) { x * 2 }
  let #(first, rest) = #(kept, [])
  case first {
    [head, ..] -> twice(head)
    [] -> list.length(rest)
  }
}
`;

test('gleam: no locals, parameters, pattern variables or prelude types', async () => {
  const tags = await tagsOf('gleam', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'summarize', kind: 'function', line: 3, signature: 'pub fn summarize(rows: List(Int), limit: Int) -> Int' },
  ]);
  assert.deepEqual(refsOf(tags), ['1 import list', '4 call filter', '8 call twice', '9 call length']);
});

test('gleam: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'src/shop/money.gleam': ['pub fn round_cents(amount: Float) -> Float {', '  amount', '}', ''].join('\n'),
      'src/shop/invoice.gleam': [
        'import gleam/float',
        'import shop/money',
        '',
        'pub fn total(lines: List(Float)) -> Float {',
        '  float.sum(lines) |> money.round_cents',
        '}',
        '',
      ].join('\n'),
    },
    'src/shop/invoice.gleam -> src/shop/money.gleam',
    /pub fn round_cents\(amount: Float\) -> Float/,
  );
});
