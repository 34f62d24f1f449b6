import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic file in the Scala 2 syntax this grammar parses: imports (plain, selectors with a
// rename, a wildcard), a trait with abstract members, an abstract class with a `val` parameter, case
// classes, a type member, a companion object with vals, vars and a factory, an auxiliary constructor
// `def this`, a class extending a generic trait `with` a mixin, a trait with a private val; calls,
// member calls, `new`, capitalised `apply` calls, type references, inheritance.
const SOURCE = `package com.example.orders

import java.time.Instant
import scala.collection.mutable
import scala.concurrent.{ExecutionContext, Future => Later}
import com.example.billing.Invoice._

trait Repository[A] extends AutoCloseable {
  def find(id: String): Option[A]
  def save(item: A): Unit
  val name: String
}

abstract class Event(val at: Instant) extends Serializable

case class Line(sku: String, quantity: Int)

case class Order(id: String, lines: List[Line]) extends Ordered[Order] {
  type Total = BigDecimal
  def compare(that: Order): Int = id.compare(that.id)
  def total: Total = lines.map(_.quantity).sum
}

object Order {
  val Prefix = "ord-"
  var created = 0
  def create(lines: List[Line]): Order = {
    created += 1
    Order(Prefix + created, lines)
  }
}

class Placed(val orderId: String, at: Instant) extends Event(at)

class InMemoryRepository extends Repository[Order] with Auditing {
  private val orders = mutable.Map.empty[String, Order]
  val name = "memory"

  def this(seed: List[Order]) = {
    this()
    seed.foreach(save)
  }

  def find(id: String): Option[Order] = orders.get(id)

  def save(order: Order): Unit = {
    orders.update(order.id, order)
    record(new Placed(order.id, Instant.now()))
  }

  def close(): Unit = orders.clear()
}

trait Auditing {
  private val log = new mutable.ArrayBuffer[Event]
  def record(event: Event): Unit = log += event
}

object Reports {
  def summary(repo: Repository[Order], ids: Seq[String]): Later[String] =
    Later.successful(ids.flatMap(repo.find).map(_.total).mkString(", "))
}
`;

test('scala: definitions', async () => {
  const tags = await tagsOf('scala', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Repository', kind: 'trait', line: 8, signature: 'trait Repository[A] extends AutoCloseable' },
    { name: 'find', kind: 'method', line: 9, signature: 'def find(id: String): Option[A]' },
    { name: 'save', kind: 'method', line: 10, signature: 'def save(item: A): Unit' },
    { name: 'name', kind: 'property', line: 11, signature: 'val name: String' },
    { name: 'Event', kind: 'class', line: 14, signature: 'abstract class Event(val at: Instant) extends Serializable' },
    { name: 'at', kind: 'property', line: 14, signature: 'val at: Instant' },
    { name: 'Line', kind: 'class', line: 16, signature: 'case class Line(sku: String, quantity: Int)' },
    { name: 'quantity', kind: 'property', line: 16, signature: 'quantity: Int' },
    { name: 'sku', kind: 'property', line: 16, signature: 'sku: String' },
    {
      name: 'Order',
      kind: 'class',
      line: 18,
      signature: 'case class Order(id: String, lines: List[Line]) extends Ordered[Order]',
    },
    { name: 'id', kind: 'property', line: 18, signature: 'id: String' },
    { name: 'lines', kind: 'property', line: 18, signature: 'lines: List[Line]' },
    { name: 'Total', kind: 'type', line: 19, signature: 'type Total = BigDecimal' },
    { name: 'compare', kind: 'method', line: 20, signature: 'def compare(that: Order): Int' },
    { name: 'total', kind: 'method', line: 21, signature: 'def total: Total' },
    { name: 'Order', kind: 'class', line: 24, signature: 'object Order' },
    { name: 'Prefix', kind: 'property', line: 25, signature: 'val Prefix = "ord-"' },
    { name: 'created', kind: 'property', line: 26, signature: 'var created = 0' },
    { name: 'create', kind: 'method', line: 27, signature: 'def create(lines: List[Line]): Order' },
    {
      name: 'Placed',
      kind: 'class',
      line: 33,
      signature: 'class Placed(val orderId: String, at: Instant) extends Event(at)',
    },
    { name: 'orderId', kind: 'property', line: 33, signature: 'val orderId: String' },
    {
      name: 'InMemoryRepository',
      kind: 'class',
      line: 35,
      signature: 'class InMemoryRepository extends Repository[Order] with Auditing',
    },
    { name: 'orders', kind: 'property', line: 36, signature: 'private val orders = mutable.Map.empty[String, Order]' },
    { name: 'name', kind: 'property', line: 37, signature: 'val name = "memory"' },
    { name: 'this', kind: 'constructor', line: 39, signature: 'def this(seed: List[Order])' },
    { name: 'find', kind: 'method', line: 44, signature: 'def find(id: String): Option[Order]' },
    { name: 'save', kind: 'method', line: 46, signature: 'def save(order: Order): Unit' },
    { name: 'close', kind: 'method', line: 51, signature: 'def close(): Unit' },
    { name: 'Auditing', kind: 'trait', line: 54, signature: 'trait Auditing' },
    { name: 'log', kind: 'property', line: 55, signature: 'private val log = new mutable.ArrayBuffer[Event]' },
    { name: 'record', kind: 'method', line: 56, signature: 'def record(event: Event): Unit' },
    { name: 'Reports', kind: 'class', line: 59, signature: 'object Reports' },
    {
      name: 'summary',
      kind: 'method',
      line: 60,
      signature: 'def summary(repo: Repository[Order], ids: Seq[String]): Later[String]',
    },
  ]);
});

