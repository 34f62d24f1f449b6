; Tags for Java (tree-sitter-java from tree-sitter-wasms 0.1.13).

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Types: classes, records (a kind of class), interfaces, annotation types (`@interface`), enums.
(class_declaration name: (identifier) @name) @definition.class
(record_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(annotation_type_declaration name: (identifier) @name) @definition.interface
(enum_declaration name: (identifier) @name) @definition.enum

; Methods, constructors (a record's compact constructor too), annotation elements, fields, interface
; constants and enum constants of named types; members of anonymous classes and enum-constant bodies
; are left out.
(class_declaration body: (class_body (method_declaration name: (identifier) @name) @definition.method))
(record_declaration body: (class_body (method_declaration name: (identifier) @name) @definition.method))
(interface_declaration body: (interface_body (method_declaration name: (identifier) @name) @definition.method))
(enum_declaration body: (enum_body (enum_body_declarations (method_declaration name: (identifier) @name) @definition.method)))
(annotation_type_body (annotation_type_element_declaration name: (identifier) @name) @definition.method)

(constructor_declaration name: (identifier) @name) @definition.constructor
(compact_constructor_declaration name: (identifier) @name) @definition.constructor

(class_declaration body: (class_body
  (field_declaration declarator: (variable_declarator name: (identifier) @name)) @definition.field))
(record_declaration body: (class_body
  (field_declaration declarator: (variable_declarator name: (identifier) @name)) @definition.field))
(enum_declaration body: (enum_body (enum_body_declarations
  (field_declaration declarator: (variable_declarator name: (identifier) @name)) @definition.field)))
(constant_declaration declarator: (variable_declarator name: (identifier) @name)) @definition.constant
(enum_constant name: (identifier) @name) @definition.constant

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Method calls `foo()`; through a receiver, `obj.foo()`, `super.foo()` (a method call, or a
; qualified one on an imported class); method references `this::foo`, `Foo::bar`.
(method_invocation !object name: (identifier) @name) @reference.call
(method_invocation object: (_) @receiver name: (identifier) @name) @reference.method
; A method reference names its receiver: the object itself (`this::own`), a type (`Limits::clamp`:
; the type says whose member, see the typed references of tags.ts) or a value (`list::add`).
(method_reference . [(this) (super)] @receiver . (identifier) @name .) @reference.method
((method_reference . (identifier) @receiver @type . (identifier) @name .) @reference.method
  (#match? @type "^[A-Z]"))
((method_reference . (identifier) @receiver . (identifier) @name .) @reference.method
  (#match? @receiver "^[a-z_$]"))
; A static member read or called through its class (`Limits.MAX`, `Limits.clamp(n)`): that class's.
((field_access object: (identifier) @type field: (identifier) @name) @reference.value
  (#match? @type "^[A-Z][A-Z0-9_]*[a-z][A-Za-z0-9_]*$"))
((method_invocation object: (identifier) @receiver @type name: (identifier) @name) @reference.method
  (#match? @type "^[A-Z][A-Z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Instantiation: `new Foo()`, `new Foo<>()`, `new pkg.Outer.Inner()`, anonymous classes.
(object_creation_expression
  type: [
    (type_identifier) @name
    (scoped_type_identifier (type_identifier) @name .)
    (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)])
  ]) @reference.new

; Inheritance: `extends` of a class, `implements` of a class, enum or record, `extends` of an interface.
([
  (superclass (type_identifier) @name)
  (superclass (scoped_type_identifier (type_identifier) @name .))
  (superclass (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (super_interfaces (type_list (type_identifier) @name))
  (super_interfaces (type_list (scoped_type_identifier (type_identifier) @name .)))
  (super_interfaces (type_list (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)])))
  (extends_interfaces (type_list (type_identifier) @name))
  (extends_interfaces (type_list (scoped_type_identifier (type_identifier) @name .)))
  (extends_interfaces (type_list (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)])))
] @reference.inherit)

; Type references: a type name (plain, the last segment of a qualified name, or the base of a generic)
; in any type position: fields, parameters, locals, return types, type arguments and bounds,
; wildcards, arrays, casts, instanceof and type patterns, throws, catch, `Foo.class`, `Foo::bar`,
; `new T[n]`, permits. `var` is left out; generic parameters' own declarations are not captured.
([
  (field_declaration type: (type_identifier) @name)
  (field_declaration type: (scoped_type_identifier (type_identifier) @name .))
  (field_declaration type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (constant_declaration type: (type_identifier) @name)
  (constant_declaration type: (scoped_type_identifier (type_identifier) @name .))
  (constant_declaration type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (formal_parameter type: (type_identifier) @name)
  (formal_parameter type: (scoped_type_identifier (type_identifier) @name .))
  (formal_parameter type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (spread_parameter (type_identifier) @name)
  (spread_parameter (scoped_type_identifier (type_identifier) @name .))
  (spread_parameter (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (local_variable_declaration type: (type_identifier) @name)
  (local_variable_declaration type: (scoped_type_identifier (type_identifier) @name .))
  (local_variable_declaration type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (enhanced_for_statement type: (type_identifier) @name)
  (enhanced_for_statement type: (scoped_type_identifier (type_identifier) @name .))
  (enhanced_for_statement type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (resource type: (type_identifier) @name)
  (resource type: (scoped_type_identifier (type_identifier) @name .))
  (resource type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (method_declaration type: (type_identifier) @name)
  (method_declaration type: (scoped_type_identifier (type_identifier) @name .))
  (method_declaration type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (annotation_type_element_declaration type: (type_identifier) @name)
  (annotation_type_element_declaration type: (scoped_type_identifier (type_identifier) @name .))
  (annotation_type_element_declaration type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (type_arguments (type_identifier) @name)
  (type_arguments (scoped_type_identifier (type_identifier) @name .))
  (type_arguments (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (wildcard (type_identifier) @name)
  (wildcard (scoped_type_identifier (type_identifier) @name .))
  (wildcard (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (type_bound (type_identifier) @name)
  (type_bound (scoped_type_identifier (type_identifier) @name .))
  (type_bound (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (array_type element: (type_identifier) @name)
  (array_type element: (scoped_type_identifier (type_identifier) @name .))
  (array_type element: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (cast_expression type: (type_identifier) @name)
  (cast_expression type: (scoped_type_identifier (type_identifier) @name .))
  (cast_expression type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (instanceof_expression right: (type_identifier) @name)
  (instanceof_expression right: (scoped_type_identifier (type_identifier) @name .))
  (instanceof_expression right: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (type_pattern (type_identifier) @name)
  (type_pattern (scoped_type_identifier (type_identifier) @name .))
  (type_pattern (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (throws (type_identifier) @name)
  (throws (scoped_type_identifier (type_identifier) @name .))
  (catch_type (type_identifier) @name)
  (catch_type (scoped_type_identifier (type_identifier) @name .))
  (class_literal (type_identifier) @name)
  (class_literal (scoped_type_identifier (type_identifier) @name .))
  (method_reference . (type_identifier) @name)
  (method_reference . (scoped_type_identifier (type_identifier) @name .))
  (method_reference . (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (array_creation_expression type: (type_identifier) @name)
  (array_creation_expression type: (scoped_type_identifier (type_identifier) @name .))
  (array_creation_expression type: (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)]))
  (permits (type_list (type_identifier) @name))
  (permits (type_list (scoped_type_identifier (type_identifier) @name .)))
  (permits (type_list (generic_type [(type_identifier) @name (scoped_type_identifier (type_identifier) @name .)])))
] @reference.type
  (#not-eq? @name "var"))

; Outer classes in qualified type names: `Map` in `Map.Entry` and `java.util.Map.Entry` (capitalised
; segments only, so package names are left out).
([
  (scoped_type_identifier . (type_identifier) @name (type_identifier))
  (scoped_type_identifier . (scoped_type_identifier (type_identifier) @name .))
] @reference.type
  (#match? @name "^[A-Z]"))

; Classes used through static members: `Objects.requireNonNull(x)`, `Level.LOW`, `Outer.Inner.make()`
; (a capitalised name with a lowercase letter, so constants such as `LOG.info()` are left out).
([
  (method_invocation object: (identifier) @name)
  (method_invocation object: (field_access field: (identifier) @name))
  (field_access object: (identifier) @name)
] @reference.type
  (#match? @name "^[A-Z][A-Z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Annotations name annotation types; the java.lang ones are left out.
([
  (marker_annotation name: [(identifier) @name (scoped_identifier name: (identifier) @name)])
  (annotation name: [(identifier) @name (scoped_identifier name: (identifier) @name)])
] @reference.type
  (#not-any-of? @name "Override" "Deprecated" "SuppressWarnings" "FunctionalInterface" "SafeVarargs"))

; Imports: the last segment (`import java.util.List;` → List, `import static a.B.c;` → c); for a
; wildcard import, the class whose members are imported (`import static org.junit.Assert.*;` → Assert).
(import_declaration (identifier) @name .) @reference.import
(import_declaration (scoped_identifier name: (identifier) @name) .) @reference.import
((import_declaration (scoped_identifier name: (identifier) @name) (asterisk)) @reference.import
  (#match? @name "^[A-Z]"))

; The package the file declares, and the import paths (`a.b.C`, `a.b` of `a.b.*`, `a.B.c` of a
; static import): resolved to files and packages, so that a name is linked first to the class the
; file imports or shares a package with.
(package_declaration [(identifier) (scoped_identifier)] @name) @reference.package
(import_declaration [(identifier) (scoped_identifier)] @name) @reference.module

; Receiver types a file states: `@name` is the variable, `@type` its type's name. `x.m()` on a local
; `Foo x = …` or `var x = new Foo()`, a parameter `Foo x`, or a field `Foo x` (named `x` or `this.x`
; in all of its class) means Foo's member m (see tags.ts, typed references).
((local_variable_declaration
  type: [(type_identifier) @type (generic_type (type_identifier) @type) (scoped_type_identifier (type_identifier) @type .)]
  declarator: (variable_declarator name: (identifier) @name)) @binding
  (#not-eq? @type "var"))
(local_variable_declaration
  declarator: (variable_declarator
                name: (identifier) @name
                value: (object_creation_expression type: [(type_identifier) @type (generic_type (type_identifier) @type)]))) @binding
(formal_parameter
  type: [(type_identifier) @type (generic_type (type_identifier) @type) (scoped_type_identifier (type_identifier) @type .)]
  name: (identifier) @name) @binding
(field_declaration
  type: [(type_identifier) @type (generic_type (type_identifier) @type) (scoped_type_identifier (type_identifier) @type .)]
  declarator: (variable_declarator name: (identifier) @name)) @binding.field
