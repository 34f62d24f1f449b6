; Zig tags (tree-sitter-zig from tree-sitter-wasms 0.1.13: `function_declaration`,
; `variable_declaration`, containers `struct_declaration`/`enum_declaration`/… as the value of a
; declaration, `container_field`, `test_declaration`).

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Functions at the top level of a file; inside a struct, union, enum or opaque they are methods.
(source_file (function_declaration name: (identifier) @name) @definition.function)
(struct_declaration (function_declaration name: (identifier) @name) @definition.method)
(union_declaration (function_declaration name: (identifier) @name) @definition.method)
(enum_declaration (function_declaration name: (identifier) @name) @definition.method)
(opaque_declaration (function_declaration name: (identifier) @name) @definition.method)

; Types declared as `const X = struct {…}` (also `extern`/`packed`), `enum`, `union`,
; `error{…}` and `opaque {}`, at the top level or nested in a container.
[
  (source_file (variable_declaration (identifier) @name (struct_declaration)) @definition.struct)
  (struct_declaration (variable_declaration (identifier) @name (struct_declaration)) @definition.struct)
  (union_declaration (variable_declaration (identifier) @name (struct_declaration)) @definition.struct)
  (enum_declaration (variable_declaration (identifier) @name (struct_declaration)) @definition.struct)
]
[
  (source_file (variable_declaration (identifier) @name (enum_declaration)) @definition.enum)
  (struct_declaration (variable_declaration (identifier) @name (enum_declaration)) @definition.enum)
  (union_declaration (variable_declaration (identifier) @name (enum_declaration)) @definition.enum)
  (enum_declaration (variable_declaration (identifier) @name (enum_declaration)) @definition.enum)
]
[
  (source_file (variable_declaration (identifier) @name (union_declaration)) @definition.union)
  (struct_declaration (variable_declaration (identifier) @name (union_declaration)) @definition.union)
  (union_declaration (variable_declaration (identifier) @name (union_declaration)) @definition.union)
  (enum_declaration (variable_declaration (identifier) @name (union_declaration)) @definition.union)
]
[
  (source_file (variable_declaration (identifier) @name (error_set_declaration)) @definition.type)
  (struct_declaration (variable_declaration (identifier) @name (error_set_declaration)) @definition.type)
  (source_file (variable_declaration (identifier) @name (opaque_declaration)) @definition.type)
  (struct_declaration (variable_declaration (identifier) @name (opaque_declaration)) @definition.type)
]

; Fields of structs and unions declared at the top level, nested in a container, or returned by a
; generic function (`return struct {…}`); fields of a file that is itself a struct. Not those of
; a struct local to a function; enum members and error names are values, not fields.
[
  (source_file (variable_declaration (struct_declaration (container_field name: (identifier) @name) @definition.field)))
  (source_file (variable_declaration (union_declaration (container_field name: (identifier) @name) @definition.field)))
  (struct_declaration (variable_declaration (struct_declaration (container_field name: (identifier) @name) @definition.field)))
  (struct_declaration (variable_declaration (union_declaration (container_field name: (identifier) @name) @definition.field)))
  (union_declaration (variable_declaration (struct_declaration (container_field name: (identifier) @name) @definition.field)))
  (return_expression (struct_declaration (container_field name: (identifier) @name) @definition.field))
  (return_expression (union_declaration (container_field name: (identifier) @name) @definition.field))
  (source_file (container_field name: (identifier) @name) @definition.field)
]

