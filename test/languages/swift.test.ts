import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic file: imports (a module, a declaration import), a typealias, a global `let` and `var`,
// a protocol with an associated type, a property requirement and methods, an enum with a raw type,
// cases and a method, a struct, a final class with stored properties, a designated and a convenience
// initializer, an extension adding a conformance (its operator function has no identifier), an actor
// with a typealias, computed properties and methods, an enum with a payload; calls, member calls,
// trailing closures, constructor calls (capitalised), type references, inheritance and conformance.
// Computed properties lose their `{ … }` in signatures, like function bodies.
const SOURCE = `import Foundation
import struct Combine.AnyPublisher

typealias OrderID = String

let maxItems = 50
var defaultCurrency: Currency = .eur

protocol OrderRepository: AnyObject {
    associatedtype Failure: Error
    var count: Int { get }
    func find(id: OrderID) -> Order?
    func save(_ order: Order) throws
}

enum Currency: String, CaseIterable {
    case eur, usd
    case gbp = "GBP"

    func format(_ amount: Decimal) -> String {
        return "\\(amount) \\(rawValue)"
    }
}

struct Line: Codable, Hashable {
    let sku: String
    var quantity: Int
}

final class Order: NSObject, Identifiable {
    let id: OrderID
    private(set) var lines: [Line] = []
    static let prefix = "ord-"

    init(id: OrderID, lines: [Line]) {
        self.id = id
        self.lines = lines
        super.init()
    }

    convenience init(id: OrderID) {
        self.init(id: id, lines: [])
    }

    func total(in currency: Currency) -> String {
        let sum = lines.reduce(0) { $0 + $1.quantity }
        return currency.format(Decimal(sum))
    }
}

extension Order: Comparable {
    static func < (lhs: Order, rhs: Order) -> Bool { lhs.id < rhs.id }

    var isEmpty: Bool { lines.isEmpty }
}

actor InMemoryRepository: OrderRepository {
    typealias Failure = RepositoryError
    private var orders: [OrderID: Order] = [:]
    nonisolated var count: Int { 0 }

    func find(id: OrderID) -> Order? { orders[id] }

    func save(_ order: Order) throws {
        guard order.lines.count <= maxItems else { throw RepositoryError.tooLarge(order.id) }
        orders[order.id] = order
        NotificationCenter.default.post(name: .orderSaved, object: order)
    }
}

enum RepositoryError: Error {
    case tooLarge(OrderID)
}
`;

test('swift: definitions', async () => {
  const tags = await tagsOf('swift', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'OrderID', kind: 'type', line: 4, signature: 'typealias OrderID = String' },
    { name: 'maxItems', kind: 'constant', line: 6, signature: 'let maxItems = 50' },
    { name: 'defaultCurrency', kind: 'variable', line: 7, signature: 'var defaultCurrency: Currency = .eur' },
    { name: 'OrderRepository', kind: 'interface', line: 9, signature: 'protocol OrderRepository: AnyObject' },
    { name: 'Failure', kind: 'type', line: 10, signature: 'associatedtype Failure: Error' },
    { name: 'count', kind: 'property', line: 11, signature: 'var count: Int { get }' },
    { name: 'find', kind: 'method', line: 12, signature: 'func find(id: OrderID) -> Order?' },
    { name: 'save', kind: 'method', line: 13, signature: 'func save(_ order: Order) throws' },
    { name: 'Currency', kind: 'enum', line: 16, signature: 'enum Currency: String, CaseIterable' },
    { name: 'eur', kind: 'constant', line: 17, signature: 'case eur, usd' },
    { name: 'usd', kind: 'constant', line: 17, signature: 'case eur, usd' },
    { name: 'gbp', kind: 'constant', line: 18, signature: 'case gbp = "GBP"' },
    { name: 'format', kind: 'method', line: 20, signature: 'func format(_ amount: Decimal) -> String' },
    { name: 'Line', kind: 'struct', line: 25, signature: 'struct Line: Codable, Hashable' },
    { name: 'sku', kind: 'property', line: 26, signature: 'let sku: String' },
    { name: 'quantity', kind: 'property', line: 27, signature: 'var quantity: Int' },
    { name: 'Order', kind: 'class', line: 30, signature: 'final class Order: NSObject, Identifiable' },
    { name: 'id', kind: 'property', line: 31, signature: 'let id: OrderID' },
    { name: 'lines', kind: 'property', line: 32, signature: 'private(set) var lines: [Line] = []' },
    { name: 'prefix', kind: 'property', line: 33, signature: 'static let prefix = "ord-"' },
    { name: 'init', kind: 'constructor', line: 35, signature: 'init(id: OrderID, lines: [Line])' },
    { name: 'init', kind: 'constructor', line: 41, signature: 'convenience init(id: OrderID)' },
    { name: 'total', kind: 'method', line: 45, signature: 'func total(in currency: Currency) -> String' },
    { name: 'Order', kind: 'impl', line: 51, signature: 'extension Order: Comparable' },
    { name: 'isEmpty', kind: 'property', line: 54, signature: 'var isEmpty: Bool' },
    { name: 'InMemoryRepository', kind: 'class', line: 57, signature: 'actor InMemoryRepository: OrderRepository' },
    { name: 'Failure', kind: 'type', line: 58, signature: 'typealias Failure = RepositoryError' },
    { name: 'orders', kind: 'property', line: 59, signature: 'private var orders: [OrderID: Order] = [:]' },
    { name: 'count', kind: 'property', line: 60, signature: 'nonisolated var count: Int' },
    { name: 'find', kind: 'method', line: 62, signature: 'func find(id: OrderID) -> Order?' },
    { name: 'save', kind: 'method', line: 64, signature: 'func save(_ order: Order) throws' },
    { name: 'RepositoryError', kind: 'enum', line: 71, signature: 'enum RepositoryError: Error' },
    { name: 'tooLarge', kind: 'constant', line: 72, signature: 'case tooLarge(OrderID)' },
  ]);
});

