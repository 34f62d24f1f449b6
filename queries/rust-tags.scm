; Tags for Rust (tree-sitter-rust from tree-sitter-wasms 0.1.13).

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Free functions at crate or module level, and in `extern` blocks (not fns nested in fn bodies).
(source_file (function_item name: (identifier) @name) @definition.function)
(mod_item body: (declaration_list (function_item name: (identifier) @name) @definition.function))
(foreign_mod_item body: (declaration_list (function_signature_item name: (identifier) @name) @definition.function))

; Methods: fns in impl blocks, provided and required fns in traits.
(impl_item body: (declaration_list (function_item name: (identifier) @name) @definition.method))
(trait_item body: (declaration_list (function_item name: (identifier) @name) @definition.method))
(trait_item body: (declaration_list (function_signature_item name: (identifier) @name) @definition.method))

; Types: struct, enum, union, trait, type alias, associated type of a trait.
(struct_item name: (type_identifier) @name) @definition.struct
(enum_item name: (type_identifier) @name) @definition.enum
(union_item name: (type_identifier) @name) @definition.union
(trait_item name: (type_identifier) @name) @definition.trait
(type_item name: (type_identifier) @name) @definition.type
(trait_item body: (declaration_list (associated_type name: (type_identifier) @name) @definition.type))

; Named fields of structs and unions.
(struct_item body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field))
(union_item body: (field_declaration_list (field_declaration name: (field_identifier) @name) @definition.field))

; impl blocks, named by the implementing type (`impl<T> Server<T>`, `impl fmt::Display for Event`).
(impl_item type: (type_identifier) @name) @definition.impl
(impl_item type: (generic_type type: (type_identifier) @name)) @definition.impl
(impl_item type: (scoped_type_identifier name: (type_identifier) @name)) @definition.impl
(impl_item type: (generic_type type: (scoped_type_identifier name: (type_identifier) @name))) @definition.impl

; Constants and statics at crate/module level and associated ones in impls and traits (not in fn bodies).
(source_file (const_item name: (identifier) @name) @definition.constant)
(declaration_list (const_item name: (identifier) @name) @definition.constant)
(source_file (static_item name: (identifier) @name) @definition.variable)
(declaration_list (static_item name: (identifier) @name) @definition.variable)

