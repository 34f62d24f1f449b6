import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic file: imports (plain, aliased, a class's members by wildcard, a package wildcard),
// a typealias, top-level `const val` and `val`, an interface with abstract members, an enum class
// with entries and a method, a sealed class, a data class with `val`/`var` constructor properties, a
// nested class, a secondary constructor and a named companion object, a class implementing two
// interfaces, an object, an extension function; calls, member calls, constructor calls (capitalised:
// Kotlin has no `new`), type references, inheritance.
// Expression bodies (`= …`) are left out of signatures, like block bodies.
const SOURCE = `package com.example.orders

import java.time.Instant
import java.util.UUID as Uuid
import com.example.billing.Invoice.*
import kotlinx.coroutines.flow.*

typealias OrderId = String

const val MAX_ITEMS = 50
val defaultCurrency: Currency = Currency.EUR

interface OrderRepository {
    fun find(id: OrderId): Order?
    fun save(order: Order)
    val size: Int
}

enum class Currency(val symbol: String) {
    EUR("€"),
    USD("$");

    fun format(amount: Long): String = "$symbol$amount"
}

sealed class OrderEvent(val at: Instant)

data class Order(val id: OrderId, val lines: List<Line>, private var total: Long = 0) : Comparable<Order> {
    data class Line(val sku: String, val quantity: Int)

    constructor(id: OrderId) : this(id, emptyList())

    override fun compareTo(other: Order): Int = total.compareTo(other.total)

    companion object Factory {
        const val PREFIX = "ord-"
        fun create(): Order = Order(PREFIX + Uuid.randomUUID())
    }
}

class InMemoryRepository : OrderRepository, AutoCloseable {
    private val orders = mutableMapOf<OrderId, Order>()
    override val size: Int get() = orders.size

    override fun find(id: OrderId): Order? = orders[id]

    override fun save(order: Order) {
        require(order.lines.size <= MAX_ITEMS)
        orders[order.id] = order
        Audit.record(Placed(order.id, Instant.now()))
    }

    override fun close() {
        orders.clear()
    }
}

class Placed(val orderId: OrderId, at: Instant) : OrderEvent(at)

object Audit {
    private val log = ArrayList<OrderEvent>()

    fun record(event: OrderEvent) {
        log.add(event)
        if (event is Placed) println(Currency.EUR.format(0))
    }
}

fun Order.totalWith(tax: Double): Double = lines.sumOf { it.quantity * tax }
`;

test('kotlin: definitions', async () => {
  const tags = await tagsOf('kotlin', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'OrderId', kind: 'type', line: 8, signature: 'typealias OrderId = String' },
    { name: 'MAX_ITEMS', kind: 'constant', line: 10, signature: 'const val MAX_ITEMS = 50' },
    { name: 'defaultCurrency', kind: 'variable', line: 11, signature: 'val defaultCurrency: Currency = Currency.EUR' },
    { name: 'OrderRepository', kind: 'interface', line: 13, signature: 'interface OrderRepository' },
    { name: 'find', kind: 'method', line: 14, signature: 'fun find(id: OrderId): Order?' },
    { name: 'save', kind: 'method', line: 15, signature: 'fun save(order: Order)' },
    { name: 'size', kind: 'property', line: 16, signature: 'val size: Int' },
    { name: 'Currency', kind: 'enum', line: 19, signature: 'enum class Currency(val symbol: String)' },
    { name: 'symbol', kind: 'property', line: 19, signature: 'val symbol: String' },
    { name: 'EUR', kind: 'constant', line: 20, signature: 'EUR("€")' },
    { name: 'USD', kind: 'constant', line: 21, signature: 'USD("$")' },
    { name: 'format', kind: 'method', line: 23, signature: 'fun format(amount: Long): String' },
    { name: 'OrderEvent', kind: 'class', line: 26, signature: 'sealed class OrderEvent(val at: Instant)' },
    { name: 'at', kind: 'property', line: 26, signature: 'val at: Instant' },
    {
      name: 'Order',
      kind: 'class',
      line: 28,
      signature:
        'data class Order(val id: OrderId, val lines: List<Line>, private var total: Long = 0) : Comparable<Order>',
    },
    { name: 'id', kind: 'property', line: 28, signature: 'val id: OrderId' },
    { name: 'lines', kind: 'property', line: 28, signature: 'val lines: List<Line>' },
    { name: 'total', kind: 'property', line: 28, signature: 'private var total: Long = 0' },
    { name: 'Line', kind: 'class', line: 29, signature: 'data class Line(val sku: String, val quantity: Int)' },
    { name: 'quantity', kind: 'property', line: 29, signature: 'val quantity: Int' },
    { name: 'sku', kind: 'property', line: 29, signature: 'val sku: String' },
    {
      name: 'constructor',
      kind: 'constructor',
      line: 31,
      signature: 'constructor(id: OrderId) : this(id, emptyList())',
    },
    { name: 'compareTo', kind: 'method', line: 33, signature: 'override fun compareTo(other: Order): Int' },
    { name: 'Factory', kind: 'class', line: 35, signature: 'companion object Factory' },
    { name: 'PREFIX', kind: 'constant', line: 36, signature: 'const val PREFIX = "ord-"' },
    { name: 'create', kind: 'method', line: 37, signature: 'fun create(): Order' },
    {
      name: 'InMemoryRepository',
      kind: 'class',
      line: 41,
      signature: 'class InMemoryRepository : OrderRepository, AutoCloseable',
    },
    { name: 'orders', kind: 'property', line: 42, signature: 'private val orders = mutableMapOf<OrderId, Order>()' },
    { name: 'size', kind: 'property', line: 43, signature: 'override val size: Int' },
    { name: 'find', kind: 'method', line: 45, signature: 'override fun find(id: OrderId): Order?' },
    { name: 'save', kind: 'method', line: 47, signature: 'override fun save(order: Order)' },
    { name: 'close', kind: 'method', line: 53, signature: 'override fun close()' },
    {
      name: 'Placed',
      kind: 'class',
      line: 58,
      signature: 'class Placed(val orderId: OrderId, at: Instant) : OrderEvent(at)',
    },
    { name: 'orderId', kind: 'property', line: 58, signature: 'val orderId: OrderId' },
    { name: 'Audit', kind: 'class', line: 60, signature: 'object Audit' },
    { name: 'log', kind: 'property', line: 61, signature: 'private val log = ArrayList<OrderEvent>()' },
    { name: 'record', kind: 'method', line: 63, signature: 'fun record(event: OrderEvent)' },
    { name: 'totalWith', kind: 'function', line: 69, signature: 'fun Order.totalWith(tax: Double): Double' },
  ]);
});

