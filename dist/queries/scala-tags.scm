; Tags for Scala (tree-sitter-scala from tree-sitter-wasms 0.1.13). This grammar is old: Scala 2
; syntax only (no `enum`, `given`, `extension`), and some Scala 2 forms (`sealed trait`,
; `private[pkg]`, block arguments `f { x => … }`, `for` comprehensions) parse with errors, so
; definitions are matched where they are found, whatever the errors around them.

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Top level (a file, a `package p { … }` block, a package object): classes and case classes,
; traits, objects, package objects, and the defs, vals, vars and type aliases of scripts and
; package objects.
[
  (compilation_unit (class_definition name: (identifier) @name) @definition.class)
  (template_body (class_definition name: (identifier) @name) @definition.class)
]
[
  (compilation_unit (trait_definition name: (identifier) @name) @definition.trait)
  (template_body (trait_definition name: (identifier) @name) @definition.trait)
]
[
  (compilation_unit (object_definition name: (identifier) @name) @definition.class)
  (template_body (object_definition name: (identifier) @name) @definition.class)
]
(package_object name: (identifier) @name) @definition.module

[
  (compilation_unit (function_definition name: (identifier) @name) @definition.function)
  (compilation_unit (function_declaration name: (identifier) @name) @definition.function)
  (package_object body: (template_body (function_definition name: (identifier) @name) @definition.function))
  (package_object body: (template_body (function_declaration name: (identifier) @name) @definition.function))
]
[
  (compilation_unit (val_definition pattern: (identifier) @name) @definition.variable)
  (compilation_unit (var_definition pattern: (identifier) @name) @definition.variable)
  (package_object body: (template_body (val_definition pattern: (identifier) @name) @definition.variable))
  (package_object body: (template_body (var_definition pattern: (identifier) @name) @definition.variable))
]
[
  (compilation_unit (type_definition name: (type_identifier) @name) @definition.type)
  (package_object body: (template_body (type_definition name: (type_identifier) @name) @definition.type))
]

