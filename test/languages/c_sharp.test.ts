import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// Line numbers below count from the fixture's first line (the template literal starts with it).
const SOURCE = `using System;
using System.Collections.Generic;
using static System.Math;
using Json = Newtonsoft.Json.JsonConvert;

namespace Shop.Orders
{
    public delegate void OrderHandler(Order order, EventArgs args);

    public interface IRepository<T> where T : IEntity
    {
        T Find(Guid id);
        void Save(T entity);
    }

    [Serializable]
    public class OrderService : ServiceBase, IDisposable
    {
        public const int MaxItems = 100;
        private readonly IRepository<Order> _orders;
        private static ILogger _log = LogManager.Create();

        public event OrderHandler Placed;

        public string Region { get; set; }

        public OrderService(IRepository<Order> orders) : base("orders")
        {
            _orders = orders ?? throw new ArgumentNullException(nameof(orders));
        }

        public Order Place(Customer customer, List<Item> items)
        {
            var order = new Order(customer.Id) { Items = items };
            decimal total = Totals.Sum<Item>(items);
            int Clamp(int n) => Min(n, MaxItems);
            order.Count = Clamp(items.Count);
            _orders.Save(order);
            Placed?.Invoke(order, EventArgs.Empty);
            _log.Info(Json.SerializeObject(order));
            return order;
        }

        public bool IsLarge(Order order) => order.Total > 1000m;

        public void Dispose() => _log?.Flush();
    }

    public struct Money
    {
        public decimal Amount;
        public Money(decimal amount) { Amount = amount; }
    }

    public record OrderPlaced(Guid OrderId, DateTime At) : DomainEvent(OrderId);

    public record struct Point(int X, int Y);

    public enum Status { Open, Shipped, Closed }
}
`;

test('c_sharp: types, members, namespaces and references of a C# source', async () => {
  const tags = await tagsOf('c_sharp', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Orders', kind: 'module', line: 6, signature: 'namespace Shop.Orders' },
    {
      name: 'OrderHandler',
      kind: 'type',
      line: 8,
      signature: 'public delegate void OrderHandler(Order order, EventArgs args)',
    },
    {
      name: 'IRepository',
      kind: 'interface',
      line: 10,
      signature: 'public interface IRepository<T> where T : IEntity',
    },
    { name: 'Find', kind: 'method', line: 12, signature: 'T Find(Guid id)' },
    { name: 'Save', kind: 'method', line: 13, signature: 'void Save(T entity)' },
    {
      name: 'OrderService',
      kind: 'class',
      line: 17,
      signature: 'public class OrderService : ServiceBase, IDisposable',
    },
    { name: 'MaxItems', kind: 'constant', line: 19, signature: 'public const int MaxItems = 100' },
    { name: '_orders', kind: 'field', line: 20, signature: 'private readonly IRepository<Order> _orders' },
    { name: '_log', kind: 'field', line: 21, signature: 'private static ILogger _log = LogManager.Create()' },
    { name: 'Placed', kind: 'field', line: 23, signature: 'public event OrderHandler Placed' },
    { name: 'Region', kind: 'property', line: 25, signature: 'public string Region' },
    {
      name: 'OrderService',
      kind: 'constructor',
      line: 27,
      signature: 'public OrderService(IRepository<Order> orders) : base("orders")',
    },
    { name: 'Place', kind: 'method', line: 32, signature: 'public Order Place(Customer customer, List<Item> items)' },
    { name: 'IsLarge', kind: 'method', line: 44, signature: 'public bool IsLarge(Order order)' },
    { name: 'Dispose', kind: 'method', line: 46, signature: 'public void Dispose()' },
    { name: 'Money', kind: 'struct', line: 49, signature: 'public struct Money' },
    { name: 'Amount', kind: 'field', line: 51, signature: 'public decimal Amount' },
    { name: 'Money', kind: 'constructor', line: 52, signature: 'public Money(decimal amount)' },
    {
      name: 'OrderPlaced',
      kind: 'class',
      line: 55,
      signature: 'public record OrderPlaced(Guid OrderId, DateTime At) : DomainEvent(OrderId)',
    },
    { name: 'Point', kind: 'struct', line: 57, signature: 'public record struct Point(int X, int Y)' },
    { name: 'Status', kind: 'enum', line: 59, signature: 'public enum Status' },
  ]);
  assert.deepEqual(refsOf(tags), [
    '1 import System',
    '2 import Generic',
    '3 import Math',
    '4 import JsonConvert',
    '8 type EventArgs',
    '8 type Order',
    '10 type IEntity',
    '12 type Guid',
    '12 type T',
    '13 type T',
    '17 inherit IDisposable',
    '17 inherit ServiceBase',
    '20 type IRepository',
    '20 type Order',
    '21 method Create',
    '21 type ILogger',
    '23 type OrderHandler',
    '27 type IRepository',
    '27 type Order',
    '29 new ArgumentNullException',
    '32 type Customer',
    '32 type Item',
    '32 type List',
    '32 type Order',
    '34 new Order',
    '35 type Item',
    '35 method Sum',
    '36 call Min',
    '37 call Clamp',
    '38 method Save',
    '39 value Empty',
    '39 method Invoke',
    '40 method Info',
    '40 method SerializeObject',
    '44 type Order',
    '46 method Flush',
    '55 type DateTime',
    '55 inherit DomainEvent',
    '55 type Guid',
  ]);
});
