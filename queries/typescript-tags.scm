; TypeScript-only tags (TypeScript and TSX grammars), used after ecma-tags.scm.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Abstract classes, interfaces, type aliases, enums.
(abstract_class_declaration name: (type_identifier) @name) @definition.class
(interface_declaration name: (type_identifier) @name) @definition.interface
(type_alias_declaration name: (type_identifier) @name) @definition.type
(enum_declaration name: (identifier) @name) @definition.enum

; Namespaces and modules: `namespace A {…}`, `namespace A.B {…}` (→ B), `module M {…}`.
(internal_module
  name: [(identifier) @name
         (nested_identifier property: (_) @name)]) @definition.module
(module
  name: [(identifier) @name
         (nested_identifier property: (_) @name)]) @definition.module

; Bodiless function declarations: overloads and `declare function f(): T`.
(function_signature name: (identifier) @name) @definition.function

; TypeScript's exported declarations (see the exported names of ecma-tags.scm), `export = Foo`
; and `export as namespace Lib` included.
(export_statement
  declaration: [(type_alias_declaration name: (type_identifier) @name)
                (interface_declaration name: (type_identifier) @name)
                (enum_declaration name: (identifier) @name)
                (abstract_class_declaration name: (type_identifier) @name)
                (internal_module name: (identifier) @name)
                (function_signature name: (identifier) @name)
                (ambient_declaration
                  [(function_signature name: (identifier) @name)
                   (class_declaration name: (_) @name)
                   (abstract_class_declaration name: (type_identifier) @name)
                   (lexical_declaration (variable_declarator name: (identifier) @name))
                   (variable_declaration (variable_declarator name: (identifier) @name))
                   (interface_declaration name: (type_identifier) @name)
                   (type_alias_declaration name: (type_identifier) @name)
                   (enum_declaration name: (identifier) @name)
                   (internal_module name: (identifier) @name)])]) @reference.exports
(export_statement . (identifier) @name .) @reference.exports

; Members of namespaces and modules (exported ones are tagged by ecma-tags.scm): functions,
; `const f = () => …` (functions), other consts; `declare const x: T` / `declare var v` at module level.
(internal_module
  body: (statement_block
          [(function_declaration name: (identifier) @name)
           (generator_function_declaration name: (identifier) @name)] @definition.function))
(module
  body: (statement_block
          [(function_declaration name: (identifier) @name)
           (generator_function_declaration name: (identifier) @name)] @definition.function))
(internal_module
  body: (statement_block
          (lexical_declaration
            (variable_declarator
              name: (identifier) @name
              value: [(arrow_function) (function_expression) (generator_function)]) @definition.function)))
(module
  body: (statement_block
          (lexical_declaration
            (variable_declarator
              name: (identifier) @name
              value: [(arrow_function) (function_expression) (generator_function)]) @definition.function)))
(internal_module
  body: (statement_block
          (lexical_declaration
            kind: "const"
            (variable_declarator name: (identifier) @name value: (_)) @definition.constant)))
(module
  body: (statement_block
          (lexical_declaration
            kind: "const"
            (variable_declarator name: (identifier) @name value: (_)) @definition.constant)))
(ambient_declaration
  [(lexical_declaration kind: "const" (variable_declarator name: (identifier) @name) @definition.constant)
   (lexical_declaration kind: "let" (variable_declarator name: (identifier) @name) @definition.variable)
   (variable_declaration (variable_declarator name: (identifier) @name) @definition.variable)])

; Class fields (`private x: T = …`, `static y = 1`); a field holding a function is a method
; (`handle = (e: Event) => {…}`). The function pattern comes first: both end on the value, the
; earlier pattern's match comes first and wins.
(class_body
  (public_field_definition
    name: [(property_identifier) (private_property_identifier)] @name
    value: [(arrow_function) (function_expression)]) @definition.method)
(class_body
  (public_field_definition
    name: [(property_identifier) (private_property_identifier)] @name
    value: (_)) @definition.field)
