import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic library: imports (plain, prefixed, with `show`), an export, typedefs old and new, a
// top-level const, final and var, an abstract interface class, an enum, a mixin with an `on` type, a
// class with `extends`/`with`/`implements`, a static const, fields, an unnamed, a named and a factory
// constructor, getters, methods, an extension, `main`; calls, member calls, cascades, constructor
// calls (capitalised: `new` is optional), named constructors, type references, inheritance.
// Imports are named by their library: `dart:async` → async, `package:http/http.dart` → http.
const SOURCE = `import 'dart:async';
import 'package:http/http.dart' as http;
import 'package:meta/meta.dart' show immutable, protected;
export 'src/line.dart';

typedef OrderId = String;
typedef void OnSaved(Order order);

const maxItems = 50;
final Logger log = Logger('orders');
var created = 0;

abstract interface class OrderRepository {
  Future<Order?> find(OrderId id);
  Future<void> save(Order order);
  int get count;
}

enum Currency { eur, usd }

mixin Auditing on Base {
  final List<String> _trail = [];

  void record(String event) => _trail.add(event);
}

@immutable
class Order extends Base with Auditing implements Comparable<Order> {
  static const prefix = 'ord-';
  final OrderId id;
  final List<Line> lines;

  Order(this.id, {this.lines = const []}) : super('order');
  Order.empty() : this('$prefix\${created++}');
  factory Order.fromJson(Map<String, Object?> json) => Order(json['id'] as String);

  int get total => lines.fold(0, (sum, line) => sum + line.quantity);

  @override
  int compareTo(Order other) => id.compareTo(other.id);
}

class HttpRepository implements OrderRepository {
  HttpRepository(this._client);

  final http.Client _client;
  final _cache = <OrderId, Order>{};

  @override
  int get count => _cache.length;

  @override
  Future<Order?> find(OrderId id) async {
    final response = await _client.get(Uri.parse('/orders/$id'));
    return response.statusCode == 200 ? Order.fromJson(decode(response.body)) : null;
  }

  @override
  Future<void> save(Order order) async {
    _cache[order.id] = order..record('saved');
    log.info('saved \${order.id}');
  }
}

extension OrderTotals on Order {
  bool get isEmpty => lines.isEmpty;
  String describe() => 'Order $id (\${lines.length} lines)';
}

Future<void> main() async {
  final repo = HttpRepository(http.Client());
  await repo.save(Order.empty());
}
`;

test('dart: definitions', async () => {
  const tags = await tagsOf('dart', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'OrderId', kind: 'type', line: 6, signature: 'typedef OrderId = String' },
    { name: 'OnSaved', kind: 'type', line: 7, signature: 'typedef void OnSaved(Order order)' },
    { name: 'maxItems', kind: 'constant', line: 9, signature: 'const maxItems = 50' },
    { name: 'log', kind: 'variable', line: 10, signature: "final Logger log = Logger('orders')" },
    { name: 'created', kind: 'variable', line: 11, signature: 'var created = 0' },
    { name: 'OrderRepository', kind: 'class', line: 13, signature: 'abstract interface class OrderRepository' },
    { name: 'find', kind: 'method', line: 14, signature: 'Future<Order?> find(OrderId id)' },
    { name: 'save', kind: 'method', line: 15, signature: 'Future<void> save(Order order)' },
    { name: 'count', kind: 'property', line: 16, signature: 'int get count' },
    { name: 'Currency', kind: 'enum', line: 19, signature: 'enum Currency' },
    { name: 'eur', kind: 'constant', line: 19, signature: 'eur' },
    { name: 'usd', kind: 'constant', line: 19, signature: 'usd' },
    { name: 'Auditing', kind: 'trait', line: 21, signature: 'mixin Auditing on Base' },
    { name: '_trail', kind: 'field', line: 22, signature: 'final List<String> _trail = []' },
    { name: 'record', kind: 'method', line: 24, signature: 'void record(String event)' },
    {
      name: 'Order',
      kind: 'class',
      line: 28,
      signature: 'class Order extends Base with Auditing implements Comparable<Order>',
    },
    { name: 'prefix', kind: 'constant', line: 29, signature: "static const prefix = 'ord-'" },
    { name: 'id', kind: 'field', line: 30, signature: 'final OrderId id' },
    { name: 'lines', kind: 'field', line: 31, signature: 'final List<Line> lines' },
    {
      name: 'Order',
      kind: 'constructor',
      line: 33,
      signature: "Order(this.id, {this.lines = const []}) : super('order')",
    },
    { name: 'empty', kind: 'constructor', line: 34, signature: "Order.empty() : this('$prefix${created++}')" },
    { name: 'fromJson', kind: 'constructor', line: 35, signature: 'factory Order.fromJson(Map<String, Object?> json)' },
    { name: 'total', kind: 'property', line: 37, signature: 'int get total' },
    { name: 'compareTo', kind: 'method', line: 40, signature: 'int compareTo(Order other)' },
    { name: 'HttpRepository', kind: 'class', line: 43, signature: 'class HttpRepository implements OrderRepository' },
    { name: 'HttpRepository', kind: 'constructor', line: 44, signature: 'HttpRepository(this._client)' },
    { name: '_client', kind: 'field', line: 46, signature: 'final http.Client _client' },
    { name: '_cache', kind: 'field', line: 47, signature: 'final _cache = <OrderId, Order>{}' },
    { name: 'count', kind: 'property', line: 50, signature: 'int get count' },
    { name: 'find', kind: 'method', line: 53, signature: 'Future<Order?> find(OrderId id)' },
    { name: 'save', kind: 'method', line: 59, signature: 'Future<void> save(Order order)' },
    { name: 'OrderTotals', kind: 'impl', line: 65, signature: 'extension OrderTotals on Order' },
    { name: 'isEmpty', kind: 'property', line: 66, signature: 'bool get isEmpty' },
    { name: 'describe', kind: 'method', line: 67, signature: 'String describe()' },
    { name: 'main', kind: 'function', line: 70, signature: 'Future<void> main()' },
  ]);
});

