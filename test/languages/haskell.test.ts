import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defList, defsOf, modulesOf, refsOf, tagsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: a header with an export list, qualified and aliased imports with import
// lists, a data type with constructors and deriving, a record with a strict field, a newtype, a type
// synonym, a type class with a default method, an instance, type signatures with the equations after
// them, an equation without a signature, several clauses, guards, where and let bindings, do
// notation, composition, record construction, update and patterns, qualified calls.
const SOURCE = `-- | Inventory: items, stock levels and a report.
module Shop.Inventory
  ( Item (..)
  , Stock
  , restock
  , totalValue
  ) where

import qualified Data.Map.Strict as Map
import Data.List (sortOn)
import Shop.Money (Money, scale, zero)
import qualified Shop.Log as Log

-- | What a shop sells.
data Category = Food | Tool | Other String
  deriving (Show, Eq)

data Item = Item
  { itemSku :: String
  , itemPrice :: Money
  , itemCategory :: Category
  , itemQty :: !Int
  } deriving (Show)

newtype Sku = Sku String

type Stock = Map.Map String Item

class Priced a where
  price :: a -> Money
  discount :: Double -> a -> Money
  discount pct x = scale (1 - pct) (price x)

instance Priced Item where
  price = itemPrice

defaultQty :: Int
defaultQty = 10

-- | Bring every item below the minimum back to the default quantity.
restock :: Int -> Stock -> Stock
restock minimum stock = Map.map refill stock
  where
    refill item
      | itemQty item < minimum = item { itemQty = defaultQty }
      | otherwise = item

totalValue :: Stock -> Money
totalValue = foldr add zero . Map.elems
  where add item acc = acc <> scale (fromIntegral (itemQty item)) (price item)

categoryName :: Category -> String
categoryName Food = "food"
categoryName Tool = "tool"
categoryName (Other name) = name

takeItem :: Int -> Item -> Either String Item
takeItem n item
  | itemQty item < n = Left ("out of stock: " ++ itemSku item)
  | otherwise = Right item { itemQty = itemQty item - n }

newItem sku cost = Item { itemSku = sku, itemPrice = cost, itemCategory = Other "new", itemQty = 0 }

report :: Stock -> IO ()
report stock = do
  let items = sortOn itemSku (Map.elems stock)
  Log.info "inventory report"
  mapM_ (putStrLn . formatItem) items
  total <- Log.timed (pure (totalValue stock))
  Log.info (Money.format total)

formatItem :: Item -> String
formatItem Item {itemSku = sku, itemQty = qty} = sku ++ ": " ++ show qty ++ " " ++ categoryName Food
`;

test('haskell: definitions', async () => {
  const tags = await tagsOf('haskell', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Shop.Inventory', kind: 'module', line: 2, signature: 'module Shop.Inventory' },
    { name: 'Category', kind: 'type', line: 15, signature: 'data Category' },
    { name: 'Food', kind: 'constructor', line: 15, signature: 'Food' },
    { name: 'Other', kind: 'constructor', line: 15, signature: 'Other String' },
    { name: 'Tool', kind: 'constructor', line: 15, signature: 'Tool' },
    { name: 'Item', kind: 'type', line: 18, signature: 'data Item' },
    { name: 'itemSku', kind: 'field', line: 19, signature: 'itemSku :: String' },
    { name: 'itemPrice', kind: 'field', line: 20, signature: 'itemPrice :: Money' },
    { name: 'itemCategory', kind: 'field', line: 21, signature: 'itemCategory :: Category' },
    { name: 'itemQty', kind: 'field', line: 22, signature: 'itemQty :: !Int' },
    { name: 'Sku', kind: 'type', line: 25, signature: 'newtype Sku = Sku String' },
    { name: 'Stock', kind: 'type', line: 27, signature: 'type Stock = Map.Map String Item' },
    { name: 'Priced', kind: 'class', line: 29, signature: 'class Priced a' },
    { name: 'price', kind: 'method', line: 30, signature: 'price :: a -> Money' },
    { name: 'discount', kind: 'method', line: 31, signature: 'discount :: Double -> a -> Money' },
    { name: 'Item', kind: 'impl', line: 34, signature: 'instance Priced Item' },
    { name: 'price', kind: 'method', line: 35, signature: 'price' },
    { name: 'defaultQty', kind: 'function', line: 37, signature: 'defaultQty :: Int' },
    { name: 'restock', kind: 'function', line: 41, signature: 'restock :: Int -> Stock -> Stock' },
    { name: 'totalValue', kind: 'function', line: 48, signature: 'totalValue :: Stock -> Money' },
    { name: 'categoryName', kind: 'function', line: 52, signature: 'categoryName :: Category -> String' },
    { name: 'newItem', kind: 'function', line: 62, signature: 'newItem sku cost' },
    { name: 'report', kind: 'function', line: 64, signature: 'report :: Stock -> IO ()' },
    { name: 'formatItem', kind: 'function', line: 72, signature: 'formatItem :: Item -> String' },
  ]);
});