test('kotlin: references', async () => {
  const tags = await tagsOf('kotlin', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '3 import Instant',
    '4 import UUID',
    '5 import Invoice',
    '11 type Currency',
    '14 type Order',
    '14 type OrderId',
    '15 type Order',
    '26 type Instant',
    '28 inherit Comparable',
    '28 type Line',
    '28 type List',
    '28 type Order',
    '28 type OrderId',
    '31 type OrderId',
    '31 call emptyList',
    '33 type Order',
    '33 method compareTo',
    '37 new Order',
    '37 type Order',
    '37 type Uuid',
    '37 method randomUUID',
    '41 inherit AutoCloseable',
    '41 inherit OrderRepository',
    '42 type Order',
    '42 type OrderId',
    '42 call mutableMapOf',
    '45 type Order',
    '45 type OrderId',
    '47 type Order',
    '48 call require',
    '50 type Audit',
    '50 type Instant',
    '50 new Placed',
    '50 qualified now',
    '50 method record',
    '54 method clear',
    '58 type Instant',
    '58 inherit OrderEvent',
    '58 type OrderId',
    '61 new ArrayList',
    '61 type OrderEvent',
    '63 type OrderEvent',
    '64 method add',
    '65 type Currency',
    '65 type Placed',
    '65 method format',
    '65 call println',
    '69 type Order',
    '69 method sumOf',
  ]);
});

// What must not be tagged: parameters, locals, local functions and classes (and their constructor
// properties), members of anonymous objects, lambda parameters, `this`; built-in types (Int).
const NOISE = `package noise

fun run(items: List<Item>, limit: Int) {
    val total = items.size
    var seen = 0
    fun helper(x: Int) = x + limit
    class Local(val v: Int) {
        val doubled = v * 2
        fun twice() = doubled
    }
    val listener = object : Listener {
        override fun onEvent(e: Event) {}
    }
    items.forEach { item -> seen += helper(item.count) }
    if (total is Int) println(this)
}
`;

test('kotlin: no locals, parameters, local declarations or built-in types', async () => {
  const tags = await tagsOf('kotlin', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'run', kind: 'function', line: 3, signature: 'fun run(items: List<Item>, limit: Int)' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '3 type Item',
    '3 type List',
    '11 inherit Listener',
    '12 type Event',
    '14 method forEach',
    '14 call helper',
    '15 call println',
  ]);
});

test('kotlin: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'src/main/kotlin/shop/Money.kt': [
        'package shop',
        '',
        'object Money {',
        '    fun roundToCents(value: Double): Double = Math.round(value * 100) / 100.0',
        '}',
        '',
      ].join('\n'),
      'src/main/kotlin/shop/Invoice.kt': [
        'package shop',
        '',
        'class Invoice(private val amounts: List<Double>) {',
        '    fun total(): Double = Money.roundToCents(amounts.sum())',
        '}',
        '',
      ].join('\n'),
    },
    'src/main/kotlin/shop/Invoice.kt -> src/main/kotlin/shop/Money.kt',
    /roundToCents/,
  );
});
