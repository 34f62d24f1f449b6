; Tags for C (tree-sitter-c from tree-sitter-wasms 0.1.13).
; Declarators nest: `char *f(void)` is pointer_declarator > function_declarator > identifier, so the
; patterns list the usual wrappings. A query cannot say "not inside a function body": file scope is
; spelled out as the parent node types that can hold file-level declarations.

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Function definitions: `int f(…) {…}`, `char *f(…) {…}`, `char **f(…) {…}`.
(function_definition
  declarator: [
    (function_declarator declarator: (identifier) @name)
    (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
    (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))]) @definition.function

; Function prototypes: `int f(int);`, `char *f(void);`, in the file, #if blocks, `extern "C"`,
; and ERROR nodes. Not in function bodies: there it is a macro-call misparse more often than a prototype.
(translation_unit
  (declaration
    declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))]) @definition.function)
(preproc_if
  (declaration
    declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))]) @definition.function)
(preproc_ifdef
  (declaration
    declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))]) @definition.function)
(preproc_else
  (declaration
    declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))]) @definition.function)
(preproc_elif
  (declaration
    declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))]) @definition.function)
(linkage_specification
  (declaration
    declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))]) @definition.function)
(declaration_list
  (declaration
    declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))]) @definition.function)
(ERROR
  (declaration
    declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))]) @definition.function)

; struct / union / enum with a body (also inside a typedef): `struct point {…}`.
(struct_specifier name: (type_identifier) @name body: (_)) @definition.struct
(union_specifier name: (type_identifier) @name body: (_)) @definition.union
(enum_specifier name: (type_identifier) @name body: (_)) @definition.enum

; `typedef struct {…} name;` (an anonymous body): the typedef name is the struct / union / enum.
(type_definition
  type: (struct_specifier !name body: (_))
  declarator: (type_identifier) @name) @definition.struct
(type_definition
  type: (union_specifier !name body: (_))
  declarator: (type_identifier) @name) @definition.union
(type_definition
  type: (enum_specifier !name body: (_))
  declarator: (type_identifier) @name) @definition.enum

; Other typedefs: `typedef unsigned long ulong;`, `typedef struct x *xp;`, `typedef int (*cb)(int);`.
(type_definition
  declarator: [
    (type_identifier) @name
    (pointer_declarator declarator: (type_identifier) @name)
    (function_declarator
      declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))]) @definition.type

; Macros: `#define MAX 10` (with a value: bare include guards and flags are skipped), `#define SQ(x) …`.
(preproc_def name: (identifier) @name value: (_)) @definition.macro
(preproc_function_def name: (identifier) @name) @definition.macro

; File-scope constants and variables: directly in the file, or in a top-level #if/#ifdef block or
; its #else/#elif. Locals in function bodies (#if blocks inside them too) are left out, and so are
; declarations in ERROR nodes: macro-heavy code that fails to parse leaves locals there.
; Constants: `static const double PI = …;` (not `const char *p`: a pointer to const).
((translation_unit
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant)
  (#eq? @_const "const"))
((translation_unit (preproc_if
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant))
  (#eq? @_const "const"))
((translation_unit (preproc_ifdef
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant))
  (#eq? @_const "const"))
((translation_unit (_ alternative: (preproc_else
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant)))
  (#eq? @_const "const"))
((translation_unit (_ alternative: (preproc_elif
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant)))
  (#eq? @_const "const"))

; Variables (`extern` ones too): `int x, *y;`, `char *p = …;`, `int a[3][4];`, `char **argv;`.
(translation_unit
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable)
(translation_unit (preproc_if
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable))
(translation_unit (preproc_ifdef
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable))
(translation_unit (_ alternative: (preproc_else
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable)))
(translation_unit (_ alternative: (preproc_elif
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable)))

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls, macro calls included: `f(x)`, `SQ(x)`, and through a struct: `s.f(x)`, `p->ops->f(x)`.
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (field_expression field: (field_identifier) @name)) @reference.call

; Type names in declarations, parameters, fields, return types, casts, sizeof, typedefs.
(declaration type: (type_identifier) @name) @reference.type
(parameter_declaration type: (type_identifier) @name) @reference.type
(field_declaration type: (type_identifier) @name) @reference.type
(function_definition type: (type_identifier) @name) @reference.type
(type_descriptor type: (type_identifier) @name) @reference.type
(type_definition type: (type_identifier) @name) @reference.type

; Struct / union / enum tags used without a body: `struct point *p`, `struct point;`.
(struct_specifier name: (type_identifier) @name !body) @reference.type
(union_specifier name: (type_identifier) @name !body) @reference.type
(enum_specifier name: (type_identifier) @name !body) @reference.type

; Local includes: `#include "util/list.h"` → list.h (the header's file name).
(preproc_include path: (string_literal) @name) @reference.import

; Include paths, `"util/list.h"` and `<util/list.h>`: resolved to the repository's headers (next to
; the file, then in the include directories), so that a name is linked first to what the file includes.
(preproc_include path: [(string_literal) (system_lib_string)] @name) @reference.module
