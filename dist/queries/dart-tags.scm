; Tags for Dart (tree-sitter-dart from tree-sitter-wasms 0.1.13). In this grammar a function's
; signature and its body are siblings (no node holds both), and a top-level variable's keywords,
; type and declarators are children of the file itself: signatures and declarators are the
; definitions here. Qualified names are flat (`p.Base<int>` is two type_identifiers), so
; capitalisation tells types from import prefixes.

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Types: classes (abstract, sealed, base, final, interface, mixin classes), mixins, enums, extension
; types, named extensions (impls, named by the extension), type aliases old and new.
(class_definition name: (identifier) @name) @definition.class
(mixin_declaration (identifier) @name) @definition.trait
(enum_declaration name: (identifier) @name) @definition.enum
(extension_type_declaration name: (identifier) @name) @definition.class
(extension_declaration name: (identifier) @name) @definition.impl
(type_alias . (type_identifier) @name . "=") @definition.type
(type_alias . (type_identifier) @name . (type_parameters) . "=") @definition.type
(type_alias (type_identifier) @name . (formal_parameter_list)) @definition.type
(type_alias (type_identifier) @name . (type_parameters) . (formal_parameter_list)) @definition.type

; Top-level functions, getters and setters, constants (`const`) and variables (`final`, `var`,
; typed, `late`); locals in function bodies are left out.
(program (function_signature name: (identifier) @name) @definition.function)
(program (getter_signature name: (identifier) @name) @definition.variable)
(program (setter_signature name: (identifier) @name) @definition.variable)
(program
  (const_builtin) .
  (static_final_declaration_list (static_final_declaration . (identifier) @name) @definition.constant))
(program
  (const_builtin) . (type_identifier) .
  (static_final_declaration_list (static_final_declaration . (identifier) @name) @definition.constant))
(program
  (const_builtin) . (type_identifier) . (type_arguments) .
  (static_final_declaration_list (static_final_declaration . (identifier) @name) @definition.constant))
(program (static_final_declaration_list (static_final_declaration . (identifier) @name) @definition.variable))
(program (initialized_identifier_list (initialized_identifier . (identifier) @name) @definition.variable))

