import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf, modulesOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: open imports with `using` lists, an aliased import (which the grammar does
// not parse; its module is still an import), a data type and its constructors (declarations after it
// in this grammar), a record with a constructor and fields, signatures with the clauses after them,
// pattern-matching clauses, a lambda, a proof by induction, postulate and private blocks, a nested module.
const SOURCE = `-- Inventory: items, stock levels and their invariants.
module Shop.Inventory where

open import Data.Nat using (ℕ; zero; suc; _+_; _≤_)
open import Data.List using (List; []; _∷_; map; foldr)
open import Relation.Binary.PropositionalEquality using (_≡_; refl; cong)
import Shop.Money as Money
open Money using (Money; scale)

-- What a shop sells.
data Category : Set where
  food tool : Category
  other     : String → Category

record Item : Set where
  constructor mkItem
  field
    sku      : String
    price    : Money
    quantity : ℕ

open Item public

Stock : Set
Stock = List Item

defaultQty : ℕ
defaultQty = 10

-- Bring an item back to the default quantity.
restockItem : Item → Item
restockItem item = record item { quantity = defaultQty }

restock : Stock → Stock
restock = map restockItem

totalQty : Stock → ℕ
totalQty []       = zero
totalQty (i ∷ is) = quantity i + totalQty is

totalValue : Stock → Money
totalValue = foldr (λ i acc → Money.add (scale (quantity i) (price i)) acc) Money.zero

restock-length : ∀ (s : Stock) → length (restock s) ≡ length s
restock-length []       = refl
restock-length (i ∷ is) = cong suc (restock-length is)

postulate
  now : ℕ

private
  helper : ℕ → ℕ
  helper n = suc n

module Report where
  line : Item → String
  line i = sku i
`;

test('agda: definitions', async () => {
  const tags = await tagsOf('agda', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Shop.Inventory', kind: 'module', line: 2, signature: 'module Shop.Inventory' },
    { name: 'Category', kind: 'type', line: 11, signature: 'data Category : Set' },
    { name: 'food', kind: 'function', line: 12, signature: 'food tool : Category' },
    { name: 'tool', kind: 'function', line: 12, signature: 'food tool : Category' },
    { name: 'other', kind: 'function', line: 13, signature: 'other : String → Category' },
    { name: 'Item', kind: 'struct', line: 15, signature: 'record Item : Set' },
    { name: 'sku', kind: 'field', line: 18, signature: 'sku : String' },
    { name: 'price', kind: 'field', line: 19, signature: 'price : Money' },
    { name: 'quantity', kind: 'field', line: 20, signature: 'quantity : ℕ' },
    { name: 'Stock', kind: 'function', line: 24, signature: 'Stock : Set' },
    { name: 'defaultQty', kind: 'function', line: 27, signature: 'defaultQty : ℕ' },
    { name: 'restockItem', kind: 'function', line: 31, signature: 'restockItem : Item → Item' },
    { name: 'restock', kind: 'function', line: 34, signature: 'restock : Stock → Stock' },
    { name: 'totalQty', kind: 'function', line: 37, signature: 'totalQty : Stock → ℕ' },
    { name: 'totalValue', kind: 'function', line: 41, signature: 'totalValue : Stock → Money' },
    {
      name: 'restock-length',
      kind: 'function',
      line: 44,
      signature: 'restock-length : ∀ (s : Stock) → length (restock s) ≡ length s',
    },
    { name: 'now', kind: 'function', line: 49, signature: 'now : ℕ' },
    { name: 'helper', kind: 'function', line: 52, signature: 'helper : ℕ → ℕ' },
    { name: 'Report', kind: 'module', line: 55, signature: 'module Report' },
  ]);
});

test('agda: references', async () => {
  const tags = await tagsOf('agda', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '4 import Data.Nat',
    '4 import _+_',
    '4 import _≤_',
    '4 import suc',
    '4 import zero',
    '4 import ℕ',
    '5 import Data.List',
    '5 import List',
    '5 import []',
    '5 import _∷_',
    '5 import foldr',
    '5 import map',
    '6 import Relation.Binary.PropositionalEquality',
    '6 import _≡_',
    '6 import cong',
    '6 import refl',
    '7 import Shop.Money',
    '8 import Money',
    '8 import scale',
    '12 type Category',
    '13 type Category',
    '13 type String',
    '18 type String',
    '19 type Money',
    '22 import Item',
    '25 call List',
    '31 type Item',
    '34 type Stock',
    '35 call map',
    '37 type Stock',
    '38 call zero',
    '39 call quantity',
    '41 type Money',
    '41 type Stock',
    '42 call foldr',
    '45 call refl',
    '46 call cong',
    '46 call restock-length',
    '53 call suc',
    '56 type Item',
    '56 type String',
    '57 call sku',
  ]);
  assert.deepEqual(modulesOf(tags), [
    '4 Data.Nat',
    '5 Data.List',
    '6 Relation.Binary.PropositionalEquality',
    '7 Shop.Money',
  ]);
});

// What must not be tagged: parameters and pattern variables (n, f, x), including a right-hand side
// that starts with one; numbers. The first name of a right-hand side is a call when it is a name.
const NOISE = `module Noise where

open import Data.Nat using (ℕ; suc)

double : ℕ → ℕ
double n = n + n

count : ℕ → ℕ
count zero = 0
count (suc n) = suc (count n)

twice : (f : ℕ → ℕ) → ℕ → ℕ
twice f x = f (f x)
`;

test('agda: no parameters, pattern variables or one-letter names', async () => {
  const tags = await tagsOf('agda', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Noise', kind: 'module', line: 1, signature: 'module Noise' },
    { name: 'double', kind: 'function', line: 5, signature: 'double : ℕ → ℕ' },
    { name: 'count', kind: 'function', line: 8, signature: 'count : ℕ → ℕ' },
    { name: 'twice', kind: 'function', line: 12, signature: 'twice : (f : ℕ → ℕ) → ℕ → ℕ' },
  ]);
  assert.deepEqual(refsOf(tags), ['3 import Data.Nat', '3 import suc', '3 import ℕ', '10 call count', '10 call suc']);
});

test('agda: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'src/Shop/Money.agda': [
        'module Shop.Money where',
        '',
        'open import Data.Nat using (ℕ; _*_)',
        '',
        'scaleCents : ℕ → ℕ',
        'scaleCents n = n * 100',
        '',
      ].join('\n'),
      'src/Shop/Invoice.agda': [
        'module Shop.Invoice where',
        '',
        'open import Data.Nat using (ℕ)',
        'open import Shop.Money using (scaleCents)',
        '',
        'total : ℕ → ℕ',
        'total amount = scaleCents amount',
        '',
      ].join('\n'),
    },
    'src/Shop/Invoice.agda -> src/Shop/Money.agda',
    /scaleCents : ℕ → ℕ/,
  );
});
