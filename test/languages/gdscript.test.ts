import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf, modulesOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic script: class_name and extends, signals with and without parameters, constants
// (preloaded scripts and scenes among them), an enum, exported and onready variables, an inner class
// with fields, a constructor and a method, typed functions, signals connected and emitted, calls on
// preloaded scripts, `Class.new()`, typed arrays.
const SOURCE = `class_name Inventory
extends Node
## Inventory: items, stock levels and a report.

signal item_added(item: Item)
signal stock_changed

const DEFAULT_QTY := 10
const ItemScene = preload("res://items/item.tscn")
const Money = preload("res://shop/money.gd")

enum Category { FOOD, TOOL, OTHER }

@export var minimum_qty: int = 5
@onready var label: Label = $Panel/Label

var items: Array[Item] = []
var _cache := {}


class Item:
	var sku: String
	var price: float
	var qty: int = 0

	func _init(p_sku: String, p_price: float) -> void:
		sku = p_sku
		price = p_price

	func total() -> float:
		return Money.round_cents(price * qty)


func _ready() -> void:
	stock_changed.connect(_on_stock_changed)
	restock(minimum_qty)


func add_item(item: Item) -> void:
	items.append(item)
	_cache[item.sku] = item
	item_added.emit(item)


func restock(minimum: int) -> void:
	for item in items:
		if item.qty < minimum:
			item.qty = DEFAULT_QTY
	stock_changed.emit()


func total_value() -> float:
	var total := 0.0
	for item in items:
		total += item.total()
	return total


func find_item(sku: String) -> Item:
	return _cache.get(sku)


func spawn_item(sku: String) -> Node:
	var node = ItemScene.instantiate()
	node.setup(find_item(sku))
	add_child(node)
	return node


func _on_stock_changed() -> void:
	label.text = "Value: %s" % Money.format(total_value())
	var report = Report.new("Inventory")
	report.add_lines(items.map(func(i): return i.sku))
`;

test('gdscript: definitions', async () => {
  const tags = await tagsOf('gdscript', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Inventory', kind: 'class', line: 1, signature: 'class_name Inventory' },
    { name: 'item_added', kind: 'field', line: 5, signature: 'signal item_added(item: Item)' },
    { name: 'stock_changed', kind: 'field', line: 6, signature: 'signal stock_changed' },
    { name: 'DEFAULT_QTY', kind: 'constant', line: 8, signature: 'const DEFAULT_QTY := 10' },
    { name: 'ItemScene', kind: 'constant', line: 9, signature: 'const ItemScene = preload("res://items/item.tscn")' },
    { name: 'Money', kind: 'constant', line: 10, signature: 'const Money = preload("res://shop/money.gd")' },
    { name: 'Category', kind: 'enum', line: 12, signature: 'enum Category' },
    { name: 'FOOD', kind: 'constant', line: 12, signature: 'FOOD' },
    { name: 'OTHER', kind: 'constant', line: 12, signature: 'OTHER' },
    { name: 'TOOL', kind: 'constant', line: 12, signature: 'TOOL' },
    { name: 'minimum_qty', kind: 'field', line: 14, signature: '@export var minimum_qty: int = 5' },
    { name: 'label', kind: 'field', line: 15, signature: '@onready var label: Label = $Panel/Label' },
    { name: 'items', kind: 'field', line: 17, signature: 'var items: Array[Item] = []' },
    { name: '_cache', kind: 'field', line: 18, signature: 'var _cache := {}' },
    { name: 'Item', kind: 'class', line: 21, signature: 'class Item' },
    { name: 'sku', kind: 'field', line: 22, signature: 'var sku: String' },
    { name: 'price', kind: 'field', line: 23, signature: 'var price: float' },
    { name: 'qty', kind: 'field', line: 24, signature: 'var qty: int = 0' },
    { name: '_init', kind: 'constructor', line: 26, signature: 'func _init(p_sku: String, p_price: float) -> void' },
    { name: 'total', kind: 'method', line: 30, signature: 'func total() -> float' },
    { name: '_ready', kind: 'method', line: 34, signature: 'func _ready() -> void' },
    { name: 'add_item', kind: 'method', line: 39, signature: 'func add_item(item: Item) -> void' },
    { name: 'restock', kind: 'method', line: 45, signature: 'func restock(minimum: int) -> void' },
    { name: 'total_value', kind: 'method', line: 52, signature: 'func total_value() -> float' },
    { name: 'find_item', kind: 'method', line: 59, signature: 'func find_item(sku: String) -> Item' },
    { name: 'spawn_item', kind: 'method', line: 63, signature: 'func spawn_item(sku: String) -> Node' },
    { name: '_on_stock_changed', kind: 'method', line: 70, signature: 'func _on_stock_changed() -> void' },
  ]);
});

test('gdscript: references', async () => {
  const tags = await tagsOf('gdscript', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '2 inherit Node',
    '5 type Item',
    '15 type Label',
    '17 type Item',
    '31 call round_cents',
    '35 call _on_stock_changed',
    '35 call connect',
    '35 call stock_changed',
    '36 call restock',
    '39 type Item',
    '40 call append',
    '42 call emit',
    '42 call item_added',
    '49 call emit',
    '49 call stock_changed',
    '55 call total',
    '59 type Item',
    '60 call get',
    '63 type Node',
    '64 call instantiate',
    '65 call find_item',
    '65 call setup',
    '66 call add_child',
    '71 call format',
    '71 call total_value',
    '72 new Report',
    '72 call new',
    '73 call add_lines',
    '73 call map',
  ]);
  assert.deepEqual(modulesOf(tags), ['9 res://items/item.tscn', '10 res://shop/money.gd']);
});

// What must not be tagged: parameters (typed and with defaults), locals (var and const inside a
// function), loop variables, lambdas, built-in functions (print, str, len, clampi) and types.
const NOISE = `extends Node

func summarize(rows: Array, limit := 3) -> int:
	var kept := rows.filter(func(row): return row > limit)
	var total: int = 0
	for row in kept:
		total += row
	const LOCAL_MAX = 10
	print(str(total), len(kept))
	return clampi(total, 0, LOCAL_MAX)
`;

test('gdscript: no locals, parameters, lambdas or built-in functions', async () => {
  const tags = await tagsOf('gdscript', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'summarize', kind: 'method', line: 3, signature: 'func summarize(rows: Array, limit := 3) -> int' },
  ]);
  assert.deepEqual(refsOf(tags), ['1 inherit Node', '4 call filter']);
});

test('gdscript: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'shop/money.gd': [
        'class_name Money',
        '',
        'static func round_cents(amount: float) -> float:',
        '\treturn round(amount * 100.0) / 100.0',
        '',
      ].join('\n'),
      'shop/invoice.gd': [
        'extends Node',
        '',
        'func total(lines: Array[float]) -> float:',
        '\tvar sum := 0.0',
        '\tfor line in lines:',
        '\t\tsum += line',
        '\treturn Money.round_cents(sum)',
        '',
      ].join('\n'),
    },
    'shop/invoice.gd -> shop/money.gd',
    /static func round_cents\(amount: float\) -> float/,
  );
});