; Members of classes, mixins, enums, extensions and extension types: methods (abstract and external
; ones too; operators have no identifier and are left out), getters and setters as properties,
; constructors (unnamed ones named by the class, named ones by their own name: `Order.empty()` →
; empty; const, factory and redirecting ones too), fields, `const` fields, enum values.
(method_signature (function_signature name: (identifier) @name)) @definition.method
(method_signature (getter_signature name: (identifier) @name)) @definition.property
(method_signature (setter_signature name: (identifier) @name)) @definition.property
[
  (class_body (declaration (function_signature name: (identifier) @name)) @definition.method)
  (enum_body (declaration (function_signature name: (identifier) @name)) @definition.method)
  (extension_body (declaration (function_signature name: (identifier) @name)) @definition.method)
]
[
  (class_body (declaration (getter_signature name: (identifier) @name)) @definition.property)
  (class_body (declaration (setter_signature name: (identifier) @name)) @definition.property)
  (enum_body (declaration (getter_signature name: (identifier) @name)) @definition.property)
  (extension_body (declaration (getter_signature name: (identifier) @name)) @definition.property)
]
[
  (declaration (constructor_signature name: (identifier) @name . (formal_parameter_list)))
  (declaration (constant_constructor_signature (identifier) @name . (formal_parameter_list)))
  (declaration (factory_constructor_signature (identifier) @name . (formal_parameter_list)))
  (declaration (redirecting_factory_constructor_signature (identifier) @name . (formal_parameter_list)))
  (method_signature (constructor_signature name: (identifier) @name . (formal_parameter_list)))
  (method_signature (factory_constructor_signature (identifier) @name . (formal_parameter_list)))
] @definition.constructor
[
  (class_body (declaration (const_builtin) (static_final_declaration_list (static_final_declaration . (identifier) @name))) @definition.constant)
  (enum_body (declaration (const_builtin) (static_final_declaration_list (static_final_declaration . (identifier) @name))) @definition.constant)
  (extension_body (declaration (const_builtin) (static_final_declaration_list (static_final_declaration . (identifier) @name))) @definition.constant)
]
[
  (class_body (declaration (static_final_declaration_list (static_final_declaration . (identifier) @name))) @definition.field)
  (class_body (declaration (initialized_identifier_list (initialized_identifier . (identifier) @name))) @definition.field)
  (enum_body (declaration (static_final_declaration_list (static_final_declaration . (identifier) @name))) @definition.field)
  (enum_body (declaration (initialized_identifier_list (initialized_identifier . (identifier) @name))) @definition.field)
  (extension_body (declaration (static_final_declaration_list (static_final_declaration . (identifier) @name))) @definition.field)
]
(enum_constant name: (identifier) @name) @definition.constant

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `f(x)`, `f<T>(x)`, `obj.f(x)`, `obj?.f(x)`, `super.f(x)`, cascades `..f(x)`. A
; capitalised callee is an instantiation (`Order(id)`, `p.Client()`; `new` is optional in Dart).
((_ (identifier) @name . (selector (argument_part))) @reference.call
  (#match? @name "^_?[a-z$]"))
((_ (identifier) @name . (selector (argument_part))) @reference.new
  (#match? @name "^_?[A-Z]"))
([
  (_ (selector (unconditional_assignable_selector (identifier) @name)) . (selector (argument_part)))
  (_ (selector (conditional_assignable_selector (identifier) @name)) . (selector (argument_part)))
  (_ (unconditional_assignable_selector (identifier) @name) . (selector (argument_part)))
  (cascade_section (cascade_selector (identifier) @name) . (argument_part))
] @reference.call
  (#match? @name "^_?[a-z$]"))
([
  (_ (selector (unconditional_assignable_selector (identifier) @name)) . (selector (argument_part)))
  (_ (selector (conditional_assignable_selector (identifier) @name)) . (selector (argument_part)))
] @reference.new
  (#match? @name "^_?[A-Z]"))

; `new Foo()`, `new p.Foo<T>()`, `const Foo()`, `const Foo.named()` (the import prefix and the
; constructor's name are left out by their lowercase).
([
  (new_expression (type_identifier) @name)
  (new_expression (identifier) @name)
  (const_object_expression (type_identifier) @name)
  (const_object_expression (identifier) @name)
] @reference.new
  (#match? @name "^_?[A-Z]"))

; Inheritance: `extends`, `with` (mixins), `implements`, and a mixin's `on` types.
([
  (superclass (type_identifier) @name)
  (mixins (type_identifier) @name)
  (interfaces (type_identifier) @name)
  (mixin_declaration (type_identifier) @name)
] @reference.inherit
  (#match? @name "^_?[A-Z]")
  (#not-any-of? @name "Object" "Enum"))

; Type references in any type position: parameters, return types, fields and variables, type
; arguments and bounds, function and record types, casts and type tests, `on` clauses of `try`,
; patterns, extension targets, aliased types, redirections and tear-offs. Capitalised names only
; (import prefixes are lowercase); Dart's core types are left out.
([
  (type_arguments (type_identifier) @name)
  (type_bound (type_identifier) @name)
  (normal_parameter_type (type_identifier) @name)
  (typed_identifier (type_identifier) @name)
  (formal_parameter (type_identifier) @name)
  (super_formal_parameter (type_identifier) @name)
  (function_type (type_identifier) @name)
  (record_type_field (type_identifier) @name)
  (function_signature (type_identifier) @name)
  (getter_signature (type_identifier) @name)
  (setter_signature (type_identifier) @name)
  (operator_signature (type_identifier) @name)
  (declaration (type_identifier) @name)
  (program (type_identifier) @name)
  (initialized_variable_definition (type_identifier) @name)
  (for_loop_parts (type_identifier) @name)
  (representation_declaration (type_identifier) @name)
  (type_cast (type_identifier) @name)
  (type_test (type_identifier) @name)
  (try_statement (type_identifier) @name)
  (object_pattern (type_identifier) @name)
  (variable_pattern (type_identifier) @name)
  (extension_declaration (type_identifier) @name)
  (type_alias "=" (type_identifier) @name)
  (redirecting_factory_constructor_signature (type_identifier) @name)
  (constructor_tearoff (type_identifier) @name)
] @reference.type
  (#match? @name "^_?[A-Z]")
  (#not-any-of? @name "String" "Object" "Null" "Never" "Function" "Enum" "Record"))

; Types used through their static members and named constructors: `Uri.parse(s)`, `Color.red`,
; `Order.empty()` (a capitalised name with a lowercase letter, so constants are left out).
((_ (identifier) @name . (selector [(unconditional_assignable_selector) (conditional_assignable_selector)])) @reference.type
  (#match? @name "^_?[A-Z][A-Z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Annotations naming classes (`@JsonSerializable()`; the lowercase `@override` and `@deprecated`
; are constants).
((annotation name: (identifier) @name) @reference.type
  (#match? @name "^_?[A-Z]"))

; Imports and exports: the library (the engine keeps the URI's last path segment), and each name
; of a `show` combinator.
(import_specification (configurable_uri (uri (string_literal) @name))) @reference.import
(library_export (configurable_uri (uri (string_literal) @name))) @reference.import
(import_specification (combinator "show" (identifier) @name)) @reference.import