; Other top-level and container-level declarations: `const` is a constant, `var` a variable.
; `const std = @import("std")` and aliases such as `const Allocator = std.mem.Allocator` are
; imports (below), not definitions; `_` is not a name; containers and error sets are the types above.
([
  (source_file (variable_declaration "const" (identifier) @name (_) @_value) @definition.constant)
  (struct_declaration (variable_declaration "const" (identifier) @name (_) @_value) @definition.constant)
  (union_declaration (variable_declaration "const" (identifier) @name (_) @_value) @definition.constant)
  (enum_declaration (variable_declaration "const" (identifier) @name (_) @_value) @definition.constant)
  (opaque_declaration (variable_declaration "const" (identifier) @name (_) @_value) @definition.constant)
  (source_file (variable_declaration "var" (identifier) @name (_) @_value) @definition.variable)
  (struct_declaration (variable_declaration "var" (identifier) @name (_) @_value) @definition.variable)
  (union_declaration (variable_declaration "var" (identifier) @name (_) @_value) @definition.variable)
  (enum_declaration (variable_declaration "var" (identifier) @name (_) @_value) @definition.variable)
  (opaque_declaration (variable_declaration "var" (identifier) @name (_) @_value) @definition.variable)
]
  (#not-eq? @name "_")
  (#not-match? @_value "^@(import|This)\\b")
  (#not-match? @_value "^((extern|packed)\\s+)?(struct|enum|union|opaque)\\b|^error\\s*\\{")
  (#not-match? @_value "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)+$"))

; Tests: `test "name" {…}` when the name is an identifier (descriptions such as
; `test "std.ArrayList(u0)"` or `test "adds then finds"` are not names), and `test decl {…}`.
((test_declaration (string (string_content) @name)) @definition.function
  (#match? @name "^[A-Za-z_][A-Za-z0-9_]*$"))
(test_declaration (identifier) @name) @definition.function

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Calls `f(x)`, `obj.f(x)`, `std.mem.eql(…)`, `std.ArrayList(u8)` → f, eql, ArrayList.
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (field_expression member: (identifier) @name)) @reference.call

; Struct literals `Point{ .x = 1 }` and constructors by convention `Point.init(…)` → Point.
(struct_initializer (identifier) @name) @reference.new
(struct_initializer (field_expression member: (identifier) @name)) @reference.new
((call_expression function: (field_expression object: (identifier) @name member: (identifier) @_init)) @reference.new
  (#eq? @_init "init")
  (#match? @name "^[A-Z]"))

; Type references: a named type (plain or `pkg.Type`) as a parameter, return, field or declared
; type, behind pointers, optionals, slices and arrays, and in error unions. Primitive types are
; `builtin_type` nodes and never captured. This grammar parses `*std.mem.Allocator` as a field of
; the pointer `*std`: the pointer's identifier is taken only where the pointer is itself a type.
[
  (parameter type: (identifier) @name)
  (parameter type: (field_expression member: (identifier) @name))
  (function_declaration type: (identifier) @name)
  (function_declaration type: (field_expression member: (identifier) @name))
  (variable_declaration type: (identifier) @name)
  (variable_declaration type: (field_expression member: (identifier) @name))
  (container_field type: (identifier) @name)
  (container_field type: (field_expression member: (identifier) @name))
  (parameter type: (pointer_type (identifier) @name))
  (function_declaration type: (pointer_type (identifier) @name))
  (variable_declaration type: (pointer_type (identifier) @name))
  (container_field type: (pointer_type (identifier) @name))
  (nullable_type (pointer_type (identifier) @name))
  (slice_type (pointer_type (identifier) @name))
  (array_type (pointer_type (identifier) @name) .)
  (error_union_type ok: (pointer_type (identifier) @name))
  (pointer_type (pointer_type (identifier) @name))
  (nullable_type (identifier) @name)
  (nullable_type (field_expression member: (identifier) @name))
  (slice_type (identifier) @name)
  (slice_type (field_expression member: (identifier) @name))
  (array_type (identifier) @name .)
  (array_type (field_expression member: (identifier) @name) .)
  (error_union_type error: (identifier) @name)
  (error_union_type ok: (identifier) @name)
  (error_union_type ok: (field_expression member: (identifier) @name))
] @reference.type

; Mixins: `usingnamespace Mixin(Self)`, `usingnamespace other` → inherit.
(using_namespace_declaration (call_expression function: (identifier) @name)) @reference.inherit
(using_namespace_declaration (identifier) @name) @reference.inherit

; Imports: `@import("std")`, `@import("util/strings.zig")` → the path, and names taken from a
; namespace at the top level: `const Allocator = std.mem.Allocator` → Allocator.
((builtin_function (builtin_identifier) @_builtin (arguments (string (string_content) @name))) @reference.import
  (#eq? @_builtin "@import"))
((source_file (variable_declaration (identifier) (field_expression member: (identifier) @name) @_value)) @reference.import
  (#match? @_value "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)+$"))
