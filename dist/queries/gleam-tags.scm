; Gleam tags (tree-sitter-gleam from @cursorless/tree-sitter-wasms 0.7.0). A module is its file
; (`shop/money.gleam` is `shop/money`): an import is a module path, and `money.add(…)` calls add.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

(function name: (identifier) @name) @definition.function
(constant name: (identifier) @name) @definition.constant

; Custom types with their constructors and labelled fields, and type aliases.
(type_definition (type_name name: (type_identifier) @name)) @definition.type
(data_constructor name: (constructor_name) @name) @definition.constructor
(data_constructor_argument label: (label) @name) @definition.field
(type_alias (type_name name: (type_identifier) @name)) @definition.type

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Imports: the module path (`import shop/money` → shop/money, known by its last segment as an
; import) and the names imported unqualified (`import shop/money.{type Money, round_cents}`).
(import module: (module) @name) @reference.module
(import module: (module) @name) @reference.import
(unqualified_import name: (_) @name) @reference.import

; Calls: `total(items)`, `money.add(a, b)`, and functions in a pipeline (`|> dict.values`,
; `|> round_cents`).
(function_call function: (identifier) @name) @reference.call
(function_call function: (field_access field: (label) @name)) @reference.call
(binary_expression operator: "|>" right: [(identifier) @name (field_access field: (label) @name)]) @reference.call

; Constructors, applied (`Item(..item, qty: 0)`, `OutOfStock(sku)`) or matched (`Other(name) ->`);
; the prelude's (True, False, Ok, Error, Nil) are left out.
([
  (record name: (constructor_name) @name)
  (record_update constructor: (constructor_name) @name)
  (record_pattern name: (constructor_name) @name)
] @reference.call
  (#not-any-of? @name "True" "False" "Ok" "Error" "Nil"))

; Types where they are written; the prelude's are left out.
((type name: (type_identifier) @name) @reference.type
  (#not-any-of? @name "Int" "Float" "String" "Bool" "Nil" "List" "Result" "BitArray" "UtfCodepoint"))
