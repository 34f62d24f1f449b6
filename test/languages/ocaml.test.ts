import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic module: open, a functor application, an exception, a variant (enum), a record
// (struct) with fields, a type alias, a top-level value, a module type (interface) with val
// specifications, a functor with a signature constraint and functions in its struct, let rec … and,
// labelled and typed parameters, pipes, an external, a class with inherit, instance variable and
// methods, new and method calls, `Module.value` uses.
const SOURCE = `(* Inventory: items, a store built by a functor, and a report printer. *)
open Printf
module SMap = Map.Make (String)

exception Out_of_stock of string

type category = Food | Tool | Other of string

type item = {
  sku : string;
  price : Money.t;
  category : category;
  mutable qty : int;
}

type stock = item SMap.t

let default_qty = 10

module type STORE = sig
  type t
  val add : t -> item -> t
  val find : t -> string -> item option
end

module Make_store (Log : Logger.S) : STORE with type t = stock = struct
  type t = stock

  let add store item =
    Log.info (sprintf "adding %s" item.sku);
    SMap.add item.sku item store

  let find store sku = SMap.find_opt sku store
end

let rec total_value = function
  | [] -> Money.zero
  | item :: rest -> Money.add (Money.scale item.price item.qty) (total_value rest)

and total_qty items = List.fold_left (fun acc i -> acc + i.qty) 0 items

let restock ~(min : int) (items : item list) : item list =
  items
  |> List.filter (fun i -> i.qty < min)
  |> List.map (fun i -> { i with qty = default_qty })

let take item n =
  if item.qty < n then raise (Out_of_stock item.sku);
  item.qty <- item.qty - n

external now : unit -> float = "inventory_now"

class report (title : string) = object (self)
  inherit Printer.base title
  val mutable lines = []
  method add_line line = lines <- line :: lines
  method render = String.concat "\\n" (self#header :: List.rev lines)
end

let print_report items =
  let r = new report "Inventory" in
  List.iter (fun i -> r#add_line (Item_fmt.to_string i)) items;
  print_endline r#render
`;

test('ocaml: definitions', async () => {
  const tags = await tagsOf('ocaml', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'SMap', kind: 'module', line: 3, signature: 'module SMap' },
    { name: 'Out_of_stock', kind: 'type', line: 5, signature: 'exception Out_of_stock of string' },
    { name: 'category', kind: 'enum', line: 7, signature: 'type category' },
    { name: 'item', kind: 'struct', line: 9, signature: 'type item' },
    { name: 'sku', kind: 'field', line: 10, signature: 'sku : string' },
    { name: 'price', kind: 'field', line: 11, signature: 'price : Money.t' },
    { name: 'category', kind: 'field', line: 12, signature: 'category : category' },
    { name: 'qty', kind: 'field', line: 13, signature: 'mutable qty : int' },
    { name: 'stock', kind: 'type', line: 16, signature: 'type stock = item SMap.t' },
    { name: 'default_qty', kind: 'variable', line: 18, signature: 'let default_qty' },
    { name: 'STORE', kind: 'interface', line: 20, signature: 'module type STORE' },
    { name: 't', kind: 'type', line: 21, signature: 'type t' },
    { name: 'add', kind: 'function', line: 22, signature: 'val add : t -> item -> t' },
    { name: 'find', kind: 'function', line: 23, signature: 'val find : t -> string -> item option' },
    {
      name: 'Make_store',
      kind: 'module',
      line: 26,
      signature: 'module Make_store (Log : Logger.S) : STORE with type t = stock',
    },
    { name: 't', kind: 'type', line: 27, signature: 'type t = stock' },
    { name: 'add', kind: 'function', line: 29, signature: 'let add store item' },
    { name: 'find', kind: 'function', line: 33, signature: 'let find store sku' },
    { name: 'total_value', kind: 'function', line: 36, signature: 'let rec total_value' },
    { name: 'total_qty', kind: 'function', line: 40, signature: 'and total_qty items' },
    {
      name: 'restock',
      kind: 'function',
      line: 42,
      signature: 'let restock ~(min : int) (items : item list) : item list',
    },
    { name: 'take', kind: 'function', line: 47, signature: 'let take item n' },
    { name: 'now', kind: 'function', line: 51, signature: 'external now : unit -> float = "inventory_now"' },
    { name: 'report', kind: 'class', line: 53, signature: 'class report (title : string)' },
    { name: 'lines', kind: 'field', line: 55, signature: 'val mutable lines' },
    { name: 'add_line', kind: 'method', line: 56, signature: 'method add_line line' },
    { name: 'render', kind: 'method', line: 57, signature: 'method render' },
    { name: 'print_report', kind: 'function', line: 60, signature: 'let print_report items' },
  ]);
});

test('ocaml: references', async () => {
  const tags = await tagsOf('ocaml', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '2 import Printf',
    '3 call Make',
    '11 type Money',
    '12 type category',
    '16 type SMap',
    '16 type item',
    '22 type item',
    '22 type t',
    '23 type item',
    '23 type t',
    '26 type S',
    '26 inherit STORE',
    '26 type stock',
    '26 type t',
    '27 type stock',
    '30 call info',
    '30 call sprintf',
    '31 call add',
    '33 call find_opt',
    '37 call zero',
    '38 call add',
    '38 call scale',
    '38 call total_value',
    '40 call fold_left',
    '42 type item',
    '44 call filter',
    '45 call map',
    '54 inherit base',
    '57 call concat',
    '57 call header',
    '57 call rev',
    '61 new report',
    '62 call add_line',
    '62 call iter',
    '62 call to_string',
    '63 call render',
  ]);
});

// What must not be tagged: `let … in` locals and local functions, parameters (optional, unit),
// `let module` and its contents, match patterns, `let () =`, `let _ =`, tuple patterns, common
// Stdlib functions (ref, incr, ignore, string_of_int, failwith, print_endline). Calls of local
// functions are still calls.
const NOISE = `let () =
  let count = ref 0 in
  let bump ?(by = 1) () = count := !count + by in
  let module L = struct let local_fn x = x end in
  bump ();
  match L.local_fn (Some 3) with
  | Some n when n > 0 -> incr count; ignore (string_of_int n)
  | Some _ | None -> failwith "none"

let _ = print_endline "done"
let a, b = (1, 2)
`;

test('ocaml: no locals, parameters, local modules or Stdlib calls', async () => {
  const tags = await tagsOf('ocaml', NOISE);
  assert.deepEqual(defsOf(tags), []);
  assert.deepEqual(refsOf(tags), ['5 call bump', '6 call local_fn']);
});

test('ocaml: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'lib/money.ml': ['let round_cents amount = Float.round (amount *. 100.) /. 100.', ''].join('\n'),
      'lib/invoice.ml': [
        'let total lines =',
        '  List.fold_left (fun acc line -> acc +. line) 0. lines |> Money.round_cents',
        '',
      ].join('\n'),
    },
    'lib/invoice.ml -> lib/money.ml',
    /round_cents/,
  );
});
