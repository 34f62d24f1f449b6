; Tags for C# (tree-sitter-c-sharp from tree-sitter-wasms 0.1.13).
; In this grammar version a variable_declarator's name, a generic_name's name and the parts of a
; qualified_name are plain identifier children (no field names), and base types sit directly in
; base_list. Several patterns can match one declaration; the engine keeps the first match for a
; name and line (matches come in the order they complete, then of pattern order).

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Namespaces, block or file-scoped: `namespace App.Core` is named by its last part, as a
; `using App.Core;` import is.
(namespace_declaration name: (identifier) @name) @definition.module
(namespace_declaration name: (qualified_name (identifier) @name .)) @definition.module
(file_scoped_namespace_declaration name: (identifier) @name) @definition.module
(file_scoped_namespace_declaration name: (qualified_name (identifier) @name .)) @definition.module

; Types. A record is a class, a `record struct` a struct; a delegate declares a (function) type.
(class_declaration name: (identifier) @name) @definition.class
(record_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(struct_declaration name: (identifier) @name) @definition.struct
(record_struct_declaration name: (identifier) @name) @definition.struct
(enum_declaration name: (identifier) @name) @definition.enum
(delegate_declaration name: (identifier) @name) @definition.type

; Members: methods (interface ones too), constructors, properties and events with accessors.
(method_declaration name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.constructor
(property_declaration name: (identifier) @name) @definition.property
(event_declaration name: (identifier) @name) @definition.property

; Fields: `const` ones are constants (this pattern comes first, so it wins over the next one).
((field_declaration
   (modifier) @_const
   (variable_declaration (variable_declarator . (identifier) @name))) @definition.constant
  (#eq? @_const "const"))
(field_declaration (variable_declaration (variable_declarator . (identifier) @name))) @definition.field
(event_field_declaration (variable_declaration (variable_declarator . (identifier) @name))) @definition.field

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `Run()`, `Make<T>()`, `obj.Run()`, `Helper.Make<T>()`, `obj?.Run()`. `nameof(x)` is an
; operator that parses as a call: skipped.
((invocation_expression
   function: [
     (identifier) @name
     (generic_name . (identifier) @name)]) @reference.call
  (#not-eq? @name "nameof"))
(invocation_expression
  function: (member_access_expression
    expression: (_) @receiver
    name: [
      (identifier) @name
      (generic_name . (identifier) @name)])) @reference.method
; A static member read, called or passed through its class (`Limits.Max`, `Limits.Clamp(n)`, the
; method group `Func<int, int> f = Limits.Clamp`): that class's (see the typed references of tags.ts).
((member_access_expression expression: (identifier) @type name: (identifier) @name) @reference.value
  (#match? @type "^[A-Z][A-Z0-9_]*[a-z][A-Za-z0-9_]*$")
  (#not-has-parent? @reference.value invocation_expression))
((invocation_expression
   function: (member_access_expression
     expression: (identifier) @receiver @type
     name: [(identifier) @name (generic_name . (identifier) @name)])) @reference.method
  (#match? @type "^[A-Z][A-Z0-9_]*[a-z][A-Za-z0-9_]*$"))
(invocation_expression
  function: (conditional_access_expression
    (member_binding_expression
      name: [
        (identifier) @name
        (generic_name . (identifier) @name)]))) @reference.method

; Object creation: `new Foo()`, `new List<T>()`, `new Ns.Foo { … }` (target-typed `new()` names nothing).
(object_creation_expression
  type: [
    (identifier) @name
    (generic_name . (identifier) @name)
    (qualified_name (identifier) @name .)
    (qualified_name (generic_name . (identifier) @name) .)]) @reference.new

; Base types: `class A : B, IC<T>, Ns.ID`, `record R(int X) : Base(X)`.
(base_list
  [
    (identifier) @name
    (generic_name . (identifier) @name)
    (qualified_name (identifier) @name .)
    (qualified_name (generic_name . (identifier) @name) .)
    (primary_constructor_base_type . [
      (identifier) @name
      (generic_name . (identifier) @name)
      (qualified_name (identifier) @name .)])]) @reference.inherit

; Type names in declarations (fields, locals, parameters, return types, properties, events,
; delegates, indexers, operators), casts, `default(T)`, catch, foreach, patterns, constraints,
; arrays, nullables, generic arguments, `typeof(T)`, `as T` and `is T`.
; (One pattern over every `type:` field, with an allow-list of the nodes it may belong to: an
; alternation per node took over a second to compile, in every thread that parses C#.)
((_ type: [
    (identifier) @name
    (generic_name . (identifier) @name)
    (qualified_name (identifier) @name .)
    (qualified_name (generic_name . (identifier) @name) .)] @_type) @reference.type
  (#has-parent? @_type
    variable_declaration parameter method_declaration property_declaration event_declaration
    indexer_declaration operator_declaration conversion_operator_declaration
    delegate_declaration local_function_statement cast_expression default_expression
    catch_declaration for_each_statement declaration_pattern declaration_expression
    type_constraint array_type))
(nullable_type [
    (identifier) @name
    (generic_name . (identifier) @name)
    (qualified_name (identifier) @name .)
    (qualified_name (generic_name . (identifier) @name) .)]) @reference.type
(type_argument_list [
    (identifier) @name
    (generic_name . (identifier) @name)
    (qualified_name (identifier) @name .)
    (qualified_name (generic_name . (identifier) @name) .)]) @reference.type
(type_of_expression [
    (identifier) @name
    (generic_name . (identifier) @name)
    (qualified_name (identifier) @name .)
    (qualified_name (generic_name . (identifier) @name) .)]) @reference.type
(as_expression right: [
    (identifier) @name
    (generic_name . (identifier) @name)
    (qualified_name (identifier) @name .)
    (qualified_name (generic_name . (identifier) @name) .)]) @reference.type
(is_expression right: [
    (identifier) @name
    (generic_name . (identifier) @name)
    (qualified_name (identifier) @name .)
    (qualified_name (generic_name . (identifier) @name) .)]) @reference.type

; `using System.Text;`, `using static System.Math;`, `using SB = System.Text.StringBuilder;`: the last name.
(using_directive
  [
    (identifier) @name
    (qualified_name (identifier) @name .)]) @reference.import

; The namespace a file declares, in full, and the `using` paths (`using A.B;`, `using static A.B.C;`,
; `using X = A.B.C;`): resolved to namespaces and types, so that a name is linked first to what the
; file's namespace and usings reach.
(namespace_declaration name: [(identifier) (qualified_name)] @name) @reference.package
(file_scoped_namespace_declaration name: [(identifier) (qualified_name)] @name) @reference.package
(using_directive [(identifier) (qualified_name)] @name) @reference.module

; Receiver types a file states: `@name` is the variable, `@type` its type's name. `x.M()` on a local
; `Foo x = …` or `var x = new Foo()`, a parameter `Foo x`, or a field or property `Foo x` (named `x`
; or `this.x` in all of its class) means Foo's member M (see tags.ts, typed references).
(local_declaration_statement
  (variable_declaration
    type: [(identifier) @type (generic_name . (identifier) @type) (qualified_name (identifier) @type .)]
    (variable_declarator . (identifier) @name))) @binding
(variable_declaration
  type: (implicit_type)
  (variable_declarator
    . (identifier) @name
    (equals_value_clause (object_creation_expression type: [(identifier) @type (generic_name . (identifier) @type)])))) @binding
(parameter
  type: [(identifier) @type (generic_name . (identifier) @type) (qualified_name (identifier) @type .)]
  name: (identifier) @name) @binding
(field_declaration
  (variable_declaration
    type: [(identifier) @type (generic_name . (identifier) @type) (qualified_name (identifier) @type .)]
    (variable_declarator . (identifier) @name))) @binding.field
(property_declaration
  type: [(identifier) @type (generic_name . (identifier) @type) (qualified_name (identifier) @type .)]
  name: (identifier) @name) @binding.field
