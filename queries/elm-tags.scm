; Elm tags (tree-sitter-elm from @cursorless/tree-sitter-wasms 0.7.0; tree-sitter-wasms' Elm
; grammar does not load). A module's name is dotted as written (`Shop.Cart`), and an import of it
; refers to that name.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

(module_declaration name: (upper_case_qid) @name) @definition.module

; Top-level values and functions. With a type annotation, the annotation is the definition (its
; text is what a reader wants) and its lines run on over the declaration after it; without one,
; the declaration is. Declarations inside `let … in` are left out.
(file
  (type_annotation name: (lower_case_identifier) @name) @definition.function
  .
  (value_declaration (function_declaration_left . (lower_case_identifier) @_value))? @end
  (#eq? @_value @name))
(file
  .
  (value_declaration (function_declaration_left . (lower_case_identifier) @name)) @definition.function)
(file
  (_ name: (_) @_previous)
  .
  (value_declaration (function_declaration_left . (lower_case_identifier) @name)) @definition.function
  (#not-eq? @_previous @name))
(file
  [(line_comment) (block_comment) (import_clause) (infix_declaration)]
  .
  (value_declaration (function_declaration_left . (lower_case_identifier) @name)) @definition.function)
(port_annotation name: (lower_case_identifier) @name) @definition.function

; Types: aliases (with the fields of a record alias) and custom types with their variants.
(type_alias_declaration name: (upper_case_identifier) @name) @definition.type
(type_alias_declaration
  typeExpression: (type_expression (record_type (field_type name: (lower_case_identifier) @name) @definition.field)))
(type_declaration name: (upper_case_identifier) @name) @definition.type
(union_variant name: (upper_case_identifier) @name) @definition.constructor

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Imports: the module by its dotted name (which is how its file defines it), and each name it exposes.
(import_clause moduleName: (upper_case_qid) @name) @reference.module
(import_clause moduleName: (upper_case_qid) @name) @reference.import
(import_clause exposing: (exposing_list [
  (exposed_value (lower_case_identifier) @name)
  (exposed_type (upper_case_identifier) @name)
])) @reference.import

; Calls: `f x`, `Dict.get k d`; qualified values wherever they are used (`List.foldl Money.add`);
; functions in pipelines and compositions (`xs |> List.map f |> total`, `f << g`). Functions of
; the Basics module everyone uses are left out.
([
  (function_call_expr target: (value_expr name: (value_qid (lower_case_identifier) @name)))
  (bin_op_expr (operator (operator_identifier) @_pipe) . (value_expr name: (value_qid (lower_case_identifier) @name)))
  (bin_op_expr (value_expr name: (value_qid (lower_case_identifier) @name)) . (operator (operator_identifier) @_pipe_back))
  (bin_op_expr (operator (operator_identifier) @_then) . (value_expr name: (value_qid (lower_case_identifier) @name)))
  (bin_op_expr (value_expr name: (value_qid (lower_case_identifier) @name)) . (operator (operator_identifier) @_then))
  (bin_op_expr (operator (operator_identifier) @_after) . (value_expr name: (value_qid (lower_case_identifier) @name)))
  (bin_op_expr (value_expr name: (value_qid (lower_case_identifier) @name)) . (operator (operator_identifier) @_after))
] @reference.call
  (#eq? @_pipe "|>")
  (#eq? @_pipe_back "<|")
  (#eq? @_then ">>")
  (#eq? @_after "<<")
  (#not-any-of? @name
    "identity" "always" "not" "negate" "abs" "min" "max" "clamp" "round" "floor" "ceiling"
    "truncate" "toFloat" "modBy" "remainderBy" "sqrt" "compare" "xor" "never" "fst" "snd"))
(value_expr name: (value_qid (upper_case_identifier) (lower_case_identifier) @name)) @reference.call

; Constructors, applied (`Add product`, `Remove sku`) or matched (`case msg of Add p -> …`): a
; change to a variant concerns both. The core ones (Just, Nothing, Ok, Err, True, False) are left out.
([
  (value_expr name: (upper_case_qid (upper_case_identifier) @name .))
  (union_pattern constructor: (upper_case_qid (upper_case_identifier) @name .))
] @reference.call
  (#not-any-of? @name "Just" "Nothing" "Ok" "Err" "True" "False" "LT" "EQ" "GT"))

; Types where they are written (annotations, aliases, variants' arguments, records); elm/core's
; own types are left out.
((type_ref (upper_case_qid (upper_case_identifier) @name .)) @reference.type
  (#not-any-of? @name
    "Int" "Float" "String" "Bool" "Char" "List" "Maybe" "Result" "Cmd" "Sub" "Never" "Order"
    "Dict" "Set" "Array" "Task" "Program"))