test('dart: references', async () => {
  const tags = await tagsOf('dart', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '1 import async',
    '2 import http',
    '3 import immutable',
    '3 import meta',
    '3 import protected',
    '4 import line',
    '7 type Order',
    '10 new Logger',
    '10 type Logger',
    '14 type Future',
    '14 type Order',
    '14 type OrderId',
    '15 type Future',
    '15 type Order',
    '21 inherit Base',
    '22 type List',
    '24 call add',
    '28 inherit Auditing',
    '28 inherit Base',
    '28 inherit Comparable',
    '28 type Order',
    '30 type OrderId',
    '31 type Line',
    '31 type List',
    '35 type Map',
    '35 new Order',
    '37 call fold',
    '40 type Order',
    '40 call compareTo',
    '43 inherit OrderRepository',
    '46 type Client',
    '47 type Order',
    '47 type OrderId',
    '53 type Future',
    '53 type Order',
    '53 type OrderId',
    '54 type Uri',
    '54 call get',
    '54 call parse',
    '55 type Order',
    '55 call decode',
    '55 call fromJson',
    '59 type Future',
    '59 type Order',
    '60 call record',
    '61 call info',
    '65 type Order',
    '70 type Future',
    '71 new Client',
    '71 new HttpRepository',
    '72 type Order',
    '72 call empty',
    '72 call save',
  ]);
});

// What must not be tagged: parameters, locals, a local function, loop and closure variables; the
// `dart:` import is still an import; built-in types (int).
const NOISE = `import 'dart:math';

void run(List<Item> items, int limit) {
  final total = items.length;
  var seen = 0;
  int helper(int x) => x + limit;
  for (final item in items) {
    seen += helper(item.count);
  }
  items.forEach((e) => print(e));
  if (total > 0) {
    return;
  }
}
`;

test('dart: no locals, parameters, local functions or built-in types', async () => {
  const tags = await tagsOf('dart', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'run', kind: 'function', line: 3, signature: 'void run(List<Item> items, int limit)' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '1 import math',
    '3 type Item',
    '3 type List',
    '8 call helper',
    '10 call forEach',
    '10 call print',
  ]);
});

test('dart: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'lib/money.dart': ['double roundToCents(double value) => (value * 100).roundToDouble() / 100;', ''].join('\n'),
      'lib/invoice.dart': [
        "import 'money.dart';",
        '',
        'class Invoice {',
        '  Invoice(this.amounts);',
        '',
        '  final List<double> amounts;',
        '',
        '  double total() => roundToCents(amounts.fold(0, (a, b) => a + b));',
        '}',
        '',
      ].join('\n'),
    },
    'lib/invoice.dart -> lib/money.dart',
    /roundToCents/,
  );
});