(class_body
  (public_field_definition
    name: [(property_identifier) (private_property_identifier)] @name
    !value) @definition.field)

; Abstract methods and method overload signatures in classes.
(class_body
  [(abstract_method_signature name: (property_identifier) @name)
   (method_signature name: (property_identifier) @name)] @definition.method)

; Interface members, and members of an object type aliased at top: `type P = { a: T; f(): U }`.
(interface_body (method_signature name: (property_identifier) @name) @definition.method)
(interface_body (property_signature name: (property_identifier) @name) @definition.property)
(type_alias_declaration
  value: (object_type (method_signature name: (property_identifier) @name) @definition.method))
(type_alias_declaration
  value: (object_type (property_signature name: (property_identifier) @name) @definition.property))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; `import fs = require('fs')` → fs.
(import_require_clause (identifier) @name) @reference.import

; Inheritance: `class A extends B<T>` / `extends ns.B`, `implements I, ns.J, K<T>`,
; `interface I extends J, K<T>`.
(extends_clause value: (identifier) @name) @reference.inherit
(extends_clause value: (member_expression property: (property_identifier) @name)) @reference.inherit
(implements_clause
  [(type_identifier) @name
   (nested_type_identifier name: (type_identifier) @name)
   (generic_type name: [(type_identifier) @name
                        (nested_type_identifier name: (type_identifier) @name)])]) @reference.inherit
(extends_type_clause
  type: [(type_identifier) @name
         (nested_type_identifier name: (type_identifier) @name)
         (generic_type name: [(type_identifier) @name
                              (nested_type_identifier name: (type_identifier) @name)])]) @reference.inherit

