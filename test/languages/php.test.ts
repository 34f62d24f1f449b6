import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// Line numbers below count from the first line of SOURCE.
const SOURCE = `<?php
declare(strict_types=1);

namespace App\\Billing;

use App\\Models\\{Order, Customer as Client};
use Psr\\Log\\LoggerInterface;
use function App\\Support\\format_money;

const DEFAULT_CURRENCY = 'EUR';
define('BILLING_VERSION', '2.1');

function invoice_total(array $lines, ?Discount $discount = null): int
{
    $sum = array_sum(array_map(fn (Line $l): int => $l->amount(), $lines));
    return $discount ? $discount->apply($sum) : $sum;
}

interface Payable extends \\Countable
{
    public function pay(Money $amount): Receipt;
}

trait LogsActivity
{
    protected ?LoggerInterface $logger = null;

    public function log(string $message): void
    {
        $this->logger?->info($message);
    }
}

enum Status: string implements HasLabel
{
    case Paid = 'paid';
    case Open = 'open';

    public function label(): string
    {
        return ucfirst($this->value);
    }
}

#[Entity(table: 'invoices')]
final class Invoice extends Model implements Payable, \\JsonSerializable
{
    use LogsActivity;

    public const MAX_LINES = 100;
    private static int $created = 0;
    private array $lines = [], $meta;

    public function __construct(private readonly Client $client, protected Status $status = Status::Open)
    {
        parent::__construct();
        self::$created++;
    }

    public static function forOrder(Order $order): static
    {
        $invoice = new static(new Client($order->customerId));
        $invoice->client->notify(new InvoiceCreated($invoice));
        return Factory::make(Invoice::class, ['order' => $order]);
    }

    public function pay(Money $amount): Receipt
    {
        if ($amount instanceof FreeMoney) {
            throw new \\DomainException('free');
        }
        return PaymentGateway::charge($this, format_money($amount));
    }

    abstract protected function render(Template|string $template): string;
}
`;

test('php: definitions', async () => {
  const tags = await tagsOf('php', SOURCE);
  assert.deepEqual(defsOf(tags), [
    // Constructor-promoted parameters are properties; other parameters and locals ($sum, $invoice) are not
    // definitions. Bodiless declarations keep their `;` (the engine strips no `;`).
    { name: 'DEFAULT_CURRENCY', kind: 'constant', line: 10, signature: "const DEFAULT_CURRENCY = 'EUR'" },
    { name: 'BILLING_VERSION', kind: 'constant', line: 11, signature: "define('BILLING_VERSION', '2.1')" },
    {
      name: 'invoice_total',
      kind: 'function',
      line: 13,
      signature: 'function invoice_total(array $lines, ?Discount $discount = null): int',
    },
    { name: 'Payable', kind: 'interface', line: 19, signature: 'interface Payable extends \\Countable' },
    { name: 'pay', kind: 'method', line: 21, signature: 'public function pay(Money $amount): Receipt' },
    { name: 'LogsActivity', kind: 'trait', line: 24, signature: 'trait LogsActivity' },
    { name: 'logger', kind: 'property', line: 26, signature: 'protected ?LoggerInterface $logger = null' },
    { name: 'log', kind: 'method', line: 28, signature: 'public function log(string $message): void' },
    { name: 'Status', kind: 'enum', line: 34, signature: 'enum Status: string implements HasLabel' },
    { name: 'Paid', kind: 'constant', line: 36, signature: "case Paid = 'paid'" },
    { name: 'Open', kind: 'constant', line: 37, signature: "case Open = 'open'" },
    { name: 'label', kind: 'method', line: 39, signature: 'public function label(): string' },
    {
      name: 'Invoice',
      kind: 'class',
      line: 46,
      signature: 'final class Invoice extends Model implements Payable, \\JsonSerializable',
    },
    { name: 'MAX_LINES', kind: 'constant', line: 50, signature: 'public const MAX_LINES = 100' },
    { name: 'created', kind: 'property', line: 51, signature: 'private static int $created = 0' },
    { name: 'lines', kind: 'property', line: 52, signature: 'private array $lines = [], $meta' },
    { name: 'meta', kind: 'property', line: 52, signature: 'private array $lines = [], $meta' },
    {
      name: '__construct',
      kind: 'method',
      line: 54,
      signature:
        'public function __construct(private readonly Client $client, protected Status $status = Status::Open)',
    },
    { name: 'client', kind: 'property', line: 54, signature: 'private readonly Client $client' },
    { name: 'status', kind: 'property', line: 54, signature: 'protected Status $status = Status::Open' },
    { name: 'forOrder', kind: 'method', line: 60, signature: 'public static function forOrder(Order $order): static' },
    { name: 'pay', kind: 'method', line: 67, signature: 'public function pay(Money $amount): Receipt' },
    {
      name: 'render',
      kind: 'method',
      line: 75,
      signature: 'abstract protected function render(Template|string $template): string',
    },
  ]);
});

test('php: references', async () => {
  const tags = await tagsOf('php', SOURCE);
  assert.deepEqual(refsOf(tags), [
    // Names lose their namespace (`\Countable` → Countable); imports give the original name, not the alias.
    // `new static`, `self::`, `parent::` and builtin types are left out; `isset`/`define` are not calls.
    '6 import Customer',
    '6 import Order',
    '7 import LoggerInterface',
    '8 import format_money',
    '13 type Discount',
    '15 type Line',
    '15 call amount',
    '15 call array_map',
    '15 call array_sum',
    '16 call apply',
    '19 inherit Countable',
    '21 type Money',
    '21 type Receipt',
    '26 type LoggerInterface',
    '30 call info',
    '34 inherit HasLabel',
    '41 call ucfirst',
    '46 inherit JsonSerializable',
    '46 inherit Model',
    '46 inherit Payable',
    '48 inherit LogsActivity',
    '54 type Client',
    '54 type Status',
    '56 call __construct',
    '60 type Order',
    '62 new Client',
    '63 new InvoiceCreated',
    '63 call notify',
    '64 type Factory',
    '64 type Invoice',
    '64 call make',
    '67 type Money',
    '67 type Receipt',
    '69 type FreeMoney',
    '70 new DomainException',
    '72 type PaymentGateway',
    '72 call charge',
    '72 call format_money',
    '75 type Template',
  ]);
});
