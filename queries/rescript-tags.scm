; Tags for ReScript (tree-sitter-rescript from tree-sitter-wasms 0.1.13).
; Module level is the file (`source_file`), a module's `{…}` body, a functor's body, or a module
; type's signature: the patterns name those parents, so `let`s in function bodies are left out.

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; `let f = (a, b) => …` is a function (the declaration is captured, so the signature keeps
; `let rec`); other `let`s are constants (bindings are immutable). In a module type or a .resi,
; `let f: (int, int) => int` is a function, `let x: int` a constant. Destructuring patterns and
; `_` are no names. (The first completed match of a name and line wins: constants are matched
; through their body, so they complete on the same node as functions, and after them.)
(source_file (let_declaration (let_binding pattern: (value_identifier) @name body: (function))) @definition.function)
(module_binding definition: (block (let_declaration (let_binding pattern: (value_identifier) @name body: (function))) @definition.function))
(functor body: (block (let_declaration (let_binding pattern: (value_identifier) @name body: (function))) @definition.function))
((source_file (let_declaration (let_binding pattern: (value_identifier) @name body: (_))) @definition.constant)
  (#not-eq? @name "_"))
((module_binding definition: (block (let_declaration (let_binding pattern: (value_identifier) @name body: (_))) @definition.constant))
  (#not-eq? @name "_"))
((functor body: (block (let_declaration (let_binding pattern: (value_identifier) @name body: (_))) @definition.constant))
  (#not-eq? @name "_"))
((source_file (let_declaration (let_binding pattern: (value_identifier) @name !body (type_annotation) @_type)) @definition.function)
  (#match? @_type "=>"))
((module_binding definition: (block (let_declaration (let_binding pattern: (value_identifier) @name !body (type_annotation) @_type)) @definition.function))
  (#match? @_type "=>"))
((source_file (let_declaration (let_binding pattern: (value_identifier) @name !body (type_annotation) @_type)) @definition.constant)
  (#not-match? @_type "=>"))
((module_binding definition: (block (let_declaration (let_binding pattern: (value_identifier) @name !body (type_annotation) @_type)) @definition.constant))
  (#not-match? @_type "=>"))

; Externals: `external readFile: (string, string) => string = "readFileSync"` is a function,
; `external window: Dom.window = "window"` a constant.
((external_declaration (value_identifier) @name (type_annotation) @_type) @definition.function
  (#match? @_type "=>"))
((external_declaration (value_identifier) @name (type_annotation) @_type) @definition.constant
  (#not-match? @_type "=>"))

; Types: records are structs (their fields too), variants enums, the rest type aliases and
; abstract types. `type rec` and `and` bindings each get their own tag.
(type_binding name: (type_identifier) @name body: (record_type)) @definition.struct
(type_binding name: (type_identifier) @name body: (variant_type)) @definition.enum
(type_binding name: (type_identifier) @name !body) @definition.type
(type_binding name: (type_identifier) @name body: (_)) @definition.type
(type_binding body: (record_type (record_type_field (property_identifier) @name) @definition.field))

; Exceptions: `exception NotFound(string)`.
(exception_declaration (variant_identifier) @name) @definition.type

; Modules, functors (`module Make = (Item: Show) => {…}`), module types (`module type Show = {…}`).
(module_declaration "type" (module_binding name: (module_identifier) @name) @definition.interface)
(module_binding name: (module_identifier) @name) @definition.module

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `f(x)`, `Utils.double(x)`, and the right side of a pipe: `x->f`, `x->Js.log`
; (`x->f(a)` is a call node itself).
(call_expression function: (value_identifier) @name) @reference.call
(call_expression function: (value_identifier_path (value_identifier) @name .)) @reference.call
(pipe_expression (value_identifier) @name .) @reference.call
(pipe_expression (value_identifier_path (value_identifier) @name .) .) @reference.call

; Module access: the module before a value or a type (`Utils.double`, `Belt.Map.String.get`
; → String, `Js.Dict.t` → Dict). Modules are type-like namespaces: tagged as type references.
(value_identifier_path (module_identifier) @name . (value_identifier)) @reference.type
(value_identifier_path (module_identifier_path (module_identifier) @name .)) @reference.type
(type_identifier_path (module_identifier) @name . (type_identifier)) @reference.type
(type_identifier_path (module_identifier_path (module_identifier) @name .)) @reference.type

; Module aliases and functor applications: `module M = Belt.Map.String`, `module S = MakeSet(Int)`.
(module_binding definition: (module_identifier) @name) @reference.type
(module_binding definition: (module_identifier_path (module_identifier) @name .)) @reference.type
(functor_use (module_identifier) @name) @reference.call
(functor_parameter (module_type_annotation (module_identifier) @name)) @reference.type

; JSX components: `<Button …>`, `<Layout.Header />` (lower-case DOM elements are left out).
((jsx_opening_element name: (jsx_identifier) @name) @reference.jsx
  (#match? @name "^[A-Z]"))
((jsx_self_closing_element name: (jsx_identifier) @name) @reference.jsx
  (#match? @name "^[A-Z]"))
(jsx_opening_element name: (nested_jsx_identifier (jsx_identifier) @name .)) @reference.jsx
(jsx_self_closing_element name: (nested_jsx_identifier (jsx_identifier) @name .)) @reference.jsx

; Type references in annotations, parameters, returns, fields, variant payloads, generic
; arguments and alias bodies (built-in types and type variables `'a` left out).
([
  (type_annotation (type_identifier) @name)
  (parameter (type_identifier) @name)
  (function_type_parameters (type_identifier) @name)
  (function_type (type_identifier) @name)
  (generic_type (type_identifier) @name)
  (type_arguments (type_identifier) @name)
  (tuple_type (type_identifier) @name)
  (variant_parameters (type_identifier) @name)
  (polyvar_parameters (type_identifier) @name)
  (as_aliasing_type (type_identifier) @name)
  (type_binding name: (_) (type_identifier) @name)
] @reference.type
  (#not-any-of? @name
    "int" "float" "string" "bool" "unit" "char" "array" "list" "option" "result" "promise" "exn"
    "dict" "bigint" "unknown" "t" "_")
  (#not-match? @name "^'"))

; `include Item` mixes a module's members in.
(include_statement (module_identifier) @name) @reference.inherit
(include_statement (module_identifier_path (module_identifier) @name .)) @reference.inherit

; `open Belt`, `open! Js.Promise` → Promise: the module opened.
(open_statement (module_identifier) @name) @reference.import
(open_statement (module_identifier_path (module_identifier) @name .)) @reference.import