; Modules (`mod net;` and inline `mod inner { … }`) and `macro_rules!` macros.
(mod_item name: (identifier) @name) @definition.module
(macro_definition name: (identifier) @name) @definition.macro

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `foo()`; methods, `x.method()`; by a path, `Foo::new()`, `module::func()` (qualified); turbofish
; `x.collect::<T>()`. Enum-variant constructors of the prelude (`Some`, `Ok`, `Err`) are left out.
(call_expression
  function: (identifier) @name
  (#not-any-of? @name "Some" "Ok" "Err")) @reference.call
(call_expression function: (field_expression value: (_) @receiver field: (field_identifier) @name)) @reference.method
(call_expression function: (scoped_identifier name: (identifier) @name)) @reference.qualified
((call_expression
  function: (generic_function function: (identifier) @name)) @reference.call
  (#not-any-of? @name "Some" "Ok" "Err"))
(call_expression
  function: (generic_function
    function: (field_expression value: (_) @receiver field: (field_identifier) @name))) @reference.method
(call_expression
  function: (generic_function function: (scoped_identifier name: (identifier) @name))) @reference.qualified

; Values: a name read, passed, returned, assigned, compared, indexed, cast or put in a literal
; (`.map(clamp)`, `[MAX]`, `let f = clamp;`, `n as usize`, `Foo { limit: MAX }`, `return MAX`, a
; block's last expression): kept where the file defines or imports the name (see tags.ts).
[
  (arguments (identifier) @name)
  (array_expression (identifier) @name)
  (tuple_expression (identifier) @name)
  (let_declaration value: (identifier) @name)
  (const_item value: (identifier) @name)
  (static_item value: (identifier) @name)
  (field_initializer value: (identifier) @name)
  (assignment_expression right: (identifier) @name)
  (compound_assignment_expr right: (identifier) @name)
  (binary_expression left: (identifier) @name)
  (binary_expression right: (identifier) @name)
  (unary_expression (identifier) @name)
  (reference_expression value: (identifier) @name)
  (parenthesized_expression (identifier) @name)
  (index_expression (identifier) @name)
  (range_expression (identifier) @name)
  (type_cast_expression value: (identifier) @name)
  (return_expression (identifier) @name)
  (break_expression (identifier) @name)
  (block (identifier) @name)
  (closure_expression body: (identifier) @name)
  (match_arm value: (identifier) @name)
  (match_expression value: (identifier) @name)
  (if_expression condition: (identifier) @name)
  (while_expression condition: (identifier) @name)
  (let_condition value: (identifier) @name)
  (for_expression value: (identifier) @name)
] @reference.value
; The same through a path, `limits::clamp`, `Limits::MAX`: kept where the file imports the path's
; one segment (`use crate::limits;`), not through a longer path (`crate::limits::MAX`, see tags.ts).
; Enum variants (`Ordering::Less`: no definitions here) are left out.
((scoped_identifier path: (identifier) @receiver name: (identifier) @name) @reference.value
  (#not-match? @name "^[A-Z].*[a-z]")
  (#has-parent? @reference.value
    arguments array_expression tuple_expression let_declaration const_item static_item
    field_initializer assignment_expression compound_assignment_expr binary_expression
    unary_expression reference_expression parenthesized_expression index_expression
    range_expression type_cast_expression return_expression break_expression block
    closure_expression match_arm match_expression if_expression while_expression for_expression))

; Names a function or closure declares for itself (parameters, `let` and `for` variables, items in
; its body), and the bindings of its patterns (`let (a, b)`, match arms, `if let Some(x)`; a
; capitalised name in a pattern is a constant or a variant): a value or a call of that name after
; it, inside the function, is the local one, not the file's definition (`let x = x(…)` calls the
; file's x: see tags.ts).
[
  (parameter pattern: (identifier) @name)
  (closure_parameters (identifier) @name)
  (for_expression pattern: (identifier) @name)
  (let_declaration pattern: (identifier) @name)
  (block (const_item name: (identifier) @name))
  (block (static_item name: (identifier) @name))
  (block (function_item name: (identifier) @name))
] @local
([
  (tuple_pattern (identifier) @name)
  (slice_pattern (identifier) @name)
  (match_pattern (tuple_struct_pattern (identifier) @name))
  (let_declaration pattern: (tuple_struct_pattern (identifier) @name))
  (tuple_struct_pattern (tuple_struct_pattern (identifier) @name))
  (let_condition pattern: (tuple_struct_pattern (identifier) @name))
  (field_pattern pattern: (identifier) @name)
  (field_pattern name: (shorthand_field_identifier) @name)
  (ref_pattern (identifier) @name)
  (mut_pattern (identifier) @name)
  (reference_pattern (identifier) @name)
  (captured_pattern . (identifier) @name)
  (let_condition pattern: (identifier) @name)
  (match_pattern (identifier) @name)
] @local
  (#not-match? @name "^[A-Z]"))

; Struct literals `Foo { … }`, `module::Foo { … }`, `Enum::Variant { … }`: instantiation.
((struct_expression name: [
    (type_identifier) @name
    (scoped_type_identifier name: (type_identifier) @name)
    (generic_type_with_turbofish type: (type_identifier) @name)
  ]) @reference.new
  (#not-eq? @name "Self"))

; Macro invocations `foo!(…)`, `module::foo!(…)`; the standard library's own macros are left out.
((macro_invocation macro: [
    (identifier) @name
    (scoped_identifier name: (identifier) @name)
  ]) @reference.macro
  (#not-any-of? @name
    "assert" "assert_eq" "assert_ne" "cfg" "column" "compile_error" "concat" "dbg" "debug_assert"
    "debug_assert_eq" "debug_assert_ne" "env" "eprint" "eprintln" "file" "format" "format_args"
    "include" "include_bytes" "include_str" "line" "matches" "module_path" "option_env" "panic"
    "print" "println" "stringify" "thread_local" "todo" "unimplemented" "unreachable" "vec"
    "write" "writeln"))

; Trait impls: `impl Trait for Type` inherits from Trait; supertraits `trait A: B + C`.
(impl_item
  trait: [
    (type_identifier) @name
    (scoped_type_identifier name: (type_identifier) @name)
    (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)])
  ]) @reference.inherit
(trait_item
  bounds: (trait_bounds [
    (type_identifier) @name
    (scoped_type_identifier name: (type_identifier) @name)
    (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)])
  ])) @reference.inherit

; Type references: a type name (plain, path-qualified, or the base of a generic) in any type position:
; parameters, returns, fields, lets, consts, aliases, references, pointers, arrays, tuples, generic
; arguments and defaults, trait objects, `impl Trait`, trait bounds (of generic parameters, where
; clauses, associated types), casts, `<T as Trait>`, struct patterns. `Self` and `_` are left out;
; so are declarations of generic parameters, `?Sized` and the `Fn*(…)` sugar.
([
  (parameter type: (type_identifier) @name)
  (parameter type: (scoped_type_identifier name: (type_identifier) @name))
  (parameter type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (function_item return_type: (type_identifier) @name)
  (function_item return_type: (scoped_type_identifier name: (type_identifier) @name))
  (function_item return_type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (function_signature_item return_type: (type_identifier) @name)
  (function_signature_item return_type: (scoped_type_identifier name: (type_identifier) @name))
  (function_signature_item return_type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (function_type return_type: (type_identifier) @name)
  (function_type return_type: (scoped_type_identifier name: (type_identifier) @name))
  (function_type return_type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (closure_expression return_type: (type_identifier) @name)
  (closure_expression return_type: (scoped_type_identifier name: (type_identifier) @name))
  (closure_expression return_type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (field_declaration type: (type_identifier) @name)
  (field_declaration type: (scoped_type_identifier name: (type_identifier) @name))
  (field_declaration type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (ordered_field_declaration_list type: (type_identifier) @name)
  (ordered_field_declaration_list type: (scoped_type_identifier name: (type_identifier) @name))
  (ordered_field_declaration_list type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (let_declaration type: (type_identifier) @name)
  (let_declaration type: (scoped_type_identifier name: (type_identifier) @name))
  (let_declaration type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (const_item type: (type_identifier) @name)
  (const_item type: (scoped_type_identifier name: (type_identifier) @name))
  (const_item type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (static_item type: (type_identifier) @name)
  (static_item type: (scoped_type_identifier name: (type_identifier) @name))
  (static_item type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (type_item type: (type_identifier) @name)
  (type_item type: (scoped_type_identifier name: (type_identifier) @name))
  (type_item type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (reference_type type: (type_identifier) @name)
  (reference_type type: (scoped_type_identifier name: (type_identifier) @name))
  (reference_type type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (pointer_type type: (type_identifier) @name)
  (pointer_type type: (scoped_type_identifier name: (type_identifier) @name))
  (pointer_type type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (array_type element: (type_identifier) @name)
  (array_type element: (scoped_type_identifier name: (type_identifier) @name))
  (array_type element: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (tuple_type (type_identifier) @name)
  (tuple_type (scoped_type_identifier name: (type_identifier) @name))
  (tuple_type (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (type_arguments (type_identifier) @name)
  (type_arguments (scoped_type_identifier name: (type_identifier) @name))
  (type_arguments (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (type_binding type: (type_identifier) @name)
  (type_binding type: (scoped_type_identifier name: (type_identifier) @name))
  (type_binding type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (dynamic_type trait: (type_identifier) @name)
  (dynamic_type trait: (scoped_type_identifier name: (type_identifier) @name))
  (dynamic_type trait: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (abstract_type trait: (type_identifier) @name)
  (abstract_type trait: (scoped_type_identifier name: (type_identifier) @name))
  (abstract_type trait: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (bounded_type (type_identifier) @name)
  (bounded_type (scoped_type_identifier name: (type_identifier) @name))
  (bounded_type (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (type_cast_expression type: (type_identifier) @name)
  (type_cast_expression type: (scoped_type_identifier name: (type_identifier) @name))
  (type_cast_expression type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (function_type parameters: (parameters (type_identifier) @name))
  (function_type parameters: (parameters (scoped_type_identifier name: (type_identifier) @name)))
  (function_type parameters: (parameters (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)])))
  (optional_type_parameter default_type: (type_identifier) @name)
  (optional_type_parameter default_type: (scoped_type_identifier name: (type_identifier) @name))
  (optional_type_parameter default_type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (higher_ranked_trait_bound type: (type_identifier) @name)
  (higher_ranked_trait_bound type: (scoped_type_identifier name: (type_identifier) @name))
  (higher_ranked_trait_bound type: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (qualified_type type: (type_identifier) @name)
  (qualified_type alias: (type_identifier) @name)
  (qualified_type alias: (scoped_type_identifier name: (type_identifier) @name))
  (qualified_type alias: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (constrained_type_parameter bounds: (trait_bounds (type_identifier) @name))
  (constrained_type_parameter bounds: (trait_bounds (scoped_type_identifier name: (type_identifier) @name)))
  (constrained_type_parameter bounds: (trait_bounds (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)])))
  (where_predicate bounds: (trait_bounds (type_identifier) @name))
  (where_predicate bounds: (trait_bounds (scoped_type_identifier name: (type_identifier) @name)))
  (where_predicate bounds: (trait_bounds (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)])))
  (associated_type bounds: (trait_bounds (type_identifier) @name))
  (associated_type bounds: (trait_bounds (scoped_type_identifier name: (type_identifier) @name)))
  (associated_type bounds: (trait_bounds (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)])))
  (where_predicate left: (generic_type type: [(type_identifier) @name (scoped_type_identifier name: (type_identifier) @name)]))
  (struct_pattern type: (type_identifier) @name)
  (struct_pattern type: (scoped_type_identifier name: (type_identifier) @name))
] @reference.type
  (#not-any-of? @name "Self" "_"))

; The type in a path `Foo::new()`, `Foo::CONST`, `Enum::Variant`, `Self::Assoc`-free: the segment
; before the last, when it is capitalised (a type, not a module).
([
  (scoped_identifier path: (identifier) @name)
  (scoped_identifier path: (scoped_identifier name: (identifier) @name))
  (scoped_identifier path: (generic_type type: (type_identifier) @name))
  (scoped_type_identifier path: (identifier) @name)
  (scoped_type_identifier path: (scoped_identifier name: (identifier) @name))
] @reference.type
  (#match? @name "^[A-Z]")
  (#not-eq? @name "Self"))

; `use` imports: each imported name (the last path segment; the original name of `x as y`, whose
; `@alias` the file uses for it: see tags.ts; the module itself for `{self, …}`), and `extern crate`.
(use_declaration argument: (identifier) @name) @reference.import
(use_declaration argument: (scoped_identifier name: (identifier) @name)) @reference.import
(use_declaration argument: (use_as_clause path: [(identifier) @name (scoped_identifier name: (identifier) @name)] alias: (identifier) @alias)) @reference.import
(use_list (identifier) @name) @reference.import
(use_list (scoped_identifier name: (identifier) @name)) @reference.import
(use_list (use_as_clause path: [(identifier) @name (scoped_identifier name: (identifier) @name)] alias: (identifier) @alias)) @reference.import
(scoped_use_list
  path: [(identifier) @name (scoped_identifier name: (identifier) @name)]
  list: (use_list (self))) @reference.import
(extern_crate_declaration name: (identifier) @name) @reference.import

; Module paths, resolved to files so that a name links first to the definition the file imports:
; `use crate::a::b::Item` → crate::a::b::Item, `use super::x::{A, B}` → super::x, and `mod x;` → x.
(use_declaration argument: (scoped_identifier) @name) @reference.module
(use_declaration argument: (scoped_use_list path: (_) @name)) @reference.module
(use_declaration argument: (use_as_clause path: (scoped_identifier) @name)) @reference.module
(mod_item !body name: (identifier) @name) @reference.module
; Inside use lists, the lists' own paths (relative to the list's path: the resolver tries the crate
; root, then the module): `use crate::{a::B, c::{D, E}}` → a::B, c. Glob imports, `use super::*;` →
; super. `extern crate x;` → x.
(use_list (scoped_identifier) @name) @reference.module
(use_list (scoped_use_list path: (_) @name)) @reference.module
(use_list (use_as_clause path: (scoped_identifier) @name)) @reference.module
(use_declaration argument: (use_wildcard (_) @name)) @reference.module
(extern_crate_declaration name: (identifier) @name) @reference.module

; Receiver types a file states: `@name` is the variable, `@type` its type's name. `x.m()` on a
; parameter `x: &Foo`, `let x: Foo`, `let x = Foo::new()` (any associated function of a type named
; in capitals) or `let x = Foo { … }` means Foo's method m (see tags.ts, typed references).
(parameter
  pattern: (identifier) @name
  type: [(type_identifier) @type
         (generic_type type: (type_identifier) @type)
         (scoped_type_identifier name: (type_identifier) @type)
         (reference_type type: [(type_identifier) @type
                                (generic_type type: (type_identifier) @type)
                                (scoped_type_identifier name: (type_identifier) @type)])]) @binding
(let_declaration
  pattern: (identifier) @name
  type: [(type_identifier) @type
         (generic_type type: (type_identifier) @type)
         (scoped_type_identifier name: (type_identifier) @type)
         (reference_type type: [(type_identifier) @type (scoped_type_identifier name: (type_identifier) @type)])]) @binding
((let_declaration
  pattern: (identifier) @name
  !type
  value: (call_expression function: (scoped_identifier path: [(identifier) (scoped_identifier name: (identifier))] @type))) @binding
  (#match? @type "(^|::)[A-Z][A-Za-z0-9_]*$"))
(let_declaration
  pattern: (identifier) @name
  !type
  value: (struct_expression name: [(type_identifier) @type (scoped_type_identifier name: (type_identifier) @type)])) @binding
