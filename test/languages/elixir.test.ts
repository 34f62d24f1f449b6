import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: use/import/alias (with braces and as:)/require, @behaviour, a module
// attribute, typespecs (@type with and without parameters, @callback, @spec), a nested module
// with defstruct, def/defp with do-blocks, guards and one-line `do:`, defmacro, defguard, a
// GenServer callback, pipes, captures, remote calls, structs built and matched, a protocol and its
// implementation. One-line `def f(x), do: …` loses its `do:` body in the signature, like a `do … end` block.
const SOURCE = `defmodule Shop.Orders do
  @moduledoc "Places and prices orders."
  use GenServer
  import Ecto.Query, only: [from: 2]
  alias Shop.{Repo, Product}
  alias Shop.Billing.Invoice, as: Inv
  require Logger
  @behaviour Shop.Notifier

  @max_items 50
  @type id :: pos_integer()
  @type line(price) :: {Product.t(), price}
  @callback on_placed(Order.t()) :: :ok | {:error, term()}

  defmodule Order do
    defstruct [:id, :lines, total: 0]
  end

  @spec place(list(line(integer)), keyword) :: {:ok, Order.t()}
  def place(lines, opts \\\\ []) do
    Logger.info("placing #{length(lines)} lines")
    order = %Order{lines: lines, total: total(lines)}

    with {:ok, saved} <- Repo.insert(order),
         :ok <- notify(saved, opts) do
      {:ok, saved}
    end
  end

  def total(lines) when is_list(lines) do
    lines
    |> Enum.map(&line_total/1)
    |> Enum.sum()
  end

  def cancel(%Order{id: id}), do: Repo.delete(id)

  defp line_total({%Product{price: price}, qty}), do: price * qty

  defp notify(order, opts) do
    case Keyword.get(opts, :notify, true) do
      true -> Inv.send_receipt(order)
      false -> :ok
    end
  end

  defmacro within_limit(lines) do
    quote do: length(unquote(lines)) <= @max_items
  end

  defguard positive(qty) when is_integer(qty) and qty > 0

  @impl true
  def handle_call({:place, lines}, _from, state) do
    {:reply, place(lines), state}
  end
end

defprotocol Shop.Priced do
  @doc "The price in cents."
  def price(item)
end

defimpl Shop.Priced, for: Shop.Product do
  def price(product), do: product.price_cents
end
`;

test('elixir: definitions', async () => {
  const tags = await tagsOf('elixir', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Shop.Orders', kind: 'module', line: 1, signature: 'defmodule Shop.Orders' },
    { name: 'max_items', kind: 'constant', line: 10, signature: '@max_items 50' },
    { name: 'id', kind: 'type', line: 11, signature: '@type id :: pos_integer()' },
    { name: 'line', kind: 'type', line: 12, signature: '@type line(price) :: {Product.t(), price}' },
    {
      name: 'on_placed',
      kind: 'function',
      line: 13,
      signature: '@callback on_placed(Order.t()) :: :ok | {:error, term()}',
    },
    { name: 'Order', kind: 'module', line: 15, signature: 'defmodule Order' },
    { name: 'id', kind: 'field', line: 16, signature: 'defstruct [:id, :lines, total: 0]' },
    { name: 'lines', kind: 'field', line: 16, signature: 'defstruct [:id, :lines, total: 0]' },
    { name: 'place', kind: 'function', line: 20, signature: 'def place(lines, opts \\\\ [])' },
    { name: 'total', kind: 'function', line: 30, signature: 'def total(lines) when is_list(lines)' },
    { name: 'cancel', kind: 'function', line: 36, signature: 'def cancel(%Order{id: id})' },
    { name: 'line_total', kind: 'function', line: 38, signature: 'defp line_total({%Product{price: price}, qty})' },
    { name: 'notify', kind: 'function', line: 40, signature: 'defp notify(order, opts)' },
    { name: 'within_limit', kind: 'macro', line: 47, signature: 'defmacro within_limit(lines)' },
    { name: 'positive', kind: 'macro', line: 51, signature: 'defguard positive(qty) when is_integer(qty) and qty > 0' },
    { name: 'handle_call', kind: 'function', line: 54, signature: 'def handle_call({:place, lines}, _from, state)' },
    { name: 'Shop.Priced', kind: 'interface', line: 59, signature: 'defprotocol Shop.Priced' },
    { name: 'price', kind: 'function', line: 61, signature: 'def price(item)' },
    { name: 'Shop.Product', kind: 'impl', line: 64, signature: 'defimpl Shop.Priced, for: Shop.Product' },
    { name: 'price', kind: 'function', line: 65, signature: 'def price(product)' },
  ]);
});

test('elixir: references', async () => {
  const tags = await tagsOf('elixir', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '3 inherit GenServer',
    '4 import Ecto.Query',
    '5 import Product',
    '5 import Repo',
    '6 import Shop.Billing.Invoice',
    '7 import Logger',
    '8 inherit Shop.Notifier',
    '12 type Product',
    '13 type Order',
    '19 type Order',
    '21 type Logger',
    '21 call info',
    '22 new Order',
    '22 call total',
    '24 type Repo',
    '24 call insert',
    '25 call notify',
    '32 type Enum',
    '32 call line_total',
    '32 call map',
    '33 type Enum',
    '33 call sum',
    '36 new Order',
    '36 type Repo',
    '36 call delete',
    '38 new Product',
    '41 type Keyword',
    '41 call get',
    '42 type Inv',
    '42 call send_receipt',
    '55 call place',
    '64 inherit Shop.Priced',
    '64 type Shop.Product',
  ]);
});

// What must not be tagged: parameters and pattern variables, locals, anonymous functions, a
// module attribute read (`@limit`), Kernel forms and guards (if, for, raise, inspect, is_map),
// built-in types in specs, calls of an anonymous function (`fun.(item)`).
const NOISE = `defmodule Noise do
  @limit 3
  @spec run(map(), [integer()]) :: :ok
  def run(%{key: key} = params, [first | rest]) when is_map(params) do
    total = first + @limit
    fun = fn x -> x * 2 end
    if key && total > 0, do: IO.puts(inspect(rest)), else: raise(ArgumentError)
    for item <- rest, item > 0, do: fun.(item)
    :ok
  end
end
`;

test('elixir: no locals, parameters, Kernel forms or built-in types', async () => {
  const tags = await tagsOf('elixir', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Noise', kind: 'module', line: 1, signature: 'defmodule Noise' },
    { name: 'limit', kind: 'constant', line: 2, signature: '@limit 3' },
    {
      name: 'run',
      kind: 'function',
      line: 4,
      signature: 'def run(%{key: key} = params, [first | rest]) when is_map(params)',
    },
  ]);
  assert.deepEqual(refsOf(tags), ['7 type ArgumentError', '7 type IO', '7 call puts']);
});

test('elixir: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'lib/money.ex': [
        'defmodule Shop.Money do',
        '  def round_cents(amount), do: round(amount * 100) / 100',
        'end',
        '',
      ].join('\n'),
      'lib/invoice.ex': [
        'defmodule Shop.Invoice do',
        '  alias Shop.Money',
        '',
        '  def total(lines) do',
        '    lines |> Enum.map(& &1.amount) |> Enum.sum() |> Money.round_cents()',
        '  end',
        'end',
        '',
      ].join('\n'),
    },
    'lib/invoice.ex -> lib/money.ex',
    /round_cents/,
  );
});
