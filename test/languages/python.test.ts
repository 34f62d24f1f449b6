import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// Line numbers below count from the first line of SOURCE.
const SOURCE = `"""Order service."""
import logging
import os.path as osp
from typing import Optional, TypeAlias
from .models import Order, Customer as Client
from . import events

MAX_RETRIES = 3
logger = logging.getLogger(__name__)
OrderId: TypeAlias = int
type Handler = Callable[[Order], None]
to_cents = lambda amount: int(amount * 100)

try:
    import ujson as json
except ImportError:
    json = None


@dataclass(frozen=True)
class LineItem:
    sku: str
    quantity: int = 1
    TAX_RATE = 0.2


class OrderService(BaseService, events.Emitter, metaclass=ServiceMeta):
    """Creates and ships orders."""

    def __init__(self, repo: "OrderRepository", clock: Optional[Clock] = None) -> None:
        super().__init__()
        self.repo = repo
        self.clock = clock or SystemClock()

    @property
    def pending(self) -> list[Order]:
        return self.repo.find_pending()

    async def ship(self, order_id: OrderId, *, notify: bool = True) -> Order:
        order = await self.repo.load(order_id)
        for item in order.items:
            validate(item)
        if notify:
            self.emit("shipped", order)
        logger.info("shipped %s", order_id)
        return order

    @staticmethod
    def total(items: list[LineItem]) -> int:
        def line_total(item: LineItem) -> int:
            return item.quantity
        return sum(line_total(i) for i in items)


def make_service(repo: OrderRepository | None = None) -> OrderService:
    path = osp.join("var", "orders")
    return OrderService(repo or FileRepository(path))
`;

test('python: definitions', async () => {
  const tags = await tagsOf('python', SOURCE);
  assert.deepEqual(defsOf(tags), [
    // Module and class level only: no locals (order, path), no nested line_total, no parameters,
    // no `self.repo` attributes. Decorated defs are signed by their `def`/`class` line; `json = None`
    // under `except ImportError:` counts as a module-level name.
    { name: 'MAX_RETRIES', kind: 'constant', line: 8, signature: 'MAX_RETRIES = 3' },
    { name: 'logger', kind: 'variable', line: 9, signature: 'logger = logging.getLogger(__name__)' },
    { name: 'OrderId', kind: 'type', line: 10, signature: 'OrderId: TypeAlias = int' },
    { name: 'Handler', kind: 'type', line: 11, signature: 'type Handler = Callable[[Order], None]' },
    { name: 'to_cents', kind: 'function', line: 12, signature: 'to_cents = lambda amount' },
    { name: 'json', kind: 'variable', line: 17, signature: 'json = None' },
    { name: 'LineItem', kind: 'class', line: 21, signature: 'class LineItem' },
    { name: 'sku', kind: 'field', line: 22, signature: 'sku: str' },
    { name: 'quantity', kind: 'field', line: 23, signature: 'quantity: int = 1' },
    { name: 'TAX_RATE', kind: 'constant', line: 24, signature: 'TAX_RATE = 0.2' },
    {
      name: 'OrderService',
      kind: 'class',
      line: 27,
      signature: 'class OrderService(BaseService, events.Emitter, metaclass=ServiceMeta)',
    },
    {
      name: '__init__',
      kind: 'method',
      line: 30,
      signature: 'def __init__(self, repo: "OrderRepository", clock: Optional[Clock] = None) -> None',
    },
    { name: 'pending', kind: 'method', line: 36, signature: 'def pending(self) -> list[Order]' },
    {
      name: 'ship',
      kind: 'method',
      line: 39,
      signature: 'async def ship(self, order_id: OrderId, *, notify: bool = True) -> Order',
    },
    { name: 'total', kind: 'method', line: 49, signature: 'def total(items: list[LineItem]) -> int' },
    {
      name: 'make_service',
      kind: 'function',
      line: 55,
      signature: 'def make_service(repo: OrderRepository | None = None) -> OrderService',
    },
  ]);
});

test('python: references', async () => {
  const tags = await tagsOf('python', SOURCE);
  assert.deepEqual(refsOf(tags), [
    // `import os.path as osp` → path (last segment, not the alias); `from x import Customer as Client` →
    // Customer; a use of an alias is one of the name it stands for (`osp.join()`, a call through `path`). Builtin scalar types (str, int, bool) are not type references; `metaclass=` is not a base.
    '2 import logging',
    '3 import path',
    '4 import Optional',
    '4 import TypeAlias',
    '5 import Customer',
    '5 import Order',
    '6 import events',
    '9 qualified getLogger',
    '10 type TypeAlias',
    '11 type Callable',
    '11 type Order',
    '12 call int',
    '15 import ujson',
    '20 call dataclass',
    '27 inherit BaseService',
    '27 inherit Emitter',
    '27 value events',
    '30 type Clock',
    '30 type Optional',
    '30 type OrderRepository',
    '31 super __init__',
    '31 call super',
    '33 call SystemClock',
    '35 call property',
    '36 type Order',
    '36 type list',
    '37 method find_pending',
    '39 type Order',
    '39 type OrderId',
    '40 method load',
    '42 call validate',
    '44 self emit',
    '45 method info',
    '45 value logger',
    '48 call staticmethod',
    '49 type LineItem',
    '49 type list',
    '50 type LineItem',
    '51 value quantity',
    '52 call line_total',
    '52 call sum',
    '55 type OrderRepository',
    '55 type OrderService',
    '56 qualified join',
    '57 call FileRepository',
    '57 call OrderService',
  ]);
});
