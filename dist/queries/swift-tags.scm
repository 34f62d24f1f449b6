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
[
  (source_file (class_declaration declaration_kind: ["class" "actor"] name: (type_identifier) @name) @definition.class)
  (class_body (class_declaration declaration_kind: ["class" "actor"] name: (type_identifier) @name) @definition.class)
  (enum_class_body (class_declaration declaration_kind: ["class" "actor"] name: (type_identifier) @name) @definition.class)
]
[
  (source_file (class_declaration declaration_kind: "struct" name: (type_identifier) @name) @definition.struct)
  (class_body (class_declaration declaration_kind: "struct" name: (type_identifier) @name) @definition.struct)
  (enum_class_body (class_declaration declaration_kind: "struct" name: (type_identifier) @name) @definition.struct)
]
[
  (source_file (class_declaration declaration_kind: "enum" name: (type_identifier) @name) @definition.enum)
  (class_body (class_declaration declaration_kind: "enum" name: (type_identifier) @name) @definition.enum)
  (enum_class_body (class_declaration declaration_kind: "enum" name: (type_identifier) @name) @definition.enum)
]
[
  (source_file (protocol_declaration name: (type_identifier) @name) @definition.interface)
  (class_body (protocol_declaration name: (type_identifier) @name) @definition.interface)
  (enum_class_body (protocol_declaration name: (type_identifier) @name) @definition.interface)
]
[
  (class_declaration declaration_kind: "extension" name: (user_type (type_identifier) @name .)) @definition.impl
  (class_declaration declaration_kind: "extension" name: (user_type (type_identifier) @name . (type_arguments) .)) @definition.impl
]
[
  (source_file (typealias_declaration name: (type_identifier) @name) @definition.type)
  (source_file (class_declaration body: (class_body (typealias_declaration name: (type_identifier) @name) @definition.type)))
  (source_file (class_declaration body: (enum_class_body (typealias_declaration name: (type_identifier) @name) @definition.type)))
  (class_body (class_declaration body: (class_body (typealias_declaration name: (type_identifier) @name) @definition.type)))
  (class_body (class_declaration body: (enum_class_body (typealias_declaration name: (type_identifier) @name) @definition.type)))
  (enum_class_body (class_declaration body: (class_body (typealias_declaration name: (type_identifier) @name) @definition.type)))
  (enum_class_body (class_declaration body: (enum_class_body (typealias_declaration name: (type_identifier) @name) @definition.type)))
  (protocol_body (typealias_declaration name: (type_identifier) @name) @definition.type)
  (protocol_body (associatedtype_declaration name: (type_identifier) @name) @definition.type)
]

