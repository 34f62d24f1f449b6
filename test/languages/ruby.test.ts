import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// Line numbers below count from the first line of SOURCE.
const SOURCE = `require "json"
require_relative "support/money"

module Billing
  VERSION = "2.1"
  Line = Struct.new(:sku, :amount)

  class Invoice < Base::Record
    include Comparable
    extend Forwardable
    attr_reader :lines, :customer

    MAX_LINES = 100

    def self.for_order(order, currency: DEFAULT_CURRENCY)
      new(order.customer).tap do |invoice|
        order.items.each { |item| invoice.add(Line.new(item.sku, item.price)) }
      end
    end

    def initialize(customer, lines = [])
      @customer = customer
      @lines = lines
      super()
    end

    def add(line)
      raise TooManyLines, "limit #{MAX_LINES}" if lines.size >= MAX_LINES
      lines << line
      self
    end

    def total
      lines.sum(&:amount)
    end

    def <=>(other)
      total <=> other.total
    end

    def paid? = Payments::Ledger.paid?(self)

    def customer_name=(name)
      customer.rename(name)
    end

    class << self
      def registry
        @registry ||= Registry.new
      end
    end

    private

    def to_json(*args)
      JSON.generate(serialize, *args)
    rescue JSON::GeneratorError, EncodingError => e
      logger.warn(e.message)
      "{}"
    end
  end

  class TooManyLines < StandardError; end
end

def invoice_for(order)
  Billing::Invoice.for_order(order)
end
`;

test('ruby: definitions', async () => {
  const tags = await tagsOf('ruby', SOURCE);
  assert.deepEqual(defsOf(tags), [
    // `def self.x` and methods in `class << self` are methods; a `def` at the top of the file is a
    // function; a setter is named without its `=`; `attr_reader` symbols are properties. Locals are not captured.
    { name: 'Billing', kind: 'module', line: 4, signature: 'module Billing' },
    { name: 'VERSION', kind: 'constant', line: 5, signature: 'VERSION = "2.1"' },
    { name: 'Line', kind: 'constant', line: 6, signature: 'Line = Struct.new(:sku, :amount)' },
    { name: 'Invoice', kind: 'class', line: 8, signature: 'class Invoice < Base::Record' },
    { name: 'customer', kind: 'property', line: 11, signature: 'attr_reader :lines, :customer' },
    { name: 'lines', kind: 'property', line: 11, signature: 'attr_reader :lines, :customer' },
    { name: 'MAX_LINES', kind: 'constant', line: 13, signature: 'MAX_LINES = 100' },
    { name: 'for_order', kind: 'method', line: 15, signature: 'def self.for_order(order, currency: DEFAULT_CURRENCY)' },
    { name: 'initialize', kind: 'method', line: 21, signature: 'def initialize(customer, lines = [])' },
    { name: 'add', kind: 'method', line: 27, signature: 'def add(line)' },
    { name: 'total', kind: 'method', line: 33, signature: 'def total' },
    { name: '<=>', kind: 'method', line: 37, signature: 'def <=>(other)' },
    { name: 'paid?', kind: 'method', line: 41, signature: 'def paid?' },
    { name: 'customer_name', kind: 'method', line: 43, signature: 'def customer_name=(name)' },
    { name: 'registry', kind: 'method', line: 48, signature: 'def registry' },
    { name: 'to_json', kind: 'method', line: 55, signature: 'def to_json(*args)' },
    { name: 'TooManyLines', kind: 'class', line: 63, signature: 'class TooManyLines < StandardError' },
    { name: 'invoice_for', kind: 'function', line: 66, signature: 'def invoice_for(order)' },
  ]);
});

test('ruby: references', async () => {
  const tags = await tagsOf('ruby', SOURCE);
  assert.deepEqual(refsOf(tags), [
    // require/include/extend/attr_reader/private are not calls; bare identifiers (`lines`, `serialize`)
    // are not calls either. `Foo.new` is a `new` reference, not a call of `new` nor a type reference.
    '6 new Struct',
    '8 inherit Record',
    '9 inherit Comparable',
    '10 inherit Forwardable',
    '16 call customer',
    '16 call tap',
    '17 new Line',
    '17 call add',
    '17 call each',
    '17 call items',
    '17 call price',
    '17 call sku',
    '28 type TooManyLines',
    '28 call raise',
    '28 call size',
    '34 call sum',
    '38 call total',
    '41 type Ledger',
    '41 call paid?',
    '44 call rename',
    '49 new Registry',
    '56 type JSON',
    '56 call generate',
    '57 type EncodingError',
    '57 type GeneratorError',
    '58 call message',
    '58 call warn',
    '63 inherit StandardError',
    '67 type Invoice',
    '67 call for_order',
  ]);
});
