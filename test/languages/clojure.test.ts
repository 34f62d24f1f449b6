import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf, modulesOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic namespace: ns with :require (:as, :refer) and :import, def and private def,
// defrecord, defprotocol with method declarations, extend-protocol with implementations, public and
// private defn with and without docstrings, a multi-arity defn, defmulti and defmethods, defmacro
// with syntax quote, threading macros, anonymous functions, Java interop, a record constructor,
// defonce. A definition's signature is its form's first line, so a docstring after the name ends it
// there.
const SOURCE = `(ns shop.inventory
  "Inventory: items, stock levels and a report."
  (:require [clojure.string :as str]
            [shop.money :as money :refer [round-cents]]
            [shop.log :refer [info]])
  (:import (java.time Instant)))

(def default-qty 10)

(def ^:private tax-rate 0.2)

(defrecord Item [sku price qty])

(defprotocol Priced
  (price-of [this] "The price of one unit.")
  (discounted [this pct]))

(extend-protocol Priced
  Item
  (price-of [item] (:price item))
  (discounted [item pct] (money/scale (:price item) (- 1 pct))))

(defn- price-with-tax [price]
  (round-cents (* price (+ 1 tax-rate))))

(defn restock
  "Bring every item below the minimum back to the default quantity."
  [stock minimum]
  (mapv (fn [item]
          (if (< (:qty item) minimum)
            (assoc item :qty default-qty)
            item))
        stock))

(defn total-value
  [stock]
  (->> stock
       (map #(* (price-with-tax (price-of %)) (:qty %)))
       (reduce + 0)))

(defn take-item
  ([item] (take-item item 1))
  ([item n]
   (when (< (:qty item) n)
     (throw (ex-info "out of stock" {:sku (:sku item)})))
   (update item :qty - n)))

(defmulti describe :category)

(defmethod describe :food [item]
  (str "food: " (:sku item)))

(defmethod describe :default [item]
  (str/join " " ["item" (:sku item)]))

(defmacro with-stock [[binding stock] & body]
  \`(let [~binding (restock ~stock 5)]
     ~@body))

(defn report [stock]
  (let [items (sort-by :sku stock)
        now (Instant/now)]
    (info "inventory report at" now)
    (doseq [item items]
      (println (describe item) (total-value [item])))
    (->Item "summary" (total-value items) (count items))))

(defonce cache (atom {}))
`;

test('clojure: definitions', async () => {
  const tags = await tagsOf('clojure', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'shop.inventory', kind: 'module', line: 1, signature: '(ns shop.inventory' },
    { name: 'default-qty', kind: 'variable', line: 8, signature: '(def default-qty 10)' },
    { name: 'tax-rate', kind: 'variable', line: 10, signature: '(def ^:private tax-rate 0.2)' },
    { name: 'Item', kind: 'class', line: 12, signature: '(defrecord Item [sku price qty])' },
    { name: 'price', kind: 'field', line: 12, signature: 'price' },
    { name: 'qty', kind: 'field', line: 12, signature: 'qty' },
    { name: 'sku', kind: 'field', line: 12, signature: 'sku' },
    { name: 'Priced', kind: 'interface', line: 14, signature: '(defprotocol Priced' },
    { name: 'price-of', kind: 'method', line: 15, signature: '(price-of [this] "The price of one unit.")' },
    { name: 'discounted', kind: 'method', line: 16, signature: '(discounted [this pct])' },
    { name: 'Item', kind: 'impl', line: 19, signature: '(extend-protocol Priced Item' },
    { name: 'price-of', kind: 'method', line: 20, signature: '(price-of [item] (:price item))' },
    {
      name: 'discounted',
      kind: 'method',
      line: 21,
      signature: '(discounted [item pct] (money/scale (:price item) (- 1 pct)))',
    },
    { name: 'price-with-tax', kind: 'function', line: 23, signature: '(defn- price-with-tax [price]' },
    { name: 'restock', kind: 'function', line: 26, signature: '(defn restock' },
    { name: 'total-value', kind: 'function', line: 35, signature: '(defn total-value' },
    { name: 'take-item', kind: 'function', line: 41, signature: '(defn take-item' },
    { name: 'describe', kind: 'function', line: 48, signature: '(defmulti describe :category)' },
    { name: 'describe', kind: 'method', line: 50, signature: '(defmethod describe :food [item]' },
    { name: 'describe', kind: 'method', line: 53, signature: '(defmethod describe :default [item]' },
    { name: 'with-stock', kind: 'macro', line: 56, signature: '(defmacro with-stock [[binding stock] & body]' },
    { name: 'report', kind: 'function', line: 60, signature: '(defn report [stock]' },
    { name: 'cache', kind: 'variable', line: 68, signature: '(defonce cache (atom {}))' },
  ]);
});

test('clojure: references', async () => {
  const tags = await tagsOf('clojure', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '3 import clojure.string',
    '4 import round-cents',
    '4 import shop.money',
    '5 import info',
    '5 import shop.log',
    '6 import Instant',
    '21 call scale',
    '24 call round-cents',
    '38 call price-of',
    '38 call price-with-tax',
    '54 call join',
    '57 call restock',
    '62 call now',
    '63 call info',
    '65 call describe',
    '65 call total-value',
    '66 call ->Item',
    '66 call total-value',
  ]);
  assert.deepEqual(modulesOf(tags), ['3 clojure.string', '4 shop.money', '5 shop.log']);
});

// What must not be tagged: parameters and destructuring, let and letfn bindings, anonymous
// functions, clojure.core's forms and functions (let, filter, count, fn, when, mapv, select-keys).
// Calls of local functions are still calls, and so is a call inside `comment`.
const NOISE = `(ns noise.core)

(defn summarize [rows {:keys [limit] :or {limit 3}}]
  (let [kept (filter :id rows)
        total (count kept)
        helper (fn [x] (* x 2))]
    (letfn [(twice [n] (helper n))]
      (when (> total limit)
        (twice total)))
    (comment (debug-only rows))
    (mapv #(select-keys % [:id :name]) kept)))
`;

test('clojure: no locals, parameters or core functions', async () => {
  const tags = await tagsOf('clojure', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'noise.core', kind: 'module', line: 1, signature: '(ns noise.core)' },
    { name: 'summarize', kind: 'function', line: 3, signature: '(defn summarize [rows {:keys [limit] :or {limit 3}}]' },
  ]);
  assert.deepEqual(refsOf(tags), ['7 call helper', '9 call twice', '10 call debug-only']);
});

test('clojure: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'src/shop/money.clj': [
        '(ns shop.money)',
        '',
        '(defn round-cents [amount]',
        '  (/ (Math/round (* amount 100.0)) 100.0))',
        '',
      ].join('\n'),
      'src/shop/invoice.clj': [
        '(ns shop.invoice',
        '  (:require [shop.money :refer [round-cents]]))',
        '',
        '(defn total [lines]',
        '  (round-cents (reduce + (map :amount lines))))',
        '',
      ].join('\n'),
    },
    'src/shop/invoice.clj -> src/shop/money.clj',
    /\(defn round-cents \[amount\]/,
  );
});
