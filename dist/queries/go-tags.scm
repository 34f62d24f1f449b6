; Tags for Go (tree-sitter-go from tree-sitter-wasms 0.1.13).

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Functions and methods (the method's signature carries its receiver; the receiver's type is the
; method's container).
(function_declaration name: (identifier) @name) @definition.function
(method_declaration
  receiver: (parameter_list (parameter_declaration type: (_) @container))
  name: (field_identifier) @name) @definition.method

; Package-level type declarations: struct, interface, anything else (named types, generics, aliases).
(source_file (type_declaration
  (type_spec name: (type_identifier) @name type: (struct_type)) @definition.struct))
(source_file (type_declaration
  (type_spec name: (type_identifier) @name type: (interface_type)) @definition.interface))
(source_file (type_declaration
  (type_spec
    name: (type_identifier) @name
    type: [(type_identifier) (qualified_type) (generic_type) (pointer_type) (slice_type) (array_type)
           (map_type) (channel_type) (function_type) (parenthesized_type)]) @definition.type))
(source_file (type_declaration
  (type_alias name: (type_identifier) @name) @definition.type))

; Interface method specs and struct fields of package-level types.
(source_file (type_declaration (type_spec type: (interface_type
  (method_spec name: (field_identifier) @name) @definition.method))))
(source_file (type_declaration (type_spec type: (struct_type (field_declaration_list
  (field_declaration (field_identifier) @name) @definition.field)))))

; Package-level constants and variables (not locals; `var _ I = (*T)(nil)` is no definition).
(source_file (const_declaration
  (const_spec (identifier) @name) @definition.constant)
  (#not-eq? @name "_"))
(source_file (var_declaration
  (var_spec (identifier) @name) @definition.variable)
  (#not-eq? @name "_"))

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `foo()`, `pkg.Foo()`, `x.Method()`, `Map[int](…)`; builtin functions and conversions to
; predeclared types (`string(b)`) are left out.
(call_expression
  function: (identifier) @name
  (#not-any-of? @name
    "append" "cap" "clear" "close" "complex" "copy" "delete" "imag" "len" "make" "max" "min"
    "new" "panic" "print" "println" "real" "recover"
    "any" "bool" "byte" "complex64" "complex128" "error" "float32" "float64"
    "int" "int8" "int16" "int32" "int64" "rune" "string"
    "uint" "uint8" "uint16" "uint32" "uint64" "uintptr")) @reference.call
; Through a receiver, `x.M()`: a method call (a qualified one on an imported package, `strings.Split()`).
(call_expression
  function: (selector_expression operand: (_) @receiver field: (field_identifier) @name)) @reference.method

; Values: a name read, passed, returned, assigned, compared, ranged over or put in a literal
; (`f(handler)`, `return ErrEmpty`, `range HelpTopics`, `T{Fields: RunFields}`), and a package's
; name read through it (`api.IssueFields`): kept where the file defines the name, where its package
; may (a capitalized name), or where the package is imported (see tags.ts).
[
  (argument_list (identifier) @name)
  (expression_list (identifier) @name)
  (binary_expression left: (identifier) @name)
  (binary_expression right: (identifier) @name)
  (unary_expression operand: (identifier) @name)
  (range_clause right: (identifier) @name)
  (literal_value (literal_element (identifier) @name))
  (keyed_element (literal_element) (literal_element (identifier) @name))
  (index_expression operand: (identifier) @name)
  (index_expression index: (identifier) @name)
  (parenthesized_expression (identifier) @name)
  (send_statement value: (identifier) @name)
  (inc_statement (identifier) @name)
  (dec_statement (identifier) @name)
  (expression_switch_statement value: (identifier) @name)
  (if_statement condition: (identifier) @name)
] @reference.value
((selector_expression operand: (identifier) @receiver field: (field_identifier) @name) @reference.value
  (#not-match? @name "^[a-z]"))
; Through an unexported field of a variable (`tt.opts.Config`, a test table's member): kept where
; the file declares the field's type (see extract/values.ts).
((selector_expression
   operand: (selector_expression operand: (identifier) field: (field_identifier) @_member) @receiver
   field: (field_identifier) @name) @reference.value
  (#match? @_member "^[a-z]")
  (#not-match? @name "^[a-z]"))
; A field named in a composite literal of a type, `&Options{Limit: 1}`: a use of that type's field.
(composite_literal
  type: [(type_identifier) @type (qualified_type) @type]
  body: (literal_value (keyed_element . (literal_element (identifier) @name)))) @reference.value

; Names a function declares for itself (parameters, `:=`, `var`, range variables): a value of that
; name inside it is the local one, not the package's definition (see tags.ts).
[
  (short_var_declaration left: (expression_list (identifier) @name))
  (parameter_declaration name: (identifier) @name)
  (var_spec name: (identifier) @name)
  (const_spec name: (identifier) @name)
  (range_clause left: (expression_list (identifier) @name))
] @local

; Composite literals `T{…}`, `pkg.T{…}`, `Pair[K, V]{…}`: instantiation of T.
(composite_literal
  type: [
    (type_identifier) @name
    (qualified_type name: (type_identifier) @name)
    (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)])
  ]) @reference.new

; `new(T)` allocates a T.
(call_expression
  function: (identifier) @_builtin
  arguments: (argument_list .
    [
      (type_identifier) @name
      (qualified_type name: (type_identifier) @name)
      (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)])
    ])
  (#eq? @_builtin "new")
  (#not-any-of? @name
    "any" "bool" "byte" "complex64" "complex128" "error" "float32" "float64"
    "int" "int8" "int16" "int32" "int64" "rune" "string"
    "uint" "uint8" "uint16" "uint32" "uint64" "uintptr")) @reference.new

; Embedding: an embedded struct field or an interface embedded in an interface (not predeclared).
((field_declaration
  !name
  type: [
    (type_identifier) @name
    (qualified_type name: (type_identifier) @name)
    (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)])
  ]) @reference.inherit
  (#not-any-of? @name "any" "comparable" "error"))
((interface_type
  (constraint_elem [
    (type_identifier) @name
    (qualified_type name: (type_identifier) @name)
    (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)])
  ])) @reference.inherit
  (#not-any-of? @name
    "any" "bool" "byte" "comparable" "complex64" "complex128" "error" "float32" "float64"
    "int" "int8" "int16" "int32" "int64" "rune" "string"
    "uint" "uint8" "uint16" "uint32" "uint64" "uintptr"))

; Type references: a type name (plain, package-qualified, or the base of a generic instance) in any
; type position (parameters, results, fields, vars, conversions, assertions, type cases, element,
; key and value types, type arguments, constraints). Predeclared types are left out.
([
  (parameter_declaration type: (type_identifier) @name)
  (parameter_declaration type: (qualified_type name: (type_identifier) @name))
  (parameter_declaration type: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (variadic_parameter_declaration type: (type_identifier) @name)
  (variadic_parameter_declaration type: (qualified_type name: (type_identifier) @name))
  (variadic_parameter_declaration type: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (var_spec type: (type_identifier) @name)
  (var_spec type: (qualified_type name: (type_identifier) @name))
  (var_spec type: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (const_spec type: (type_identifier) @name)
  (const_spec type: (qualified_type name: (type_identifier) @name))
  (field_declaration name: (field_identifier) type: (type_identifier) @name)
  (field_declaration name: (field_identifier) type: (qualified_type name: (type_identifier) @name))
  (field_declaration name: (field_identifier) type: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (type_spec type: (type_identifier) @name)
  (type_spec type: (qualified_type name: (type_identifier) @name))
  (type_spec type: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (type_alias type: (type_identifier) @name)
  (type_alias type: (qualified_type name: (type_identifier) @name))
  (type_alias type: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (type_assertion_expression type: (type_identifier) @name)
  (type_assertion_expression type: (qualified_type name: (type_identifier) @name))
  (type_assertion_expression type: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (type_conversion_expression type: (type_identifier) @name)
  (type_conversion_expression type: (qualified_type name: (type_identifier) @name))
  (type_conversion_expression type: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (type_case (type_identifier) @name)
  (type_case (qualified_type name: (type_identifier) @name))
  (type_case (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (function_declaration result: (type_identifier) @name)
  (function_declaration result: (qualified_type name: (type_identifier) @name))
  (function_declaration result: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (method_declaration result: (type_identifier) @name)
  (method_declaration result: (qualified_type name: (type_identifier) @name))
  (method_declaration result: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (method_spec result: (type_identifier) @name)
  (method_spec result: (qualified_type name: (type_identifier) @name))
  (method_spec result: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (func_literal result: (type_identifier) @name)
  (func_literal result: (qualified_type name: (type_identifier) @name))
  (func_literal result: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (function_type result: (type_identifier) @name)
  (function_type result: (qualified_type name: (type_identifier) @name))
  (function_type result: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (pointer_type (type_identifier) @name)
  (pointer_type (qualified_type name: (type_identifier) @name))
  (pointer_type (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (slice_type element: (type_identifier) @name)
  (slice_type element: (qualified_type name: (type_identifier) @name))
  (slice_type element: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (array_type element: (type_identifier) @name)
  (array_type element: (qualified_type name: (type_identifier) @name))
  (array_type element: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (implicit_length_array_type element: (type_identifier) @name)
  (implicit_length_array_type element: (qualified_type name: (type_identifier) @name))
  (map_type key: (type_identifier) @name)
  (map_type value: (type_identifier) @name)
  (map_type key: (qualified_type name: (type_identifier) @name))
  (map_type value: (qualified_type name: (type_identifier) @name))
  (map_type key: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (map_type value: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (channel_type value: (type_identifier) @name)
  (channel_type value: (qualified_type name: (type_identifier) @name))
  (channel_type value: (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (type_arguments (type_identifier) @name)
  (type_arguments (qualified_type name: (type_identifier) @name))
  (type_arguments (generic_type type: [(type_identifier) @name (qualified_type name: (type_identifier) @name)]))
  (union_type (type_identifier) @name)
  (union_type (qualified_type name: (type_identifier) @name))
  (negated_type (type_identifier) @name)
  (negated_type (qualified_type name: (type_identifier) @name))
  (parenthesized_type (type_identifier) @name)
  (parenthesized_type (qualified_type name: (type_identifier) @name))
  (call_expression function: (identifier) @_builtin arguments: (argument_list (type_identifier) @name) (#not-eq? @_builtin "new"))
  (call_expression function: (identifier) @_builtin arguments: (argument_list (qualified_type name: (type_identifier) @name)) (#not-eq? @_builtin "new"))
] @reference.type
  (#not-any-of? @name
    "any" "bool" "byte" "comparable" "complex64" "complex128" "error" "float32" "float64"
    "int" "int8" "int16" "int32" "int64" "rune" "string"
    "uint" "uint8" "uint16" "uint32" "uint64" "uintptr"))

; Imports: the alias when there is one, otherwise the import path (`"fmt"` → fmt).
(import_spec name: (package_identifier) @name) @reference.import
(import_spec !name path: (_) @name) @reference.import
(import_spec name: [(blank_identifier) (dot)] path: (_) @name) @reference.import

; Import paths, resolved to package directories, so that a name is linked first to the package
; the file imports.
(import_spec path: (_) @name) @reference.module

; Receiver types a file states: `@name` is the variable, `@type` its type's name. `x.M()` on a
; parameter or method receiver `x *Foo`, `var x Foo`, `x := Foo{…}` or `x := &Foo{…}` means Foo's
; member M (see tags.ts, typed references); a type of another package keeps its qualifier (`gh.Config`).
; A slice's or map's (`items []Item`, `m map[string]*Box`) says what its elements are (see
; elementTypeOf of receivers.ts).
(parameter_declaration
  name: (identifier) @name
  type: [(type_identifier) @type
         (qualified_type) @type
         (pointer_type [(type_identifier) @type (qualified_type) @type])
         (slice_type) @type
         (map_type) @type]) @binding
(var_spec
  name: (identifier) @name
  type: [(type_identifier) @type
         (qualified_type) @type
         (pointer_type [(type_identifier) @type (qualified_type) @type])
         (slice_type) @type
         (map_type) @type]) @binding
; A struct's fields with their types: `opts.Verifier.Verify()`, on any receiver of any file, means
; the field's type's Verify (see the members' types of tags.ts). So do a test table's, an
; anonymous struct's (`tests := []struct{ opts *Options }{…}`, then `tt.opts.Config`).
(struct_type (field_declaration_list
  (field_declaration
    name: (field_identifier) @name
    type: [(type_identifier) @type
           (qualified_type) @type
           (pointer_type [(type_identifier) @type (qualified_type) @type])]) @binding.member))
; `c := NewClient(h)`, `c, err := client.New(h)`: the result of a call of a free function, whose
; type the lookups read from its head (`func NewClient(h string) (*Client, error)`).
(short_var_declaration
  left: (expression_list . (identifier) @name)
  right: (expression_list . (call_expression
    function: [(identifier) (selector_expression field: (field_identifier))] @returns))) @binding
; A variable given another's value, `opts := baseOpts`, or the element of a slice or map it ranges
; over, `for _, item := range items`: of that value's type, or of its elements' (see typesAt).
(short_var_declaration
  left: (expression_list . (identifier) @name .)
  right: (expression_list . (identifier) @value .)) @binding
(for_statement
  (range_clause
    left: (expression_list (identifier) . (identifier) @name .)
    right: [(identifier) (selector_expression)] @element)) @binding
(short_var_declaration
  left: (expression_list . (identifier) @name .)
  right: (expression_list . [
    (composite_literal type: [(type_identifier) @type (qualified_type) @type])
    (unary_expression
      operand: (composite_literal type: [(type_identifier) @type (qualified_type) @type]))
  ] .)) @binding