; Functions at the top level; methods of top-level and nested types, extensions and protocols (not
; of local types; operator functions have no identifier and are left out); initializers, named by
; their `init` keyword; macros.
(source_file (function_declaration name: (simple_identifier) @name) @definition.function)
[
  (source_file (class_declaration body: (class_body (function_declaration name: (simple_identifier) @name) @definition.method)))
  (source_file (class_declaration body: (enum_class_body (function_declaration name: (simple_identifier) @name) @definition.method)))
  (class_body (class_declaration body: (class_body (function_declaration name: (simple_identifier) @name) @definition.method)))
  (class_body (class_declaration body: (enum_class_body (function_declaration name: (simple_identifier) @name) @definition.method)))
  (enum_class_body (class_declaration body: (class_body (function_declaration name: (simple_identifier) @name) @definition.method)))
  (enum_class_body (class_declaration body: (enum_class_body (function_declaration name: (simple_identifier) @name) @definition.method)))
  (protocol_body (protocol_function_declaration name: (simple_identifier) @name) @definition.method)
]
[
  (source_file (class_declaration body: (class_body (init_declaration "init" @name) @definition.constructor)))
  (source_file (class_declaration body: (enum_class_body (init_declaration "init" @name) @definition.constructor)))
  (class_body (class_declaration body: (class_body (init_declaration "init" @name) @definition.constructor)))
  (class_body (class_declaration body: (enum_class_body (init_declaration "init" @name) @definition.constructor)))
  (enum_class_body (class_declaration body: (class_body (init_declaration "init" @name) @definition.constructor)))
  (enum_class_body (class_declaration body: (enum_class_body (init_declaration "init" @name) @definition.constructor)))
  (protocol_body (init_declaration "init" @name) @definition.constructor)
]
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
[
  (source_file (class_declaration body: (class_body (property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.property)))
  (source_file (class_declaration body: (enum_class_body (property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.property)))
  (class_body (class_declaration body: (class_body (property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.property)))
  (class_body (class_declaration body: (enum_class_body (property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.property)))
  (enum_class_body (class_declaration body: (class_body (property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.property)))
  (enum_class_body (class_declaration body: (enum_class_body (property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.property)))
  (protocol_body (protocol_property_declaration name: (pattern bound_identifier: (simple_identifier) @name)) @definition.property)
]
[
  (source_file (class_declaration body: (enum_class_body (enum_entry name: (simple_identifier) @name) @definition.constant)))
  (class_body (class_declaration body: (enum_class_body (enum_entry name: (simple_identifier) @name) @definition.constant)))
  (enum_class_body (class_declaration body: (enum_class_body (enum_entry name: (simple_identifier) @name) @definition.constant)))
]

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
([
  (parameter (user_type (type_identifier) @name .))
  (parameter (user_type (type_identifier) @name . (type_arguments) .))
  (type_annotation (user_type (type_identifier) @name .))
  (type_annotation (user_type (type_identifier) @name . (type_arguments) .))
  (optional_type (user_type (type_identifier) @name .))
  (optional_type (user_type (type_identifier) @name . (type_arguments) .))
  (type_arguments (user_type (type_identifier) @name .))
  (type_arguments (user_type (type_identifier) @name . (type_arguments) .))
  (existential_type (user_type (type_identifier) @name .))
  (existential_type (user_type (type_identifier) @name . (type_arguments) .))
  (opaque_type (user_type (type_identifier) @name .))
  (opaque_type (user_type (type_identifier) @name . (type_arguments) .))
  (function_declaration (user_type (type_identifier) @name .))
  (function_declaration (user_type (type_identifier) @name . (type_arguments) .))
  (protocol_function_declaration (user_type (type_identifier) @name .))
  (protocol_function_declaration (user_type (type_identifier) @name . (type_arguments) .))
  (subscript_declaration (user_type (type_identifier) @name .))
  (subscript_declaration (user_type (type_identifier) @name . (type_arguments) .))
  (array_type (user_type (type_identifier) @name .))
  (array_type (user_type (type_identifier) @name . (type_arguments) .))
  (dictionary_type (user_type (type_identifier) @name .))
  (dictionary_type (user_type (type_identifier) @name . (type_arguments) .))
  (tuple_type_item (user_type (type_identifier) @name .))
  (tuple_type_item (user_type (type_identifier) @name . (type_arguments) .))
  (function_type (user_type (type_identifier) @name .))
  (function_type (user_type (type_identifier) @name . (type_arguments) .))
  (lambda_function_type (user_type (type_identifier) @name .))
  (lambda_function_type (user_type (type_identifier) @name . (type_arguments) .))
  (lambda_parameter (user_type (type_identifier) @name .))
  (lambda_parameter (user_type (type_identifier) @name . (type_arguments) .))
  (enum_type_parameters (user_type (type_identifier) @name .))
  (enum_type_parameters (user_type (type_identifier) @name . (type_arguments) .))
  (as_expression (user_type (type_identifier) @name .))
  (as_expression (user_type (type_identifier) @name . (type_arguments) .))
  (check_expression (user_type (type_identifier) @name .))
  (check_expression (user_type (type_identifier) @name . (type_arguments) .))
  (inheritance_constraint (user_type (type_identifier) @name .))
  (inheritance_constraint (user_type (type_identifier) @name . (type_arguments) .))
  (equality_constraint (user_type (type_identifier) @name .))
  (equality_constraint (user_type (type_identifier) @name . (type_arguments) .))
  (type_parameter (user_type (type_identifier) @name .))
  (type_parameter (user_type (type_identifier) @name . (type_arguments) .))
  (protocol_composition_type (user_type (type_identifier) @name .))
  (protocol_composition_type (user_type (type_identifier) @name . (type_arguments) .))
  (typealias_declaration (user_type (type_identifier) @name .))
  (typealias_declaration (user_type (type_identifier) @name . (type_arguments) .))
  (associatedtype_declaration (user_type (type_identifier) @name .))
  (associatedtype_declaration (user_type (type_identifier) @name . (type_arguments) .))
  (pattern (user_type (type_identifier) @name .))
  (pattern (user_type (type_identifier) @name . (type_arguments) .))
  (navigation_expression (user_type (type_identifier) @name .))
  (navigation_expression (user_type (type_identifier) @name . (type_arguments) .))
  (metatype (user_type (type_identifier) @name .))
  (metatype (user_type (type_identifier) @name . (type_arguments) .))
  (type_parameter_pack (user_type (type_identifier) @name .))
  (type_parameter_pack (user_type (type_identifier) @name . (type_arguments) .))
  (type_pack_expansion (user_type (type_identifier) @name .))
  (type_pack_expansion (user_type (type_identifier) @name . (type_arguments) .))
  (key_path_expression (type_identifier) @name)
] @reference.type
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
