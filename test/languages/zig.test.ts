import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic file: @import of a package and of a file, a namespace alias, top-level const and
// var, an enum, an error set, a struct with fields and methods, a tagged union, a struct with a
// nested const, usingnamespace, fields and methods using Self, a generic function returning a
// struct with a method, a test; calls, member calls, struct literals, `X.init(…)` constructors,
// error unions, pointers, optionals and slices of named types. A test named with spaces
// (`test "adds then finds"`) is dropped by the engine, which refuses names with whitespace.
const SOURCE = `//! A fixed-capacity inventory of items.
const std = @import("std");
const money = @import("money.zig");
const Allocator = std.mem.Allocator;

pub const max_items: usize = 128;
var instances: u32 = 0;

pub const Category = enum { food, tool, other };

pub const Error = error{ Full, NotFound };

pub const Item = struct {
    sku: []const u8,
    price: money.Cents,
    category: Category = .other,

    pub fn total(self: Item, qty: u32) money.Cents {
        return money.scale(self.price, qty);
    }
};

pub const Slot = union(enum) {
    empty: void,
    taken: *Item,
};

pub const Inventory = struct {
    const Self = @This();
    pub usingnamespace Logging(Self);

    allocator: Allocator,
    items: std.ArrayList(Item),

    pub fn init(allocator: Allocator) Self {
        instances += 1;
        return Self{ .allocator = allocator, .items = std.ArrayList(Item).init(allocator) };
    }

    pub fn deinit(self: *Self) void {
        self.items.deinit();
    }

    pub fn add(self: *Self, item: Item) Error!void {
        if (self.items.items.len >= max_items) return Error.Full;
        self.items.append(item) catch return Error.Full;
        self.log("added");
    }

    pub fn find(self: *const Self, sku: []const u8) ?*const Item {
        for (self.items.items) |*item| {
            if (std.mem.eql(u8, item.sku, sku)) return item;
        }
        return null;
    }
};

fn Logging(comptime T: type) type {
    return struct {
        pub fn log(self: *T, message: []const u8) void {
            _ = self;
            std.log.info("{s}", .{message});
        }
    };
}

test "add_then_find" {
    var inventory = Inventory.init(std.testing.allocator);
    defer inventory.deinit();
    try inventory.add(Item{ .sku = "a-1", .price = money.cents(250) });
    try std.testing.expect(inventory.find("a-1") != null);
}
`;

test('zig: definitions', async () => {
  const tags = await tagsOf('zig', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'max_items', kind: 'constant', line: 6, signature: 'pub const max_items: usize = 128' },
    { name: 'instances', kind: 'variable', line: 7, signature: 'var instances: u32 = 0' },
    { name: 'Category', kind: 'enum', line: 9, signature: 'pub const Category = enum { food, tool, other }' },
    { name: 'Error', kind: 'type', line: 11, signature: 'pub const Error = error{ Full, NotFound }' },
    { name: 'Item', kind: 'struct', line: 13, signature: 'pub const Item = struct' },
    { name: 'sku', kind: 'field', line: 14, signature: 'sku: []const u8' },
    { name: 'price', kind: 'field', line: 15, signature: 'price: money.Cents' },
    { name: 'category', kind: 'field', line: 16, signature: 'category: Category = .other' },
    { name: 'total', kind: 'method', line: 18, signature: 'pub fn total(self: Item, qty: u32) money.Cents' },
    { name: 'Slot', kind: 'union', line: 23, signature: 'pub const Slot = union(enum)' },
    { name: 'empty', kind: 'field', line: 24, signature: 'empty: void' },
    { name: 'taken', kind: 'field', line: 25, signature: 'taken: *Item' },
    { name: 'Inventory', kind: 'struct', line: 28, signature: 'pub const Inventory = struct' },
    { name: 'allocator', kind: 'field', line: 32, signature: 'allocator: Allocator' },
    { name: 'items', kind: 'field', line: 33, signature: 'items: std.ArrayList(Item)' },
    { name: 'init', kind: 'method', line: 35, signature: 'pub fn init(allocator: Allocator) Self' },
    { name: 'deinit', kind: 'method', line: 40, signature: 'pub fn deinit(self: *Self) void' },
    { name: 'add', kind: 'method', line: 44, signature: 'pub fn add(self: *Self, item: Item) Error!void' },
    {
      name: 'find',
      kind: 'method',
      line: 50,
      signature: 'pub fn find(self: *const Self, sku: []const u8) ?*const Item',
    },
    { name: 'Logging', kind: 'function', line: 58, signature: 'fn Logging(comptime T: type) type' },
    { name: 'log', kind: 'method', line: 60, signature: 'pub fn log(self: *T, message: []const u8) void' },
    { name: 'add_then_find', kind: 'function', line: 67, signature: 'test "add_then_find"' },
  ]);
});

test('zig: references', async () => {
  const tags = await tagsOf('zig', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '2 import std',
    '3 import money.zig',
    '4 import Allocator',
    '15 type Cents',
    '16 type Category',
    '18 type Cents',
    '18 type Item',
    '19 call scale',
    '25 type Item',
    '30 call Logging',
    '30 inherit Logging',
    '32 type Allocator',
    '33 call ArrayList',
    '35 type Allocator',
    '35 type Self',
    '37 call ArrayList',
    '37 new Self',
    '37 call init',
    '40 type Self',
    '41 call deinit',
    '44 type Error',
    '44 type Item',
    '44 type Self',
    '46 call append',
    '47 call log',
    '50 type Item',
    '50 type Self',
    '52 call eql',
    '60 type T',
    '62 call info',
    '68 new Inventory',
    '68 call init',
    '69 call deinit',
    '70 new Item',
    '70 call add',
    '70 call cents',
    '71 call expect',
    '71 call find',
  ]);
});

// What must not be tagged: parameters, locals (const and var), a struct local to a function and
// its fields, loop payloads, labels, `_ =`, builtins (@as, @intCast, @sizeOf), primitive types.
const NOISE = `const builtin = @import("builtin");

pub fn run(values: []const i64, limit: usize) usize {
    const Local = struct { n: usize };
    var count: usize = 0;
    outer: for (values, 0..) |value, i| {
        if (i >= limit) break :outer;
        const small = @as(i32, @intCast(value));
        _ = small;
        count += 1;
    }
    var state = Local{ .n = count };
    state.n += @sizeOf(u64);
    return state.n;
}
`;

test('zig: no locals, parameters, local types or builtins', async () => {
  const tags = await tagsOf('zig', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'run', kind: 'function', line: 3, signature: 'pub fn run(values: []const i64, limit: usize) usize' },
  ]);
  assert.deepEqual(refsOf(tags), ['1 import builtin', '12 new Local']);
});

test('zig: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'src/money.zig': ['pub fn roundCents(amount: f64) f64 {', '    return @round(amount * 100) / 100;', '}', ''].join(
        '\n',
      ),
      'src/invoice.zig': [
        'const money = @import("money.zig");',
        '',
        'pub fn total(lines: []const f64) f64 {',
        '    var sum: f64 = 0;',
        '    for (lines) |line| sum += line;',
        '    return money.roundCents(sum);',
        '}',
        '',
      ].join('\n'),
    },
    'src/invoice.zig -> src/money.zig',
    /roundCents/,
  );
});
