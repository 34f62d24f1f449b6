; Tags for Kotlin (tree-sitter-kotlin from tree-sitter-wasms 0.1.13). This grammar has no field
; names: children are matched by type and position. Classes, interfaces and enums are all
; `class_declaration`, told apart by their keyword tokens.

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Types at the top level and nested in class, object and companion bodies (local classes inside
; function bodies are left out): `interface`, `enum class`, any other class (data, sealed, value,
; annotation, inner, abstract), `object`, a named `companion object`, `typealias`.
(source_file (class_declaration "interface" (type_identifier) @name) @definition.interface)
(source_file (class_declaration "enum" (type_identifier) @name) @definition.enum)
(source_file (class_declaration "class" (type_identifier) @name) @definition.class)
(source_file (object_declaration (type_identifier) @name) @definition.class)
(source_file (type_alias (type_identifier) @name) @definition.type)

(class_body (class_declaration "interface" (type_identifier) @name) @definition.interface)
(class_body (class_declaration "enum" (type_identifier) @name) @definition.enum)
(class_body (class_declaration "class" (type_identifier) @name) @definition.class)
(class_body (object_declaration (type_identifier) @name) @definition.class)
(class_body (companion_object (type_identifier) @name) @definition.class)
(enum_class_body (class_declaration "interface" (type_identifier) @name) @definition.interface)
(enum_class_body (class_declaration "enum" (type_identifier) @name) @definition.enum)
(enum_class_body (class_declaration "class" (type_identifier) @name) @definition.class)
(enum_class_body (object_declaration (type_identifier) @name) @definition.class)
(enum_class_body (companion_object (type_identifier) @name) @definition.class)

