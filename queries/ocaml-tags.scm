; OCaml tags (tree-sitter-ocaml from tree-sitter-wasms 0.1.13, the `ocaml` grammar for .ml files).

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Let bindings at the top level of a file or of a module's `struct … end` (not `let … in`, nor
; `let module M = struct … end in`):
; functions (with parameters, or bound to `fun`/`function`) and other values. Each binding of
; `let rec f … and g …` is its own definition. Operators (`let ( +++ ) a b`) and patterns other
; than a name (`let () = …`, `let a, b = …`) are left out.
(compilation_unit (value_definition
  (let_binding pattern: (value_name) @name (parameter)) @definition.function))
(compilation_unit (module_definition (module_binding body: (structure (value_definition
  (let_binding pattern: (value_name) @name (parameter)) @definition.function)))))
(structure (module_definition (module_binding body: (structure (value_definition
  (let_binding pattern: (value_name) @name (parameter)) @definition.function)))))
(compilation_unit (value_definition
  (let_binding pattern: (value_name) @name body: [(fun_expression) (function_expression)]) @definition.function))
(compilation_unit (module_definition (module_binding body: (structure (value_definition
  (let_binding pattern: (value_name) @name body: [(fun_expression) (function_expression)]) @definition.function)))))
(structure (module_definition (module_binding body: (structure (value_definition
  (let_binding pattern: (value_name) @name body: [(fun_expression) (function_expression)]) @definition.function)))))
; (The first match to complete wins a name: a value's pattern completes at its body, after a
; function's parameters.)
((compilation_unit (value_definition
  (let_binding pattern: (value_name) @name body: (_)) @definition.variable))
  (#not-eq? @name "_"))
((compilation_unit (module_definition (module_binding body: (structure (value_definition
  (let_binding pattern: (value_name) @name body: (_)) @definition.variable)))))
  (#not-eq? @name "_"))
((structure (module_definition (module_binding body: (structure (value_definition
  (let_binding pattern: (value_name) @name body: (_)) @definition.variable)))))
  (#not-eq? @name "_"))

; Externals (C primitives) are functions; `val` specifications in signatures are functions when
; their type is a function type, values otherwise.
(external (value_name) @name) @definition.function
(value_specification (value_name) @name (function_type)) @definition.function
(value_specification (value_name) @name (_) .) @definition.variable

; Modules (also functors and submodules; not `let module`), module types (interfaces).
(compilation_unit (module_definition (module_binding name: (module_name) @name) @definition.module))
(structure (module_definition (module_binding name: (module_name) @name) @definition.module))
(signature (module_definition (module_binding name: (module_name) @name) @definition.module))
(module_type_definition name: (module_type_name) @name) @definition.interface

; Types: variants are enums, records structs, anything else (aliases, abstract types, objects,
; polymorphic variants) a type; record fields; exceptions are types too.
(type_binding name: (type_constructor) @name body: (variant_declaration)) @definition.enum
(type_binding name: (type_constructor) @name body: (record_declaration)) @definition.struct
(type_binding name: (type_constructor) @name (_) .) @definition.type
(type_binding name: (type_constructor) @name .) @definition.type
(record_declaration (field_declaration (field_name) @name) @definition.field)
(exception_definition (constructor_declaration (constructor_name) @name)) @definition.type

; Classes and class types (interfaces), their methods, method specifications and instance
; variables (fields).
(class_binding name: (class_name) @name) @definition.class
(class_type_binding name: (class_type_name) @name) @definition.interface
(method_definition name: (method_name) @name) @definition.method
(method_specification (method_name) @name) @definition.method
(instance_variable_definition name: (instance_variable_name) @name) @definition.field

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Calls: `f x`, `M.f x`, `x |> f`, `f @@ x` → f; and any use of a qualified value (`List.iter`,
; `String.compare` passed as an argument, `M.empty`) → its name. The most common Stdlib functions
; are left out.
([
  (application_expression function: (value_path . (value_name) @name))
  (value_path (module_path) (value_name) @name)
  (infix_expression operator: (_) @_pipe right: (value_path . (value_name) @name))
  (infix_expression left: (value_path . (value_name) @name) operator: (_) @_apply)
] @reference.call
  (#eq? @_pipe "|>")
  (#eq? @_apply "@@")
  (#not-any-of? @name
    "raise" "raise_notrace" "failwith" "invalid_arg" "ignore" "not" "fst" "snd" "ref" "incr"
    "decr" "print_string" "print_endline" "print_newline" "print_int" "print_char"
    "prerr_endline" "prerr_string" "string_of_int" "int_of_string" "string_of_float"
    "float_of_string" "float_of_int" "int_of_float" "string_of_bool" "bool_of_string" "min"
    "max" "compare" "succ" "pred" "abs" "exit" "assert"))

; Method calls `obj#m` and functor applications `Map.Make (String)` → m, Make.
(method_invocation (method_name) @name) @reference.call
(module_application functor: (module_path (module_name) @name .)) @reference.call

; Objects: `new counter 3` → counter.
(new_expression (class_path (class_name) @name .)) @reference.new

; Type references (annotations, fields, constructors' arguments, signatures): a type by name,
; `M.name` by its name, `M.t` (a module's main type) by its module. Built-in types and one-letter
; locally abstract types (`fun (type a) …`) are left out.
((type_constructor_path . (type_constructor) @name) @reference.type
  (#not-match? @name "^(_|[a-su-z])$")
  (#not-any-of? @name
    "int" "float" "string" "bool" "unit" "char" "list" "array" "option" "ref" "exn" "bytes"
    "int32" "int64" "nativeint" "format" "format4" "format6" "lazy_t" "result" "seq"
    "in_channel" "out_channel"))
((type_constructor_path (extended_module_path) (type_constructor) @name) @reference.type
  (#not-eq? @name "t"))
((type_constructor_path (extended_module_path (module_name) @name .) (type_constructor) @_t) @reference.type
  (#eq? @_t "t"))
(module_parameter (module_type_path (module_type_name) @name)) @reference.type

; Inheritance: `inherit base`, `include M`, `include S` in signatures, and a module's signature
; (`module M : S = …`, `module M : S with type t = int = …`).
(inheritance_definition (class_path (class_name) @name .)) @reference.inherit
(inheritance_definition (class_application class: (class_path (class_name) @name .))) @reference.inherit
(inheritance_specification (class_type_path (class_type_name) @name .)) @reference.inherit
(include_module (module_path (module_name) @name .)) @reference.inherit
(include_module_type (module_type_path (module_type_name) @name)) @reference.inherit
(module_binding (module_type_path (module_type_name) @name)) @reference.inherit
(module_binding (module_type_constraint (module_type_path (module_type_name) @name))) @reference.inherit

; Imports: `open M`, `open A.B` (→ B), `let open M in …`, `M.(…)`.
(open_module (module_path (module_name) @name .)) @reference.import
(local_open_expression (module_path (module_name) @name .)) @reference.import
