; Tags for Swift (tree-sitter-swift from tree-sitter-wasms 0.1.13). Classes, structs, enums, actors
; and extensions are all `class_declaration`, told apart by their `declaration_kind` keyword; the
; grammar's `name:` field also holds parameter, return and annotation types, so names are matched
; by node type too.

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Types at the top level and nested in type bodies (local types in function bodies are left out):
; classes, actors, structs, enums, protocols, type aliases and associated types; extensions are
; impls named by the extended type (`extension Foo.Bar<T>` → Bar).
; (Where a definition may sit is an allow-list of parents, `#has-parent?`, rather than an
; alternation of one nested pattern per place: tree-sitter analyses every alternative against the
; grammar, which took seconds for Swift's, in every thread that parses it.)
((class_declaration declaration_kind: ["class" "actor"] name: (type_identifier) @name) @definition.class
  (#has-parent? @definition.class source_file class_body enum_class_body))
((class_declaration declaration_kind: "struct" name: (type_identifier) @name) @definition.struct
  (#has-parent? @definition.struct source_file class_body enum_class_body))
((class_declaration declaration_kind: "enum" name: (type_identifier) @name) @definition.enum
  (#has-parent? @definition.enum source_file class_body enum_class_body))
((protocol_declaration name: (type_identifier) @name) @definition.interface
  (#has-parent? @definition.interface source_file class_body enum_class_body))
[
  (class_declaration declaration_kind: "extension" name: (user_type (type_identifier) @name .)) @definition.impl
  (class_declaration declaration_kind: "extension" name: (user_type (type_identifier) @name . (type_arguments) .)) @definition.impl
]
((typealias_declaration name: (type_identifier) @name) @definition.type
  (#has-parent? @definition.type source_file protocol_body))
((class_declaration body: (_ (typealias_declaration name: (type_identifier) @name) @definition.type)) @_owner
  (#has-parent? @_owner source_file class_body enum_class_body))
(protocol_body (associatedtype_declaration name: (type_identifier) @name) @definition.type)

; Functions at the top level; methods of top-level and nested types, extensions and protocols (not
; of local types; operator functions have no identifier and are left out); initializers, named by
; their `init` keyword; macros.
(source_file (function_declaration name: (simple_identifier) @name) @definition.function)
((class_declaration body: (_ (function_declaration name: (simple_identifier) @name) @definition.method)) @_owner
  (#has-parent? @_owner source_file class_body enum_class_body))
(protocol_body (protocol_function_declaration name: (simple_identifier) @name) @definition.method)
((class_declaration body: (_ (init_declaration "init" @name) @definition.constructor)) @_owner
  (#has-parent? @_owner source_file class_body enum_class_body))
(protocol_body (init_declaration "init" @name) @definition.constructor)
(macro_declaration (simple_identifier) @name) @definition.macro

; Global `let` constants and `var` variables (each name of `let a = 1, b = 2` and of tuple
; patterns); stored and computed properties of types, extensions and protocols; enum cases.
(source_file
  (property_declaration (value_binding_pattern "let") name: (pattern bound_identifier: (simple_identifier) @name)) @definition.constant)
(source_file
  (property_declaration (value_binding_pattern "let") name: (pattern (pattern (simple_identifier) @name))) @definition.constant)
(source_file
  (property_declaration (value_binding_pattern "var") name: (pattern bound_identifier: (simple_identifier) @name)) @definition.variable)
(source_file
  (property_declaration (value_binding_pattern "var") name: (pattern (pattern (simple_identifier) @name))) @definition.variable)
((class_declaration body: (_ (property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.property)) @_owner
  (#has-parent? @_owner source_file class_body enum_class_body))
(protocol_body (protocol_property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.property)
((class_declaration body: (enum_class_body (enum_entry name: (simple_identifier) @name) @definition.constant)) @_owner
  (#has-parent? @_owner source_file class_body enum_class_body))

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `f(x)`, `obj.f(x)`, `f { … }` (trailing closures). A capitalised callee is an
; instantiation (`Point(x: 1)`, `Foo.Bar()`), as is `Box<T>(x)`; XCTest's capitalised assertion
; functions are calls. `self.init(…)`, `super.init(…)` and subscripts `items[i]` are left out.
((call_expression . (simple_identifier) @name (call_suffix [(value_arguments "(") (lambda_literal)])) @reference.call
  (#match? @name "^([^A-Z]|XCT)"))
((call_expression . (simple_identifier) @name (call_suffix [(value_arguments "(") (lambda_literal)])) @reference.new
  (#match? @name "^[A-Z]")
  (#not-match? @name "^XCT"))
((call_expression
  . (navigation_expression suffix: (navigation_suffix suffix: (simple_identifier) @name))
  (call_suffix [(value_arguments "(") (lambda_literal)])) @reference.call
  (#match? @name "^([^A-Z]|XCT)")
  (#not-eq? @name "init"))
((call_expression
  . (navigation_expression suffix: (navigation_suffix suffix: (simple_identifier) @name))
  (call_suffix [(value_arguments "(") (lambda_literal)])) @reference.new
  (#match? @name "^[A-Z]")
  (#not-match? @name "^XCT"))
[
  (constructor_expression constructed_type: (user_type (type_identifier) @name .))
  (constructor_expression constructed_type: (user_type (type_identifier) @name . (type_arguments) .))
] @reference.new

; Inheritance and conformance: superclass and protocols of classes, structs, enums, actors,
; extensions and protocols (`: Base, P & Q`); an enum's raw type and other built-in types are
; left out.
([
  (inheritance_specifier inherits_from: (user_type (type_identifier) @name .))
  (inheritance_specifier inherits_from: (user_type (type_identifier) @name . (type_arguments) .))
] @reference.inherit
  (#not-any-of? @name
    "Any" "AnyObject" "Bool" "Character" "Double" "Float" "Int" "Int8" "Int16" "Int32" "Int64"
    "UInt" "UInt8" "UInt16" "UInt32" "UInt64" "String" "Void" "Never" "Self"))

; Type references: a type name (plain, the last segment of a qualified name, or the base of a
; generic) in any type position: parameters, annotations, return types, optionals, arrays and
; dictionaries, tuples, closures, generic arguments and constraints, `some`/`any`, `as`/`is`,
; aliases, enum payloads, patterns, `Foo<T>.bar`, `T.Type`. Built-in types are left out.
; (One pattern per shape with an allow-list of parents: an alternation of one pattern per parent
; took 2 s to compile in every thread that parses Swift.)
((user_type (type_identifier) @name .) @reference.type
  (#has-parent? @reference.type
    parameter type_annotation optional_type type_arguments existential_type opaque_type
    function_declaration protocol_function_declaration subscript_declaration array_type
    dictionary_type tuple_type_item function_type lambda_function_type lambda_parameter
    enum_type_parameters as_expression check_expression inheritance_constraint
    equality_constraint type_parameter protocol_composition_type typealias_declaration
    associatedtype_declaration pattern navigation_expression metatype type_parameter_pack
    type_pack_expansion)
  (#not-any-of? @name
    "Any" "AnyObject" "Bool" "Character" "Double" "Float" "Int" "Int8" "Int16" "Int32" "Int64"
    "UInt" "UInt8" "UInt16" "UInt32" "UInt64" "String" "Void" "Never" "Self"))
((user_type (type_identifier) @name . (type_arguments) .) @reference.type
  (#has-parent? @reference.type
    parameter type_annotation optional_type type_arguments existential_type opaque_type
    function_declaration protocol_function_declaration subscript_declaration array_type
    dictionary_type tuple_type_item function_type lambda_function_type lambda_parameter
    enum_type_parameters as_expression check_expression inheritance_constraint
    equality_constraint type_parameter protocol_composition_type typealias_declaration
    associatedtype_declaration pattern navigation_expression metatype type_parameter_pack
    type_pack_expansion)
  (#not-any-of? @name
    "Any" "AnyObject" "Bool" "Character" "Double" "Float" "Int" "Int8" "Int16" "Int32" "Int64"
    "UInt" "UInt8" "UInt16" "UInt32" "UInt64" "String" "Void" "Never" "Self"))
((key_path_expression (type_identifier) @name) @reference.type
  (#not-any-of? @name
    "Any" "AnyObject" "Bool" "Character" "Double" "Float" "Int" "Int8" "Int16" "Int32" "Int64"
    "UInt" "UInt8" "UInt16" "UInt32" "UInt64" "String" "Void" "Never" "Self"))

; Outer types in qualified type names: `Foo` in `Foo.Bar` (capitalised segments only, so module
; names are left out).
((user_type (type_identifier) @name . (type_identifier)) @reference.type
  (#match? @name "^[A-Z]"))

; Types used through their static members: `DispatchQueue.main`, `Color.red`, `Foo.make()` (a
; capitalised name with a lowercase letter, so constants are left out).
((navigation_expression target: (simple_identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Attributes that name types: property wrappers and global actors (`@Published`, `@MainActor`);
; the compiler's own lowercase ones (`@objc`, `@escaping`, `@available`) are left out.
((attribute (user_type (type_identifier) @name .)) @reference.type
  (#match? @name "^[A-Z]"))

; Imports: the module, or the last segment of a declaration import (`import struct A.B` → B).
(import_declaration (identifier (simple_identifier) @name .)) @reference.import