test('swift: references', async () => {
  const tags = await tagsOf('swift', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '1 import Foundation',
    '2 import AnyPublisher',
    '7 type Currency',
    '10 type Error',
    '12 type Order',
    '12 type OrderID',
    '13 type Order',
    '16 inherit CaseIterable',
    '20 type Decimal',
    '25 inherit Codable',
    '25 inherit Hashable',
    '30 inherit Identifiable',
    '30 inherit NSObject',
    '31 type OrderID',
    '32 type Line',
    '35 type Line',
    '35 type OrderID',
    '41 type OrderID',
    '45 type Currency',
    '46 call reduce',
    '47 new Decimal',
    '47 call format',
    '51 inherit Comparable',
    '52 type Order',
    '57 inherit OrderRepository',
    '58 type RepositoryError',
    '59 type Order',
    '59 type OrderID',
    '62 type Order',
    '62 type OrderID',
    '64 type Order',
    '65 type RepositoryError',
    '65 call tooLarge',
    '67 type NotificationCenter',
    '67 call post',
    '71 inherit Error',
    '72 type OrderID',
  ]);
});

// What must not be tagged: parameters, locals, a local function, a local struct and enum and their
// members; `self.compute(…)` is still a call, a subscript `items[0]` is not; built-in types (Int).
const NOISE = `import Foundation

func run(items: [Item], limit: Int) -> Int {
    let total = items.count
    var seen = 0
    func helper(_ x: Int) -> Int { x + limit }
    struct Local: Codable {
        var value: Int
        func bump() {}
    }
    enum Mode { case fast }
    items.forEach { item in seen += helper(item.count) }
    return self.compute(total) + items[0].count
}
`;

test('swift: no locals, parameters, local declarations or built-in types', async () => {
  const tags = await tagsOf('swift', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'run', kind: 'function', line: 3, signature: 'func run(items: [Item], limit: Int) -> Int' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '1 import Foundation',
    '3 type Item',
    '7 inherit Codable',
    '12 call forEach',
    '12 call helper',
    '13 call compute',
  ]);
});

test('swift: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'Sources/Shop/Money.swift': [
        'enum Money {',
        '    static func roundToCents(_ value: Double) -> Double {',
        '        (value * 100).rounded() / 100',
        '    }',
        '}',
        '',
      ].join('\n'),
      'Sources/Shop/Invoice.swift': [
        'struct Invoice {',
        '    var amounts: [Double]',
        '',
        '    func total() -> Double {',
        '        Money.roundToCents(amounts.reduce(0, +))',
        '    }',
        '}',
        '',
      ].join('\n'),
    },
    'Sources/Shop/Invoice.swift -> Sources/Shop/Money.swift',
    /roundToCents/,
  );
});