test('scala: references', async () => {
  const tags = await tagsOf('scala', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '3 import Instant',
    '4 import mutable',
    '5 import ExecutionContext',
    '5 import Future',
    '6 import Invoice',
    '8 inherit AutoCloseable',
    '9 type A',
    '9 type Option',
    '10 type A',
    '14 type Instant',
    '14 inherit Serializable',
    '18 type Line',
    '18 type List',
    '18 type Order',
    '18 inherit Ordered',
    '19 type BigDecimal',
    '20 type Order',
    '20 call compare',
    '21 type Total',
    '21 call map',
    '27 type Line',
    '27 type List',
    '27 type Order',
    '29 new Order',
    '33 inherit Event',
    '33 type Instant',
    '35 inherit Auditing',
    '35 type Order',
    '35 inherit Repository',
    '36 type Order',
    '39 type List',
    '39 type Order',
    '41 call foreach',
    '44 type Option',
    '44 type Order',
    '44 call get',
    '46 type Order',
    '47 call update',
    '48 type Instant',
    '48 new Placed',
    '48 call now',
    '48 call record',
    '51 call clear',
    '55 new ArrayBuffer',
    '55 type Event',
    '56 type Event',
    '60 type Later',
    '60 type Order',
    '60 type Repository',
    '60 type Seq',
    '61 type Later',
    '61 call flatMap',
    '61 call map',
    '61 call mkString',
    '61 call successful',
  ]);
});

// What must not be tagged: parameters, locals and local defs of a method's block, a local class and
// its `val` parameter; built-in types (Int).
const NOISE = `package noise

object Runner {
  def run(items: List[Item], limit: Int): Int = {
    val total = items.size
    var seen = 0
    def helper(x: Int): Int = x + limit
    class Local(val v: Int) {
      val doubled = v * 2
      def twice: Int = doubled
    }
    if (total > 0) helper(seen) else 0
  }
}
`;

test('scala: no locals, parameters, local declarations or built-in types', async () => {
  const tags = await tagsOf('scala', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Runner', kind: 'class', line: 3, signature: 'object Runner' },
    { name: 'run', kind: 'method', line: 4, signature: 'def run(items: List[Item], limit: Int): Int' },
  ]);
  assert.deepEqual(refsOf(tags), ['4 type Item', '4 type List', '12 call helper']);
});

test('scala: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'src/main/scala/shop/Money.scala': [
        'package shop',
        '',
        'object Money {',
        '  def roundToCents(value: Double): Double = math.round(value * 100) / 100.0',
        '}',
        '',
      ].join('\n'),
      'src/main/scala/shop/Invoice.scala': [
        'package shop',
        '',
        'class Invoice(amounts: List[Double]) {',
        '  def total: Double = Money.roundToCents(amounts.sum)',
        '}',
        '',
      ].join('\n'),
    },
    'src/main/scala/shop/Invoice.scala -> src/main/scala/shop/Money.scala',
    /roundToCents/,
  );
});