; Top-level functions (extension functions too) and properties: `const val` is a constant, other
; `val`/`var` (destructured ones too) are variables.
(source_file (function_declaration (simple_identifier) @name) @definition.function)
(source_file
  (property_declaration
    (modifiers (property_modifier) @_const)
    (variable_declaration (simple_identifier) @name)) @definition.constant
  (#eq? @_const "const"))
(source_file (property_declaration (variable_declaration (simple_identifier) @name)) @definition.variable)
(source_file
  (property_declaration (multi_variable_declaration (variable_declaration (simple_identifier) @name))) @definition.variable)

; Members of top-level and nested classes, interfaces and enums, of objects and companion objects
; (not of local classes, nor of anonymous `object : T { … }` expressions): methods, secondary
; constructors (named by their keyword), properties (`const val` ones are constants), enum entries.
[
  (source_file (class_declaration (class_body (function_declaration (simple_identifier) @name) @definition.method)))
  (source_file (class_declaration (enum_class_body (function_declaration (simple_identifier) @name) @definition.method)))
  (class_body (class_declaration (class_body (function_declaration (simple_identifier) @name) @definition.method)))
  (class_body (class_declaration (enum_class_body (function_declaration (simple_identifier) @name) @definition.method)))
  (enum_class_body (class_declaration (class_body (function_declaration (simple_identifier) @name) @definition.method)))
  (enum_class_body (class_declaration (enum_class_body (function_declaration (simple_identifier) @name) @definition.method)))
  (object_declaration (class_body (function_declaration (simple_identifier) @name) @definition.method))
  (companion_object (class_body (function_declaration (simple_identifier) @name) @definition.method))
]
[
  (source_file (class_declaration (class_body (secondary_constructor "constructor" @name) @definition.constructor)))
  (source_file (class_declaration (enum_class_body (secondary_constructor "constructor" @name) @definition.constructor)))
  (class_body (class_declaration (class_body (secondary_constructor "constructor" @name) @definition.constructor)))
  (class_body (class_declaration (enum_class_body (secondary_constructor "constructor" @name) @definition.constructor)))
  (enum_class_body (class_declaration (class_body (secondary_constructor "constructor" @name) @definition.constructor)))
  (enum_class_body (class_declaration (enum_class_body (secondary_constructor "constructor" @name) @definition.constructor)))
]
([
  (source_file (class_declaration (class_body (property_declaration (modifiers (property_modifier) @_const) (variable_declaration (simple_identifier) @name)) @definition.constant)))
  (source_file (class_declaration (enum_class_body (property_declaration (modifiers (property_modifier) @_const) (variable_declaration (simple_identifier) @name)) @definition.constant)))
  (class_body (class_declaration (class_body (property_declaration (modifiers (property_modifier) @_const) (variable_declaration (simple_identifier) @name)) @definition.constant)))
  (class_body (class_declaration (enum_class_body (property_declaration (modifiers (property_modifier) @_const) (variable_declaration (simple_identifier) @name)) @definition.constant)))
  (enum_class_body (class_declaration (class_body (property_declaration (modifiers (property_modifier) @_const) (variable_declaration (simple_identifier) @name)) @definition.constant)))
  (enum_class_body (class_declaration (enum_class_body (property_declaration (modifiers (property_modifier) @_const) (variable_declaration (simple_identifier) @name)) @definition.constant)))
  (object_declaration (class_body (property_declaration (modifiers (property_modifier) @_const) (variable_declaration (simple_identifier) @name)) @definition.constant))
  (companion_object (class_body (property_declaration (modifiers (property_modifier) @_const) (variable_declaration (simple_identifier) @name)) @definition.constant))
]
  (#eq? @_const "const"))
[
  (source_file (class_declaration (class_body (property_declaration (variable_declaration (simple_identifier) @name)) @definition.property)))
  (source_file (class_declaration (enum_class_body (property_declaration (variable_declaration (simple_identifier) @name)) @definition.property)))
  (class_body (class_declaration (class_body (property_declaration (variable_declaration (simple_identifier) @name)) @definition.property)))
  (class_body (class_declaration (enum_class_body (property_declaration (variable_declaration (simple_identifier) @name)) @definition.property)))
  (enum_class_body (class_declaration (class_body (property_declaration (variable_declaration (simple_identifier) @name)) @definition.property)))
  (enum_class_body (class_declaration (enum_class_body (property_declaration (variable_declaration (simple_identifier) @name)) @definition.property)))
  (object_declaration (class_body (property_declaration (variable_declaration (simple_identifier) @name)) @definition.property))
  (companion_object (class_body (property_declaration (variable_declaration (simple_identifier) @name)) @definition.property))
]
(enum_class_body (enum_entry (simple_identifier) @name) @definition.constant)

; Primary-constructor parameters declared `val`/`var` are properties (plain parameters are not), of
; top-level and nested classes (not of local ones).
[
  (source_file (class_declaration (primary_constructor
    (class_parameter (binding_pattern_kind) (simple_identifier) @name) @definition.property)))
  (class_body (class_declaration (primary_constructor
    (class_parameter (binding_pattern_kind) (simple_identifier) @name) @definition.property)))
  (enum_class_body (class_declaration (primary_constructor
    (class_parameter (binding_pattern_kind) (simple_identifier) @name) @definition.property)))
]

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `foo()`, `obj.foo()`, `obj?.foo()`, `foo { … }`, and callable references `::foo`,
; `Foo::bar`. A capitalised callee is a constructor call (Kotlin has no `new`): `User("a")`,
; `java.io.File(p)`.
((call_expression . (simple_identifier) @name) @reference.call
  (#match? @name "^[^A-Z]"))
((call_expression . (simple_identifier) @name) @reference.new
  (#match? @name "^[A-Z]"))
((call_expression
   . (navigation_expression . (_) @receiver (navigation_suffix (simple_identifier) @name) .)) @reference.method
  (#match? @name "^[^A-Z]"))
((call_expression . (navigation_expression (navigation_suffix (simple_identifier) @name) .)) @reference.new
  (#match? @name "^[A-Z]"))
(callable_reference (simple_identifier) @name) @reference.call

; Inheritance: superclass constructor calls, implemented interfaces and interface delegation
; (`: Base(), Repo<T>, Closeable by impl`), on classes, objects, companions and object expressions
; (rooted at the declaration, so error-recovered fragments inside function bodies are left out).
([
  (class_declaration (delegation_specifier (user_type (type_identifier) @name .)))
  (class_declaration (delegation_specifier (user_type (type_identifier) @name . (type_arguments) .)))
  (class_declaration (delegation_specifier (constructor_invocation (user_type (type_identifier) @name .))))
  (class_declaration (delegation_specifier (constructor_invocation (user_type (type_identifier) @name . (type_arguments) .))))
  (class_declaration (delegation_specifier (explicit_delegation (user_type (type_identifier) @name .))))
  (class_declaration (delegation_specifier (explicit_delegation (user_type (type_identifier) @name . (type_arguments) .))))
  (object_declaration (delegation_specifier (user_type (type_identifier) @name .)))
  (object_declaration (delegation_specifier (user_type (type_identifier) @name . (type_arguments) .)))
  (object_declaration (delegation_specifier (constructor_invocation (user_type (type_identifier) @name .))))
  (object_declaration (delegation_specifier (constructor_invocation (user_type (type_identifier) @name . (type_arguments) .))))
  (object_declaration (delegation_specifier (explicit_delegation (user_type (type_identifier) @name .))))
  (object_declaration (delegation_specifier (explicit_delegation (user_type (type_identifier) @name . (type_arguments) .))))
  (companion_object (delegation_specifier (user_type (type_identifier) @name .)))
  (companion_object (delegation_specifier (user_type (type_identifier) @name . (type_arguments) .)))
  (companion_object (delegation_specifier (constructor_invocation (user_type (type_identifier) @name .))))
  (companion_object (delegation_specifier (constructor_invocation (user_type (type_identifier) @name . (type_arguments) .))))
  (companion_object (delegation_specifier (explicit_delegation (user_type (type_identifier) @name .))))
  (companion_object (delegation_specifier (explicit_delegation (user_type (type_identifier) @name . (type_arguments) .))))
  (object_literal (delegation_specifier (user_type (type_identifier) @name .)))
  (object_literal (delegation_specifier (user_type (type_identifier) @name . (type_arguments) .)))
  (object_literal (delegation_specifier (constructor_invocation (user_type (type_identifier) @name .))))
  (object_literal (delegation_specifier (constructor_invocation (user_type (type_identifier) @name . (type_arguments) .))))
  (object_literal (delegation_specifier (explicit_delegation (user_type (type_identifier) @name .))))
  (object_literal (delegation_specifier (explicit_delegation (user_type (type_identifier) @name . (type_arguments) .))))
] @reference.inherit)

; Type references: a type name (plain, the last segment of a qualified name, or the base of a
; generic) in any type position: parameters, properties, return and receiver types, type arguments,
; nullable and function types, aliases, bounds and `where` constraints, `as`/`is` and `when` type
; tests, `catch`, `super<T>`, `Foo::bar` and annotations. Kotlin's built-in types are left out.
([
  (parameter (user_type (type_identifier) @name .))
  (parameter (user_type (type_identifier) @name . (type_arguments) .))
  (parameter_with_optional_type (user_type (type_identifier) @name .))
  (parameter_with_optional_type (user_type (type_identifier) @name . (type_arguments) .))
  (class_parameter (user_type (type_identifier) @name .))
  (class_parameter (user_type (type_identifier) @name . (type_arguments) .))
  (function_declaration (user_type (type_identifier) @name .))
  (function_declaration (user_type (type_identifier) @name . (type_arguments) .))
  (property_declaration (user_type (type_identifier) @name .))
  (property_declaration (user_type (type_identifier) @name . (type_arguments) .))
  (variable_declaration (user_type (type_identifier) @name .))
  (variable_declaration (user_type (type_identifier) @name . (type_arguments) .))
  (getter (user_type (type_identifier) @name .))
  (getter (user_type (type_identifier) @name . (type_arguments) .))
  (setter (user_type (type_identifier) @name .))
  (setter (user_type (type_identifier) @name . (type_arguments) .))
  (anonymous_function (user_type (type_identifier) @name .))
  (anonymous_function (user_type (type_identifier) @name . (type_arguments) .))
  (type_projection (user_type (type_identifier) @name .))
  (type_projection (user_type (type_identifier) @name . (type_arguments) .))
  (nullable_type (user_type (type_identifier) @name .))
  (nullable_type (user_type (type_identifier) @name . (type_arguments) .))
  (not_nullable_type (user_type (type_identifier) @name .))
  (not_nullable_type (user_type (type_identifier) @name . (type_arguments) .))
  (parenthesized_type (user_type (type_identifier) @name .))
  (parenthesized_type (user_type (type_identifier) @name . (type_arguments) .))
  (parenthesized_user_type (user_type (type_identifier) @name .))
  (parenthesized_user_type (user_type (type_identifier) @name . (type_arguments) .))
  (function_type (type_identifier) @name)
  (function_type (user_type (type_identifier) @name .))
  (function_type (user_type (type_identifier) @name . (type_arguments) .))
  (function_type_parameters (user_type (type_identifier) @name .))
  (function_type_parameters (user_type (type_identifier) @name . (type_arguments) .))
  (type_alias (user_type (type_identifier) @name .))
  (type_alias (user_type (type_identifier) @name . (type_arguments) .))
  (type_parameter (user_type (type_identifier) @name .))
  (type_parameter (user_type (type_identifier) @name . (type_arguments) .))
  (type_constraint (user_type (type_identifier) @name .))
  (type_constraint (user_type (type_identifier) @name . (type_arguments) .))
  (as_expression (user_type (type_identifier) @name .))
  (as_expression (user_type (type_identifier) @name . (type_arguments) .))
  (check_expression (user_type (type_identifier) @name .))
  (check_expression (user_type (type_identifier) @name . (type_arguments) .))
  (type_test (user_type (type_identifier) @name .))
  (type_test (user_type (type_identifier) @name . (type_arguments) .))
  (catch_block (user_type (type_identifier) @name .))
  (super_expression (user_type (type_identifier) @name .))
  (callable_reference (type_identifier) @name)
  (annotation (user_type (type_identifier) @name .))
  (annotation (constructor_invocation (user_type (type_identifier) @name .)))
  (file_annotation (user_type (type_identifier) @name .))
  (file_annotation (constructor_invocation (user_type (type_identifier) @name .)))
] @reference.type
  (#not-any-of? @name
    "Any" "Unit" "Nothing" "Boolean" "Byte" "Short" "Int" "Long" "Float" "Double" "Char" "String"
    "Deprecated" "Suppress" "JvmStatic" "JvmField" "JvmOverloads" "JvmName" "Throws" "Volatile"))

; Outer classes in qualified type names: `Map` in `Map.Entry` (capitalised segments only, so
; package names are left out).
((user_type (type_identifier) @name . (type_identifier)) @reference.type
  (#match? @name "^[A-Z]"))

; Classes and objects used through their members: `Color.RED`, `Factory.create()`, `Math.max(a, b)`
; (a capitalised name with a lowercase letter, so constants such as `LOG.info()` are left out).
((navigation_expression . (simple_identifier) @name (navigation_suffix)) @reference.type
  (#match? @name "^[A-Z][A-Z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Imports: the last segment (`import a.b.Foo` and `import a.b.Foo as Bar` → Foo, `import a.b.foo`
; → foo); for a wildcard import, the class whose members are imported (`import a.Foo.*` → Foo).
(import_header (identifier (simple_identifier) @name .) .) @reference.import
(import_header (identifier (simple_identifier) @name .) (import_alias)) @reference.import
((import_header (identifier (simple_identifier) @name .) (wildcard_import)) @reference.import
  (#match? @name "^[A-Z]"))

; The package the file declares, and the import paths (`a.b.Foo`, `a.b` of `a.b.*`): resolved to
; files and packages, so that a name is linked first to what the file imports or shares a package with.
(package_header (identifier) @name) @reference.package
(import_header (identifier) @name) @reference.module

; Receiver types a file states: `@name` is the variable, `@type` its type's name. `x.m()` on a local
; `val x: Foo` or `val x = Foo()`, a parameter `x: Foo`, or a property of the class (`val x: Foo`
; in its body or its constructor; named `x` or `this.x` in all of it) means Foo's member m (see
; tags.ts, typed references).
((property_declaration (variable_declaration (simple_identifier) @name (user_type (type_identifier) @type))) @binding
  (#not-has-parent? @binding class_body))
((property_declaration (variable_declaration (simple_identifier) @name) (call_expression . (simple_identifier) @type)) @binding
  (#not-has-parent? @binding class_body)
  (#match? @type "^[A-Z]"))
(parameter (simple_identifier) @name (user_type (type_identifier) @type)) @binding
((property_declaration (variable_declaration (simple_identifier) @name (user_type (type_identifier) @type))) @binding.field
  (#has-parent? @binding.field class_body))
((property_declaration (variable_declaration (simple_identifier) @name) (call_expression . (simple_identifier) @type)) @binding.field
  (#has-parent? @binding.field class_body)
  (#match? @type "^[A-Z]"))
(class_parameter (binding_pattern_kind) (simple_identifier) @name (user_type (type_identifier) @type)) @binding.field
