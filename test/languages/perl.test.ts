import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf, modulesOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: a package with `use parent`, imports with qw() lists, an empty import list,
// require, `use constant` (one and a hash of them), package variables, a constructor with
// SUPER::new and bless, methods called on $self, qualified function calls, `Class->new`, constants
// read in expressions, a private sub, and a second package in the same file.
const SOURCE = `package Shop::Inventory;
# Inventory: items, stock levels and a report.
use strict;
use warnings;
use parent 'Shop::Base';
use List::Util qw(sum first);
use Shop::Money qw(round_cents);
use Carp ();
require Shop::Log;

use constant DEFAULT_QTY => 10;
use constant { TAX_RATE => 0.2, MAX_ITEMS => 500 };

our $VERSION = '1.04';
our @CATEGORIES = qw(food tool other);
my %cache;

sub new {
    my ($class, %args) = @_;
    my $self = $class->SUPER::new(%args);
    $self->{items} = $args{items} // [];
    return bless $self, $class;
}

sub add_item {
    my ($self, $item) = @_;
    Carp::croak("too many items") if @{ $self->{items} } >= MAX_ITEMS;
    push @{ $self->{items} }, $item;
    Shop::Log::info("added $item->{sku}");
    return $self;
}

sub restock {
    my ($self, $minimum) = @_;
    for my $item (@{ $self->{items} }) {
        $item->{qty} = DEFAULT_QTY if $item->{qty} < $minimum;
    }
    $self->_touch;
}

sub total_value {
    my $self = shift;
    my $total = sum(map { price_with_tax($_->{price}) * $_->{qty} } @{ $self->{items} });
    return round_cents($total // 0);
}

sub price_with_tax {
    my ($price) = @_;
    return $price * (1 + TAX_RATE);
}

sub find_item {
    my ($self, $sku) = @_;
    return $cache{$sku} //= first { $_->{sku} eq $sku } @{ $self->{items} };
}

sub report {
    my ($self, $fh) = @_;
    my $printer = Shop::Report->new(title => 'Inventory');
    $printer->line(format_item($_)) for @{ $self->{items} };
    print {$fh} $printer->render;
}

sub format_item {
    my ($item) = @_;
    return sprintf "%-10s %5d", $item->{sku}, $item->{qty};
}

sub _touch { $_[0]{updated} = time }

package Shop::Inventory::Item;

sub new { my ($class, %fields) = @_; bless {%fields}, $class }

1;
`;

test('perl: definitions', async () => {
  const tags = await tagsOf('perl', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Shop::Inventory', kind: 'module', line: 1, signature: 'package Shop::Inventory' },
    { name: 'DEFAULT_QTY', kind: 'constant', line: 11, signature: 'use constant DEFAULT_QTY => 10' },
    { name: 'MAX_ITEMS', kind: 'constant', line: 12, signature: 'MAX_ITEMS' },
    { name: 'TAX_RATE', kind: 'constant', line: 12, signature: 'TAX_RATE' },
    { name: '@CATEGORIES', kind: 'variable', line: 15, signature: 'our @CATEGORIES = qw(food tool other)' },
    { name: 'new', kind: 'function', line: 18, signature: 'sub new' },
    { name: 'add_item', kind: 'function', line: 25, signature: 'sub add_item' },
    { name: 'restock', kind: 'function', line: 33, signature: 'sub restock' },
    { name: 'total_value', kind: 'function', line: 41, signature: 'sub total_value' },
    { name: 'price_with_tax', kind: 'function', line: 47, signature: 'sub price_with_tax' },
    { name: 'find_item', kind: 'function', line: 52, signature: 'sub find_item' },
    { name: 'report', kind: 'function', line: 57, signature: 'sub report' },
    { name: 'format_item', kind: 'function', line: 64, signature: 'sub format_item' },
    { name: '_touch', kind: 'function', line: 69, signature: 'sub _touch' },
    { name: 'Shop::Inventory::Item', kind: 'module', line: 71, signature: 'package Shop::Inventory::Item' },
    { name: 'new', kind: 'function', line: 73, signature: 'sub new' },
  ]);
});

test('perl: references', async () => {
  const tags = await tagsOf('perl', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '5 inherit Shop::Base',
    '6 import List::Util',
    '6 import first',
    '6 import sum',
    '7 import Shop::Money',
    '7 import round_cents',
    '8 import Carp',
    '9 import Shop::Log',
    '27 type Carp',
    '27 call MAX_ITEMS',
    '29 type Shop::Log',
    '29 call info',
    '36 call DEFAULT_QTY',
    '38 call _touch',
    '43 call price_with_tax',
    '44 call round_cents',
    '49 call TAX_RATE',
    '59 new Shop::Report',
    '60 call format_item',
    '60 call line',
    '61 call render',
  ]);
  assert.deepEqual(modulesOf(tags), ['6 List::Util', '7 Shop::Money', '8 Carp', '9 Shop::Log']);
});

// What must not be tagged: pragmas, file and sub lexicals (`my`), hash and array slices, the topic
// variable, built-in functions (grep, scalar, print, join, map, wantarray). Calls of the file's own
// subs are still calls.
const NOISE = `use strict;
use warnings;

my $limit = 3;
my %seen;

sub summarize {
    my ($rows, %opts) = @_;
    my @kept = grep { !$seen{$_->{id}}++ } @$rows;
    my $count = scalar @kept;
    for my $row (@kept) {
        print join(",", map { $_ // '' } @{$row}{qw(id name)}), "\\n";
    }
    local $_ = $count;
    helper($count) if $count > $limit;
    return wantarray ? @kept : $count;
}
`;

test('perl: no lexicals, pragmas, special variables or built-in functions', async () => {
  const tags = await tagsOf('perl', NOISE);
  assert.deepEqual(defsOf(tags), [{ name: 'summarize', kind: 'function', line: 7, signature: 'sub summarize' }]);
  assert.deepEqual(refsOf(tags), ['15 call helper']);
});

test('perl: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'lib/Shop/Money.pm': [
        'package Shop::Money;',
        'use Exporter qw(import);',
        'our @EXPORT_OK = qw(round_cents);',
        '',
        'sub round_cents { my ($amount) = @_; return int($amount * 100 + 0.5) / 100 }',
        '',
        '1;',
        '',
      ].join('\n'),
      'lib/Shop/Invoice.pm': [
        'package Shop::Invoice;',
        'use Shop::Money qw(round_cents);',
        '',
        'sub total {',
        '    my ($self) = @_;',
        '    return round_cents($self->{sum});',
        '}',
        '',
        '1;',
        '',
      ].join('\n'),
    },
    'lib/Shop/Invoice.pm -> lib/Shop/Money.pm',
    /sub round_cents/,
  );
});
