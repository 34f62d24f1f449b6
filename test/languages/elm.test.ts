import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf, modulesOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: a header with an exposing list, imports with `as` and `exposing`, record
// type aliases (their fields), a plain alias, a custom type with variants, annotations with the
// declarations after them, case expressions over variants, let … in, record updates, qualified calls,
// pipelines with a lambda, constructors used as messages, a port.
const SOURCE = `module Shop.Cart exposing (Cart, Msg(..), Model, init, update, view, total)

{-| A shopping cart: lines, totals and the view. -}

import Dict exposing (Dict)
import Html exposing (Html, button, div, li, text, ul)
import Html.Events exposing (onClick)
import Shop.Money as Money exposing (Money)
import Shop.Product exposing (Product)


type alias Line =
    { product : Product
    , quantity : Int
    }


type alias Cart =
    Dict String Line


type alias Model =
    { cart : Cart
    , coupon : Maybe String
    }


type Msg
    = Add Product
    | Remove String
    | ApplyCoupon String
    | Clear


maxQuantity : Int
maxQuantity =
    99


init : Model
init =
    { cart = Dict.empty, coupon = Nothing }


update : Msg -> Model -> Model
update msg model =
    case msg of
        Add product ->
            { model | cart = addLine product model.cart }

        Remove sku ->
            { model | cart = Dict.remove sku model.cart }

        ApplyCoupon code ->
            { model | coupon = Just code }

        Clear ->
            init


addLine : Product -> Cart -> Cart
addLine product cart =
    let
        bump line =
            { line | quantity = min maxQuantity (line.quantity + 1) }
    in
    case Dict.get product.sku cart of
        Just line ->
            Dict.insert product.sku (bump line) cart

        Nothing ->
            Dict.insert product.sku { product = product, quantity = 1 } cart


total : Cart -> Money
total cart =
    Dict.values cart
        |> List.map (\\line -> Money.times line.quantity line.product.price)
        |> List.foldl Money.add Money.zero


view : Model -> Html Msg
view model =
    div []
        [ ul [] (List.map viewLine (Dict.values model.cart))
        , text (Money.format (total model.cart))
        , button [ onClick Clear ] [ text "Clear" ]
        ]


viewLine : Line -> Html Msg
viewLine line =
    li [] [ text line.product.name, button [ onClick (Remove line.product.sku) ] [ text "x" ] ]


port checkout : Cart -> Cmd msg
`;

test('elm: definitions', async () => {
  const tags = await tagsOf('elm', SOURCE);
  assert.deepEqual(defsOf(tags), [
    {
      name: 'Shop.Cart',
      kind: 'module',
      line: 1,
      signature: 'module Shop.Cart exposing (Cart, Msg(..), Model, init, update, view, total)',
    },
    { name: 'Line', kind: 'type', line: 12, signature: 'type alias Line = { product : Product , quantity : Int }' },
    { name: 'product', kind: 'field', line: 13, signature: 'product : Product' },
    { name: 'quantity', kind: 'field', line: 14, signature: 'quantity : Int' },
    { name: 'Cart', kind: 'type', line: 18, signature: 'type alias Cart = Dict String Line' },
    { name: 'Model', kind: 'type', line: 22, signature: 'type alias Model = { cart : Cart , coupon : Maybe String }' },
    { name: 'cart', kind: 'field', line: 23, signature: 'cart : Cart' },
    { name: 'coupon', kind: 'field', line: 24, signature: 'coupon : Maybe String' },
    { name: 'Msg', kind: 'type', line: 28, signature: 'type Msg' },
    { name: 'Add', kind: 'constructor', line: 29, signature: 'Add Product' },
    { name: 'Remove', kind: 'constructor', line: 30, signature: 'Remove String' },
    { name: 'ApplyCoupon', kind: 'constructor', line: 31, signature: 'ApplyCoupon String' },
    { name: 'Clear', kind: 'constructor', line: 32, signature: 'Clear' },
    { name: 'maxQuantity', kind: 'function', line: 35, signature: 'maxQuantity : Int' },
    { name: 'init', kind: 'function', line: 40, signature: 'init : Model' },
    { name: 'update', kind: 'function', line: 45, signature: 'update : Msg -> Model -> Model' },
    { name: 'addLine', kind: 'function', line: 61, signature: 'addLine : Product -> Cart -> Cart' },
    { name: 'total', kind: 'function', line: 75, signature: 'total : Cart -> Money' },
    { name: 'view', kind: 'function', line: 82, signature: 'view : Model -> Html Msg' },
    { name: 'viewLine', kind: 'function', line: 91, signature: 'viewLine : Line -> Html Msg' },
    { name: 'checkout', kind: 'function', line: 96, signature: 'port checkout : Cart -> Cmd msg' },
  ]);
});