test('haskell: references', async () => {
  const tags = await tagsOf('haskell', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '9 import Data.Map.Strict',
    '10 import Data.List',
    '10 import sortOn',
    '11 import Money',
    '11 import Shop.Money',
    '11 import scale',
    '11 import zero',
    '12 import Shop.Log',
    '20 type Money',
    '21 type Category',
    '27 type Item',
    '27 type Map',
    '30 type Money',
    '31 type Money',
    '32 call price',
    '32 call scale',
    '34 type Item',
    '34 inherit Priced',
    '41 type Stock',
    '42 call map',
    '45 call itemQty',
    '48 type Money',
    '48 type Stock',
    '49 call elems',
    '50 call itemQty',
    '50 call price',
    '50 call scale',
    '52 type Category',
    '53 call Food',
    '54 call Tool',
    '55 call Other',
    '57 type Item',
    '59 call itemQty',
    '59 call itemSku',
    '60 call itemQty',
    '62 call Item',
    '62 call Other',
    '64 type Stock',
    '66 call elems',
    '66 call sortOn',
    '67 call info',
    '68 call formatItem',
    '69 call timed',
    '69 call totalValue',
    '70 call format',
    '70 call info',
    '72 type Item',
    '73 call Food',
    '73 call Item',
    '73 call categoryName',
  ]);
  assert.deepEqual(modulesOf(tags), ['9 Data.Map.Strict', '10 Data.List', '11 Shop.Money', '12 Shop.Log']);
});

// What must not be tagged: an operator and its fixity, a pattern binding, do-block and let locals,
// where-bound helpers, an operator section, case alternatives and their variables, Prelude's
// functions and constructors (fmap, show, putStrLn, mapM_, print, Just). Calls of local functions are
// still calls.
const NOISE = `module Noise where

infixl 6 |+|
(|+|) :: Int -> Int -> Int
a |+| b = a + b

(lo, hi) = (1, 10)

run :: Maybe Int -> IO ()
run input = do
  let doubled = fmap (* 2) input
      describe n = show n
  case doubled of
    Just n | n > 0 -> putStrLn (describe n)
    _ -> mapM_ print [lo .. hi]
  where
    helper x = x |+| 1
`;

test('haskell: no locals, parameters, operators, pattern bindings or Prelude calls', async () => {
  const tags = await tagsOf('haskell', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Noise', kind: 'module', line: 1, signature: 'module Noise' },
    { name: 'run', kind: 'function', line: 9, signature: 'run :: Maybe Int -> IO ()' },
  ]);
  assert.deepEqual(refsOf(tags), ['14 call describe']);
});

test('haskell: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'src/Shop/Money.hs': [
        'module Shop.Money (roundCents) where',
        '',
        'roundCents :: Double -> Double',
        'roundCents x = fromIntegral (round (x * 100)) / 100',
        '',
      ].join('\n'),
      'src/Shop/Invoice.hs': [
        'module Shop.Invoice where',
        '',
        'import Shop.Money (roundCents)',
        '',
        'total :: [Double] -> Double',
        'total = roundCents . sum',
        '',
      ].join('\n'),
    },
    'src/Shop/Invoice.hs -> src/Shop/Money.hs',
    /roundCents :: Double -> Double/,
  );
});

// A function is its signature, and its lines run over the equations after it: a change in a
// `where` clause is a change to the function. An equation without a signature is one definition for
// all its clauses.
test('haskell: a signature spans its equations', async () => {
  const tags = await tagsOf('haskell', SOURCE);
  const span = (name: string) =>
    defList(tags)
      .filter((d) => d.name === name)
      .map((d) => `${d.line}-${d.endLine}`);
  assert.deepEqual(span('restock'), ['41-46']);
  assert.deepEqual(span('categoryName'), ['52-55']);
  assert.deepEqual(span('newItem'), ['62-62']);
  assert.deepEqual(span('discount'), ['31-32']);
});