; Members of top-level and nested classes, traits and objects (not of local classes, and not the
; locals of a method's block): auxiliary constructors `def this(…)`, methods (abstract ones too),
; vals and vars (abstract ones and tuple patterns too) as properties, and type members.
([
  (compilation_unit (class_definition body: (template_body (function_definition name: (identifier) @name) @definition.constructor)))
  (template_body (class_definition body: (template_body (function_definition name: (identifier) @name) @definition.constructor)))
]
  (#eq? @name "this"))
([
  (compilation_unit (class_definition body: (template_body (function_definition name: (identifier) @name) @definition.method)))
  (compilation_unit (class_definition body: (template_body (function_declaration name: (identifier) @name) @definition.method)))
  (compilation_unit (object_definition body: (template_body (function_definition name: (identifier) @name) @definition.method)))
  (compilation_unit (object_definition body: (template_body (function_declaration name: (identifier) @name) @definition.method)))
  (compilation_unit (trait_definition body: (template_body (function_definition name: (identifier) @name) @definition.method)))
  (compilation_unit (trait_definition body: (template_body (function_declaration name: (identifier) @name) @definition.method)))
  (template_body (class_definition body: (template_body (function_definition name: (identifier) @name) @definition.method)))
  (template_body (class_definition body: (template_body (function_declaration name: (identifier) @name) @definition.method)))
  (template_body (object_definition body: (template_body (function_definition name: (identifier) @name) @definition.method)))
  (template_body (object_definition body: (template_body (function_declaration name: (identifier) @name) @definition.method)))
  (template_body (trait_definition body: (template_body (function_definition name: (identifier) @name) @definition.method)))
  (template_body (trait_definition body: (template_body (function_declaration name: (identifier) @name) @definition.method)))
]
  (#not-eq? @name "this"))
[
  (compilation_unit (class_definition body: (template_body (val_definition pattern: (identifier) @name) @definition.property)))
  (compilation_unit (class_definition body: (template_body (var_definition pattern: (identifier) @name) @definition.property)))
  (compilation_unit (class_definition body: (template_body (val_declaration name: (identifier) @name) @definition.property)))
  (compilation_unit (class_definition body: (template_body (var_declaration name: (identifier) @name) @definition.property)))
  (compilation_unit (class_definition body: (template_body (val_definition pattern: (tuple_pattern (identifier) @name)) @definition.property)))
  (compilation_unit (object_definition body: (template_body (val_definition pattern: (identifier) @name) @definition.property)))
  (compilation_unit (object_definition body: (template_body (var_definition pattern: (identifier) @name) @definition.property)))
  (compilation_unit (object_definition body: (template_body (val_declaration name: (identifier) @name) @definition.property)))
  (compilation_unit (object_definition body: (template_body (var_declaration name: (identifier) @name) @definition.property)))
  (compilation_unit (object_definition body: (template_body (val_definition pattern: (tuple_pattern (identifier) @name)) @definition.property)))
  (compilation_unit (trait_definition body: (template_body (val_definition pattern: (identifier) @name) @definition.property)))
  (compilation_unit (trait_definition body: (template_body (var_definition pattern: (identifier) @name) @definition.property)))
  (compilation_unit (trait_definition body: (template_body (val_declaration name: (identifier) @name) @definition.property)))
  (compilation_unit (trait_definition body: (template_body (var_declaration name: (identifier) @name) @definition.property)))
  (compilation_unit (trait_definition body: (template_body (val_definition pattern: (tuple_pattern (identifier) @name)) @definition.property)))
  (template_body (class_definition body: (template_body (val_definition pattern: (identifier) @name) @definition.property)))
  (template_body (class_definition body: (template_body (var_definition pattern: (identifier) @name) @definition.property)))
  (template_body (class_definition body: (template_body (val_declaration name: (identifier) @name) @definition.property)))
  (template_body (class_definition body: (template_body (var_declaration name: (identifier) @name) @definition.property)))
  (template_body (class_definition body: (template_body (val_definition pattern: (tuple_pattern (identifier) @name)) @definition.property)))
  (template_body (object_definition body: (template_body (val_definition pattern: (identifier) @name) @definition.property)))
  (template_body (object_definition body: (template_body (var_definition pattern: (identifier) @name) @definition.property)))
  (template_body (object_definition body: (template_body (val_declaration name: (identifier) @name) @definition.property)))
  (template_body (object_definition body: (template_body (var_declaration name: (identifier) @name) @definition.property)))
  (template_body (object_definition body: (template_body (val_definition pattern: (tuple_pattern (identifier) @name)) @definition.property)))
  (template_body (trait_definition body: (template_body (val_definition pattern: (identifier) @name) @definition.property)))
  (template_body (trait_definition body: (template_body (var_definition pattern: (identifier) @name) @definition.property)))
  (template_body (trait_definition body: (template_body (val_declaration name: (identifier) @name) @definition.property)))
  (template_body (trait_definition body: (template_body (var_declaration name: (identifier) @name) @definition.property)))
  (template_body (trait_definition body: (template_body (val_definition pattern: (tuple_pattern (identifier) @name)) @definition.property)))
]
[
  (compilation_unit (class_definition body: (template_body (type_definition name: (type_identifier) @name) @definition.type)))
  (compilation_unit (object_definition body: (template_body (type_definition name: (type_identifier) @name) @definition.type)))
  (compilation_unit (trait_definition body: (template_body (type_definition name: (type_identifier) @name) @definition.type)))
  (template_body (class_definition body: (template_body (type_definition name: (type_identifier) @name) @definition.type)))
  (template_body (object_definition body: (template_body (type_definition name: (type_identifier) @name) @definition.type)))
  (template_body (trait_definition body: (template_body (type_definition name: (type_identifier) @name) @definition.type)))
]

; Class parameters that are fields: `val`/`var` ones, and every parameter of a case class (of
; top-level and nested classes).
[
  (compilation_unit (class_definition class_parameters: (class_parameters (class_parameter "val" name: (identifier) @name) @definition.property)))
  (compilation_unit (class_definition class_parameters: (class_parameters (class_parameter "var" name: (identifier) @name) @definition.property)))
  (compilation_unit (class_definition "case" class_parameters: (class_parameters (class_parameter name: (identifier) @name) @definition.property)))
  (template_body (class_definition class_parameters: (class_parameters (class_parameter "val" name: (identifier) @name) @definition.property)))
  (template_body (class_definition class_parameters: (class_parameters (class_parameter "var" name: (identifier) @name) @definition.property)))
  (template_body (class_definition "case" class_parameters: (class_parameters (class_parameter name: (identifier) @name) @definition.property)))
]

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `f(x)`, `obj.f(x)`, `f[T](x)`, `obj.f[T](x)`, and alphanumeric infix calls `xs map f`.
; A capitalised callee is an instantiation (`Circle(1.0)` calls the companion's `apply`, a case
; class's constructor), as is `new Foo`, `new a.Foo[T](x)`. Keywords that error recovery leaves as
; identifiers (`with`, `yield`, `def` …) are no calls.
([
  (call_expression function: (identifier) @name)
  (call_expression function: (field_expression field: (identifier) @name))
  (call_expression function: (generic_function function: (identifier) @name))
  (call_expression function: (generic_function function: (field_expression field: (identifier) @name)))
  (infix_expression operator: (identifier) @name)
] @reference.call
  (#match? @name "^[^A-Z]")
  (#not-any-of? @name
    "_" "this" "super" "null" "true" "false" "abstract" "case" "catch" "class" "def" "do" "else" "enum"
    "extends" "extension" "final" "finally" "for" "given" "if" "implicit" "import" "lazy" "match"
    "new" "object" "override" "package" "private" "protected" "return" "sealed" "then" "throw"
    "trait" "try" "type" "using" "val" "var" "while" "with" "yield"))
([
  (call_expression function: (identifier) @name)
  (call_expression function: (field_expression field: (identifier) @name))
  (call_expression function: (generic_function function: (identifier) @name))
  (call_expression function: (generic_function function: (field_expression field: (identifier) @name)))
] @reference.new
  (#match? @name "^[A-Z]"))
[
  (instance_expression (identifier) @name)
  (instance_expression (field_expression field: (identifier) @name))
  (instance_expression (generic_function function: (identifier) @name))
  (instance_expression (generic_function function: (field_expression field: (identifier) @name)))
] @reference.new

; Inheritance: `extends A[T](x) with B with c.D`.
([
  (extends_clause type: (type_identifier) @name)
  (extends_clause type: (stable_type_identifier (type_identifier) @name .))
  (extends_clause type: (generic_type type: (type_identifier) @name))
  (extends_clause type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (extends_clause type: (compound_type base: (type_identifier) @name))
  (extends_clause type: (compound_type base: (stable_type_identifier (type_identifier) @name .)))
  (extends_clause type: (compound_type base: (generic_type type: (type_identifier) @name)))
  (extends_clause type: (compound_type base: (generic_type type: (stable_type_identifier (type_identifier) @name .))))
  (extends_clause type: (compound_type extra: (type_identifier) @name))
  (extends_clause type: (compound_type extra: (stable_type_identifier (type_identifier) @name .)))
  (extends_clause type: (compound_type extra: (generic_type type: (type_identifier) @name)))
  (extends_clause type: (compound_type extra: (generic_type type: (stable_type_identifier (type_identifier) @name .))))
] @reference.inherit)

; Type references: a type name (plain, the last segment of a qualified name, or the base of a
; generic) in any type position: parameters, return types, vals and vars, type aliases, type
; arguments, tuple and function types, infix types, bounds, by-name and repeated parameters, typed
; and constructor patterns, `A#B`. Scala's built-in value types, `String` and the top and bottom
; types are left out.
([
  (parameter type: (type_identifier) @name)
  (parameter type: (stable_type_identifier (type_identifier) @name .))
  (parameter type: (generic_type type: (type_identifier) @name))
  (parameter type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (class_parameter type: (type_identifier) @name)
  (class_parameter type: (stable_type_identifier (type_identifier) @name .))
  (class_parameter type: (generic_type type: (type_identifier) @name))
  (class_parameter type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (function_definition return_type: (type_identifier) @name)
  (function_definition return_type: (stable_type_identifier (type_identifier) @name .))
  (function_definition return_type: (generic_type type: (type_identifier) @name))
  (function_definition return_type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (function_declaration return_type: (type_identifier) @name)
  (function_declaration return_type: (stable_type_identifier (type_identifier) @name .))
  (function_declaration return_type: (generic_type type: (type_identifier) @name))
  (function_declaration return_type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (val_definition type: (type_identifier) @name)
  (val_definition type: (stable_type_identifier (type_identifier) @name .))
  (val_definition type: (generic_type type: (type_identifier) @name))
  (val_definition type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (val_declaration type: (type_identifier) @name)
  (val_declaration type: (stable_type_identifier (type_identifier) @name .))
  (val_declaration type: (generic_type type: (type_identifier) @name))
  (val_declaration type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (var_definition type: (type_identifier) @name)
  (var_definition type: (stable_type_identifier (type_identifier) @name .))
  (var_definition type: (generic_type type: (type_identifier) @name))
  (var_definition type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (var_declaration type: (type_identifier) @name)
  (var_declaration type: (stable_type_identifier (type_identifier) @name .))
  (var_declaration type: (generic_type type: (type_identifier) @name))
  (var_declaration type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (type_definition type: (type_identifier) @name)
  (type_definition type: (stable_type_identifier (type_identifier) @name .))
  (type_definition type: (generic_type type: (type_identifier) @name))
  (type_definition type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (type_arguments (type_identifier) @name)
  (type_arguments (stable_type_identifier (type_identifier) @name .))
  (type_arguments (generic_type type: (type_identifier) @name))
  (type_arguments (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (parameter_types (type_identifier) @name)
  (parameter_types (stable_type_identifier (type_identifier) @name .))
  (parameter_types (generic_type type: (type_identifier) @name))
  (parameter_types (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (tuple_type (type_identifier) @name)
  (tuple_type (stable_type_identifier (type_identifier) @name .))
  (tuple_type (generic_type type: (type_identifier) @name))
  (tuple_type (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (function_type return_type: (type_identifier) @name)
  (function_type return_type: (stable_type_identifier (type_identifier) @name .))
  (function_type return_type: (generic_type type: (type_identifier) @name))
  (function_type return_type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (infix_type left: (type_identifier) @name)
  (infix_type left: (stable_type_identifier (type_identifier) @name .))
  (infix_type left: (generic_type type: (type_identifier) @name))
  (infix_type left: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (infix_type right: (type_identifier) @name)
  (infix_type right: (stable_type_identifier (type_identifier) @name .))
  (infix_type right: (generic_type type: (type_identifier) @name))
  (infix_type right: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (context_bound type: (type_identifier) @name)
  (context_bound type: (stable_type_identifier (type_identifier) @name .))
  (context_bound type: (generic_type type: (type_identifier) @name))
  (context_bound type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (upper_bound type: (type_identifier) @name)
  (upper_bound type: (stable_type_identifier (type_identifier) @name .))
  (upper_bound type: (generic_type type: (type_identifier) @name))
  (upper_bound type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (lower_bound type: (type_identifier) @name)
  (lower_bound type: (stable_type_identifier (type_identifier) @name .))
  (lower_bound type: (generic_type type: (type_identifier) @name))
  (lower_bound type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (view_bound type: (type_identifier) @name)
  (view_bound type: (stable_type_identifier (type_identifier) @name .))
  (view_bound type: (generic_type type: (type_identifier) @name))
  (view_bound type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (lazy_parameter_type type: (type_identifier) @name)
  (lazy_parameter_type type: (stable_type_identifier (type_identifier) @name .))
  (lazy_parameter_type type: (generic_type type: (type_identifier) @name))
  (lazy_parameter_type type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (repeated_parameter_type type: (type_identifier) @name)
  (repeated_parameter_type type: (stable_type_identifier (type_identifier) @name .))
  (repeated_parameter_type type: (generic_type type: (type_identifier) @name))
  (repeated_parameter_type type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (typed_pattern type: (type_identifier) @name)
  (typed_pattern type: (stable_type_identifier (type_identifier) @name .))
  (typed_pattern type: (generic_type type: (type_identifier) @name))
  (typed_pattern type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
  (case_class_pattern type: (type_identifier) @name)
  (case_class_pattern type: (stable_type_identifier (type_identifier) @name .))
  (projected_type type: (type_identifier) @name)
  (projected_type type: (stable_type_identifier (type_identifier) @name .))
  (projected_type type: (generic_type type: (type_identifier) @name))
  (projected_type type: (generic_type type: (stable_type_identifier (type_identifier) @name .)))
] @reference.type
  (#not-any-of? @name
    "Any" "AnyRef" "AnyVal" "Unit" "Nothing" "Null" "Boolean" "Byte" "Short" "Int" "Long" "Float" "Double"
    "Char" "String"))

; Outer types and objects in qualified type names: `Map` in `Map.Entry` and `a.Outer.Inner`
; (capitalised segments only, so package names are left out).
([
  (stable_type_identifier . (identifier) @name)
  (stable_type_identifier (stable_identifier (identifier) @name .))
] @reference.type
  (#match? @name "^[A-Z]"))

; Annotations (capitalised ones: Scala's own, such as `@tailrec`, are lowercase).
([
  (annotation name: (type_identifier) @name)
  (annotation name: (stable_type_identifier (type_identifier) @name .))
  (annotation name: (generic_type type: (type_identifier) @name))
] @reference.type
  (#match? @name "^[A-Z]"))

; Objects used through their members: `Ordering.by(f)`, `Shape.Unit`, `Color.Red` (a
; capitalised name with a lowercase letter, so constants such as `LOG.info()` are left out).
((field_expression value: (identifier) @name) @reference.type
  (#match? @name "^[A-Z][A-Z0-9_]*[a-z][A-Za-z0-9_]*$"))

; Imports: the last segment (`import a.b.C` → C), each selector (`import a.{B, C => D}` → B, C);
; for a wildcard import, the type or object whose members are imported (`import a.B._` → B).
(import_declaration path: (identifier) @name .) @reference.import
(import_declaration path: (stable_identifier (identifier) @name .) .) @reference.import
(import_declaration (import_selectors (identifier) @name)) @reference.import
(import_declaration (import_selectors (renamed_identifier name: (identifier) @name))) @reference.import
((import_declaration path: (stable_identifier (identifier) @name .) (wildcard)) @reference.import
  (#match? @name "^[A-Z]"))

; The package the file declares (`package a.b` clauses, chained ones too), and the import paths
; (`a.b.C`, `a.b` of `a.b._` and of `a.b.{C, D}`): resolved to files and packages, so that a name is
; linked first to what the file imports or shares a package with.
(package_clause name: (package_identifier) @name) @reference.package
(import_declaration path: (_) @name) @reference.module