test('elm: references', async () => {
  const tags = await tagsOf('elm', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '5 import Dict',
    '6 import Html',
    '6 import button',
    '6 import div',
    '6 import li',
    '6 import text',
    '6 import ul',
    '7 import Html.Events',
    '7 import onClick',
    '8 import Money',
    '8 import Shop.Money',
    '9 import Product',
    '9 import Shop.Product',
    '13 type Product',
    '19 type Line',
    '23 type Cart',
    '29 type Product',
    '40 type Model',
    '42 call empty',
    '45 type Model',
    '45 type Msg',
    '48 call Add',
    '49 call addLine',
    '51 call Remove',
    '52 call remove',
    '54 call ApplyCoupon',
    '57 call Clear',
    '61 type Cart',
    '61 type Product',
    '67 call get',
    '69 call bump',
    '69 call insert',
    '72 call insert',
    '75 type Cart',
    '75 type Money',
    '77 call values',
    '78 call map',
    '78 call times',
    '79 call add',
    '79 call foldl',
    '79 call zero',
    '82 type Html',
    '82 type Model',
    '82 type Msg',
    '84 call div',
    '85 call map',
    '85 call ul',
    '85 call values',
    '86 call format',
    '86 call text',
    '86 call total',
    '87 call Clear',
    '87 call button',
    '87 call onClick',
    '87 call text',
    '91 type Html',
    '91 type Line',
    '91 type Msg',
    '93 call Remove',
    '93 call button',
    '93 call li',
    '93 call onClick',
    '93 call text',
    '96 type Cart',
  ]);
  assert.deepEqual(modulesOf(tags), ['5 Dict', '6 Html', '7 Html.Events', '8 Shop.Money', '9 Shop.Product']);
});

// What must not be tagged: functions and values bound in `let … in`, parameters, pattern variables
// (`first :: _`), Basics functions (max, round, toFloat, identity). Calls of local functions and
// qualified calls are still calls.
const NOISE = `module Noise exposing (run)


run : List Int -> Int
run values =
    let
        double x =
            x * 2

        total =
            List.sum (List.map double values)
    in
    case values of
        first :: _ ->
            max (double first) (round (toFloat total / 2))

        [] ->
            identity 0
`;

test('elm: no let-bound locals, parameters, pattern variables or Basics functions', async () => {
  const tags = await tagsOf('elm', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Noise', kind: 'module', line: 1, signature: 'module Noise exposing (run)' },
    { name: 'run', kind: 'function', line: 4, signature: 'run : List Int -> Int' },
  ]);
  assert.deepEqual(refsOf(tags), ['11 call map', '11 call sum', '15 call double']);
});

test('elm: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'src/Shop/Money.elm': [
        'module Shop.Money exposing (roundCents)',
        '',
        'roundCents : Float -> Float',
        'roundCents x =',
        '    toFloat (round (x * 100)) / 100',
        '',
      ].join('\n'),
      'src/Shop/Invoice.elm': [
        'module Shop.Invoice exposing (total)',
        '',
        'import Shop.Money as Money',
        '',
        'total : List Float -> Float',
        'total lines =',
        '    List.sum lines |> Money.roundCents',
        '',
      ].join('\n'),
    },
    'src/Shop/Invoice.elm -> src/Shop/Money.elm',
    /roundCents : Float -> Float/,
  );
});