; Type references: a type name where a type is written: annotations, generic arguments,
; unions/intersections/arrays/tuples, constraints and defaults, conditional and lookup types,
; `keyof`, `as`/`satisfies`, function-type returns, type predicates, aliased types. The same
; list of places is repeated for each form of name. Declared names (classes, interfaces,
; aliases, type parameters, `infer U`) and heritage clauses (tagged above as inherit) are not in it.
; Plain names: `x: Foo` → Foo. A single capital letter is a type parameter (`T`, `K`), skipped.
([
   (type_annotation (type_identifier) @name)
   (opting_type_annotation (type_identifier) @name)
   (omitting_type_annotation (type_identifier) @name)
   (adding_type_annotation (type_identifier) @name)
   (type_arguments (type_identifier) @name)
   (union_type (type_identifier) @name)
   (intersection_type (type_identifier) @name)
   (array_type (type_identifier) @name)
   (tuple_type (type_identifier) @name)
   (parenthesized_type (type_identifier) @name)
   (optional_type (type_identifier) @name)
   (rest_type (type_identifier) @name)
   (readonly_type (type_identifier) @name)
   (constraint (type_identifier) @name)
   (default_type (type_identifier) @name)
   (conditional_type (type_identifier) @name)
   (lookup_type (type_identifier) @name)
   (index_type_query (type_identifier) @name)
   (as_expression (type_identifier) @name)
   (satisfies_expression (type_identifier) @name)
   (template_type (type_identifier) @name)
   (flow_maybe_type (type_identifier) @name)
   (type_alias_declaration value: (type_identifier) @name)
   (function_type return_type: (type_identifier) @name)
   (constructor_type type: (type_identifier) @name)
   (type_predicate type: (type_identifier) @name)
   (mapped_type_clause type: (type_identifier) @name)
   (index_signature index_type: (type_identifier) @name)
  ] @reference.type
  (#not-match? @name "^[A-Z]$"))
; Qualified names: `x: ns.Foo` → Foo.
[
  (type_annotation (nested_type_identifier name: (type_identifier) @name))
  (opting_type_annotation (nested_type_identifier name: (type_identifier) @name))
  (omitting_type_annotation (nested_type_identifier name: (type_identifier) @name))
  (adding_type_annotation (nested_type_identifier name: (type_identifier) @name))
  (type_arguments (nested_type_identifier name: (type_identifier) @name))
  (union_type (nested_type_identifier name: (type_identifier) @name))
  (intersection_type (nested_type_identifier name: (type_identifier) @name))
  (array_type (nested_type_identifier name: (type_identifier) @name))
  (tuple_type (nested_type_identifier name: (type_identifier) @name))
  (parenthesized_type (nested_type_identifier name: (type_identifier) @name))
  (optional_type (nested_type_identifier name: (type_identifier) @name))
  (rest_type (nested_type_identifier name: (type_identifier) @name))
  (readonly_type (nested_type_identifier name: (type_identifier) @name))
  (constraint (nested_type_identifier name: (type_identifier) @name))
  (default_type (nested_type_identifier name: (type_identifier) @name))
  (conditional_type (nested_type_identifier name: (type_identifier) @name))
  (lookup_type (nested_type_identifier name: (type_identifier) @name))
  (index_type_query (nested_type_identifier name: (type_identifier) @name))
  (as_expression (nested_type_identifier name: (type_identifier) @name))
  (satisfies_expression (nested_type_identifier name: (type_identifier) @name))
  (template_type (nested_type_identifier name: (type_identifier) @name))
  (flow_maybe_type (nested_type_identifier name: (type_identifier) @name))
  (type_alias_declaration value: (nested_type_identifier name: (type_identifier) @name))
  (function_type return_type: (nested_type_identifier name: (type_identifier) @name))
  (constructor_type type: (nested_type_identifier name: (type_identifier) @name))
  (type_predicate type: (nested_type_identifier name: (type_identifier) @name))
  (mapped_type_clause type: (nested_type_identifier name: (type_identifier) @name))
  (index_signature index_type: (nested_type_identifier name: (type_identifier) @name))
] @reference.type
; Generic names: `x: Foo<T>` → Foo (T is a type_arguments entry above).
[
  (type_annotation (generic_type name: (type_identifier) @name))
  (opting_type_annotation (generic_type name: (type_identifier) @name))
  (omitting_type_annotation (generic_type name: (type_identifier) @name))
  (adding_type_annotation (generic_type name: (type_identifier) @name))
  (type_arguments (generic_type name: (type_identifier) @name))
  (union_type (generic_type name: (type_identifier) @name))
  (intersection_type (generic_type name: (type_identifier) @name))
  (array_type (generic_type name: (type_identifier) @name))
  (tuple_type (generic_type name: (type_identifier) @name))
  (parenthesized_type (generic_type name: (type_identifier) @name))
  (optional_type (generic_type name: (type_identifier) @name))
  (rest_type (generic_type name: (type_identifier) @name))
  (readonly_type (generic_type name: (type_identifier) @name))
  (constraint (generic_type name: (type_identifier) @name))
  (default_type (generic_type name: (type_identifier) @name))
  (conditional_type (generic_type name: (type_identifier) @name))
  (lookup_type (generic_type name: (type_identifier) @name))
  (index_type_query (generic_type name: (type_identifier) @name))
  (as_expression (generic_type name: (type_identifier) @name))
  (satisfies_expression (generic_type name: (type_identifier) @name))
  (template_type (generic_type name: (type_identifier) @name))
  (flow_maybe_type (generic_type name: (type_identifier) @name))
  (type_alias_declaration value: (generic_type name: (type_identifier) @name))
  (function_type return_type: (generic_type name: (type_identifier) @name))
  (constructor_type type: (generic_type name: (type_identifier) @name))
  (type_predicate type: (generic_type name: (type_identifier) @name))
  (mapped_type_clause type: (generic_type name: (type_identifier) @name))
  (index_signature index_type: (generic_type name: (type_identifier) @name))
] @reference.type
; Qualified generic names: `x: ns.Foo<T>` → Foo.
[
  (type_annotation (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (opting_type_annotation (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (omitting_type_annotation (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (adding_type_annotation (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (type_arguments (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (union_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (intersection_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (array_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (tuple_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (parenthesized_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (optional_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (rest_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (readonly_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (constraint (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (default_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (conditional_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (lookup_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (index_type_query (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (as_expression (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (satisfies_expression (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (template_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (flow_maybe_type (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (type_alias_declaration value: (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (function_type return_type: (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (constructor_type type: (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (type_predicate type: (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (mapped_type_clause type: (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
  (index_signature index_type: (generic_type name: (nested_type_identifier name: (type_identifier) @name)))
] @reference.type

; Receiver types written as annotations: `const x: Foo`, `(x: Foo<T>)`, `(x?: Foo)`, `let x: Foo | undefined`
; (a union of one type with `undefined` or `null`: see typeNameOf), `xs: Foo[]` (see elementTypeOf).
(variable_declarator
  name: (identifier) @name
  type: (type_annotation [(type_identifier) @type (generic_type name: (type_identifier) @type) (union_type) @type (array_type) @type])) @binding
([(required_parameter
    pattern: (identifier) @name
    type: (type_annotation [(type_identifier) @type (generic_type name: (type_identifier) @type) (union_type) @type (array_type) @type]))
  (optional_parameter
    pattern: (identifier) @name
    type: (type_annotation [(type_identifier) @type (generic_type name: (type_identifier) @type) (union_type) @type (array_type) @type]))] @binding)

; A variable given another's value or one of its elements: `const routers = this.#routers`,
; `for (const router of routers)`, `const trie = this.#tries![method]`. Its type is the value's,
; or its elements' where the value is typed `Foo[]`, `Array<Foo>`, `Record<K, Foo>` (see typesAt).
(variable_declarator
  name: (identifier) @name
  value: [(member_expression) (non_null_expression)] @value) @binding
(variable_declarator
  name: (identifier) @name
  value: (subscript_expression object: [(identifier) (member_expression) (non_null_expression)] @element)) @binding
(for_in_statement
  left: (identifier) @name
  operator: "of"
  right: [(identifier) (member_expression) (non_null_expression)] @element) @binding

; Fields of the object itself with a type, `router: Router<T>` or `constructor(private cache: Cache)`:
; `this.router.add()` means Router's add.
(public_field_definition
  name: [(property_identifier) (private_property_identifier)] @name
  type: (type_annotation [(type_identifier) @type (generic_type name: (type_identifier) @type) (union_type) @type (array_type) @type])) @binding.this
(required_parameter
  (accessibility_modifier)
  pattern: (identifier) @name
  type: (type_annotation [(type_identifier) @type (generic_type name: (type_identifier) @type) (union_type) @type (array_type) @type])) @binding.this
; A getter with its type, `get req(): HonoRequest<P>`, and an interface's property `store: Store`:
; the member's type, for `this.req.header()` and for `c.req.header()` in other files (see the
; members' types of tags.ts).
(method_definition
  "get"
  name: (property_identifier) @name
  return_type: (type_annotation [(type_identifier) @type (generic_type name: (type_identifier) @type) (union_type) @type (array_type) @type])) @binding.this
(interface_body
  (property_signature
    name: (property_identifier) @name
    type: (type_annotation [(type_identifier) @type (generic_type name: (type_identifier) @type) (union_type) @type (array_type) @type])) @binding.this)

; Values in TypeScript's own expressions: `x as T`, `x!`, `x satisfies T`, a parameter's default
; (`(x = DEFAULT) =>`). See the values of ecma-tags.scm.
[
  (as_expression . (identifier) @name)
  (non_null_expression (identifier) @name)
  (satisfies_expression . (identifier) @name)
  (required_parameter value: (identifier) @name)
  (optional_parameter value: (identifier) @name)
] @reference.value

; A function's parameters: names it declares for itself (see the locals of ecma-tags.scm).
[
  (required_parameter pattern: (identifier) @name)
  (optional_parameter pattern: (identifier) @name)
] @local
