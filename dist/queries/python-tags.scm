; Python tags (tree-sitter-python from tree-sitter-wasms 0.1.13).
; Definitions are module-level and class-level only: functions nested in functions, locals and
; parameters are not captured. Decorated definitions capture the inner def/class node, so the
; signature is the `def`/`class` line, not the decorator.

; ---------------------------------------------------------------------------------------------
; Module level: functions (sync and async), classes, lambdas bound to a name, type aliases,
; UPPER_CASE constants and other top-level names (plain, annotated and tuple assignments).
; ---------------------------------------------------------------------------------------------

(module (function_definition name: (identifier) @name) @definition.function)
(module (decorated_definition definition: (function_definition name: (identifier) @name) @definition.function))
(module (class_definition name: (identifier) @name) @definition.class)
(module (decorated_definition definition: (class_definition name: (identifier) @name) @definition.class))

; `type Vec = list[float]` (PEP 695) and `Vec: TypeAlias = list[float]`.
(module (type_alias_statement . (type (identifier) @name)) @definition.type)
(module (type_alias_statement . (type (generic_type . (identifier) @name))) @definition.type)
(module (expression_statement
  (assignment
    left: (identifier) @name
    type: (type (identifier) @_alias)) @definition.type)
  (#eq? @_alias "TypeAlias"))

; `f = lambda x: …` is a function. Matches on the same name and line: the one that completes
; first wins, so the variable patterns below end on the `right:` child like this one (patterns
; that end on the same node come in pattern order), or on a bare annotation with no value.
(module (expression_statement
  (assignment left: (identifier) @name right: (lambda)) @definition.function))

(module (expression_statement
  (assignment left: (identifier) @name right: (_)) @definition.constant)
  (#match? @name "^_*[A-Z][A-Z0-9_]*$"))
(module (expression_statement
  (assignment left: (identifier) @name right: (_)) @definition.variable)
  (#not-match? @name "^_*[A-Z][A-Z0-9_]*$"))
(module (expression_statement
  (assignment left: (identifier) @name !right) @definition.constant)
  (#match? @name "^_*[A-Z][A-Z0-9_]*$"))
(module (expression_statement
  (assignment left: (identifier) @name !right) @definition.variable)
  (#not-match? @name "^_*[A-Z][A-Z0-9_]*$"))
(module (expression_statement
  (assignment left: (pattern_list (identifier) @name)) @definition.variable))

; The same, one level down under module-level `if`/`elif`/`else` and `try`/`except`/`else`
; (`if TYPE_CHECKING:`, `try: import x except ImportError: x = None`, platform switches), but not
; under `if __name__ == "__main__":`, whose names are script locals.
((module [
  (if_statement condition: (_) @_cond consequence: (block [
    (function_definition name: (identifier) @name) @definition.function
    (decorated_definition definition: (function_definition name: (identifier) @name) @definition.function)
    (class_definition name: (identifier) @name) @definition.class
    (decorated_definition definition: (class_definition name: (identifier) @name) @definition.class)
  ]))
  (if_statement alternative: (elif_clause consequence: (block [
    (function_definition name: (identifier) @name) @definition.function
    (decorated_definition definition: (function_definition name: (identifier) @name) @definition.function)
    (class_definition name: (identifier) @name) @definition.class
    (decorated_definition definition: (class_definition name: (identifier) @name) @definition.class)
  ])))
  (if_statement alternative: (else_clause body: (block [
    (function_definition name: (identifier) @name) @definition.function
    (decorated_definition definition: (function_definition name: (identifier) @name) @definition.function)
    (class_definition name: (identifier) @name) @definition.class
    (decorated_definition definition: (class_definition name: (identifier) @name) @definition.class)
  ])))
  (try_statement body: (block [
    (function_definition name: (identifier) @name) @definition.function
    (decorated_definition definition: (function_definition name: (identifier) @name) @definition.function)
    (class_definition name: (identifier) @name) @definition.class
    (decorated_definition definition: (class_definition name: (identifier) @name) @definition.class)
  ]))
  (try_statement (except_clause (block [
    (function_definition name: (identifier) @name) @definition.function
    (decorated_definition definition: (function_definition name: (identifier) @name) @definition.function)
    (class_definition name: (identifier) @name) @definition.class
    (decorated_definition definition: (class_definition name: (identifier) @name) @definition.class)
  ])))
  (try_statement (else_clause body: (block [
    (function_definition name: (identifier) @name) @definition.function
    (decorated_definition definition: (function_definition name: (identifier) @name) @definition.function)
    (class_definition name: (identifier) @name) @definition.class
    (decorated_definition definition: (class_definition name: (identifier) @name) @definition.class)
  ])))
])
  (#not-match? @_cond "^__name__"))

((module [
  (if_statement condition: (_) @_cond consequence: (block (expression_statement (assignment left: (identifier) @name) @definition.constant)))
  (if_statement alternative: (elif_clause consequence: (block (expression_statement (assignment left: (identifier) @name) @definition.constant))))
  (if_statement alternative: (else_clause body: (block (expression_statement (assignment left: (identifier) @name) @definition.constant))))
  (try_statement body: (block (expression_statement (assignment left: (identifier) @name) @definition.constant)))
  (try_statement (except_clause (block (expression_statement (assignment left: (identifier) @name) @definition.constant))))
  (try_statement (else_clause body: (block (expression_statement (assignment left: (identifier) @name) @definition.constant))))
])
  (#match? @name "^_*[A-Z][A-Z0-9_]*$")
  (#not-match? @_cond "^__name__"))
((module [
  (if_statement condition: (_) @_cond consequence: (block (expression_statement (assignment left: (identifier) @name) @definition.variable)))
  (if_statement alternative: (elif_clause consequence: (block (expression_statement (assignment left: (identifier) @name) @definition.variable))))
  (if_statement alternative: (else_clause body: (block (expression_statement (assignment left: (identifier) @name) @definition.variable))))
  (try_statement body: (block (expression_statement (assignment left: (identifier) @name) @definition.variable)))
  (try_statement (except_clause (block (expression_statement (assignment left: (identifier) @name) @definition.variable))))
  (try_statement (else_clause body: (block (expression_statement (assignment left: (identifier) @name) @definition.variable))))
])
  (#not-match? @name "^_*[A-Z][A-Z0-9_]*$")
  (#not-match? @_cond "^__name__"))

; ---------------------------------------------------------------------------------------------
; Class level: methods (plain, async, decorated), nested classes, class attributes
; (UPPER_CASE → constant, others such as dataclass fields → field).
; ---------------------------------------------------------------------------------------------

(class_definition body: (block (function_definition name: (identifier) @name) @definition.method))
(class_definition body: (block
  (decorated_definition definition: (function_definition name: (identifier) @name) @definition.method)))
(class_definition body: (block (class_definition name: (identifier) @name) @definition.class))
(class_definition body: (block
  (decorated_definition definition: (class_definition name: (identifier) @name) @definition.class)))
(class_definition body: (block
  (expression_statement (assignment left: (identifier) @name) @definition.constant))
  (#match? @name "^_*[A-Z][A-Z0-9_]*$"))
(class_definition body: (block
  (expression_statement (assignment left: (identifier) @name) @definition.field))
  (#not-match? @name "^_*[A-Z][A-Z0-9_]*$"))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Calls: `foo()` → foo; class instantiation is a call in Python. Through a receiver, `obj.foo()`,
; `a.b.foo()`: a method call (a qualified one when the receiver is imported, `os.path.join()`).
(call function: (identifier) @name) @reference.call
(call function: (attribute object: (_) @receiver attribute: (identifier) @name)) @reference.method
; A method of a string literal, `", ".join(parts)`, `f"{x}".replace(…)`: str's; so is one of what
; such a method gives, `"".join(lines).replace(…)` (a str, or another built-in: `split` gives a list).
(call function: (attribute object: [(string) (concatenated_string)] @type attribute: (identifier) @name)) @reference.method
(call
  function: (attribute
              object: (call function: (attribute object: [(string) (concatenated_string)] @type))
              attribute: (identifier) @name)) @reference.method

; Bare decorators are calls too: `@cached`, `@app.route` (decorators with arguments are calls above).
(decorator (identifier) @name) @reference.call
(decorator (attribute attribute: (identifier) @name)) @reference.call

; Base classes: `class A(B, mod.C, Generic[T])` → B, C, Generic (keyword arguments such as
; `metaclass=` are left out).
(class_definition superclasses: (argument_list [
  (identifier) @name
  (attribute attribute: (identifier) @name)
  (subscript value: [(identifier) @name (attribute attribute: (identifier) @name)])
]) @reference.inherit)

; Imports: each imported name. `import a.b` → b (last segment), `import a.b as c` → b,
; `from x import y as z` → y, `from . import m` → m. Star imports have no name. An `@alias` is
; the name the module uses for an import: a use of `z` is one of `y` (see tags.ts).
(import_statement name: (dotted_name (identifier) @name .) @reference.import)
(import_statement name: (aliased_import name: (dotted_name (identifier) @name .) alias: (identifier) @alias) @reference.import)
(import_from_statement name: (dotted_name (identifier) @name .) @reference.import)
(import_from_statement name: (aliased_import name: (dotted_name (identifier) @name .) alias: (identifier) @alias) @reference.import)

; Type annotations: parameters and annotated assignments (`type:`), return types, generic
; arguments and type parameters, the value of a `type X = …` alias. Dotted types give their last
; segment, string forward references ("Point") their text; the builtin scalar types are left out.
((_ type: (type [
    (identifier) @name
    (attribute attribute: (identifier) @name)
    (string (string_content) @name)
    (generic_type . (identifier) @name)
    (subscript value: [(identifier) @name (attribute attribute: (identifier) @name)])
    (subscript subscript: (identifier) @name)
    (list (identifier) @name)
    (binary_operator [(identifier) @name (attribute attribute: (identifier) @name)])
    (binary_operator (binary_operator [(identifier) @name (attribute attribute: (identifier) @name)]))
  ])) @reference.type
  (#match? @name "^[A-Za-z_][A-Za-z0-9_]*$")
  (#not-match? @name "^(int|str|float|bool|bytes|complex|object)$"))
((_ return_type: (type [
    (identifier) @name
    (attribute attribute: (identifier) @name)
    (string (string_content) @name)
    (generic_type . (identifier) @name)
    (subscript value: [(identifier) @name (attribute attribute: (identifier) @name)])
    (subscript subscript: (identifier) @name)
    (list (identifier) @name)
    (binary_operator [(identifier) @name (attribute attribute: (identifier) @name)])
    (binary_operator (binary_operator [(identifier) @name (attribute attribute: (identifier) @name)]))
  ])) @reference.type
  (#match? @name "^[A-Za-z_][A-Za-z0-9_]*$")
  (#not-match? @name "^(int|str|float|bool|bytes|complex|object)$"))
((type_parameter (type [
    (identifier) @name
    (attribute attribute: (identifier) @name)
    (string (string_content) @name)
    (generic_type . (identifier) @name)
    (subscript value: [(identifier) @name (attribute attribute: (identifier) @name)])
    (subscript subscript: (identifier) @name)
    (list (identifier) @name)
    (binary_operator [(identifier) @name (attribute attribute: (identifier) @name)])
    (binary_operator (binary_operator [(identifier) @name (attribute attribute: (identifier) @name)]))
  ])) @reference.type
  (#match? @name "^[A-Za-z_][A-Za-z0-9_]*$")
  (#not-match? @name "^(int|str|float|bool|bytes|complex|object)$"))
((type_alias_statement (type) (type [
    (identifier) @name
    (attribute attribute: (identifier) @name)
    (string (string_content) @name)
    (generic_type . (identifier) @name)
    (subscript value: [(identifier) @name (attribute attribute: (identifier) @name)])
    (subscript subscript: (identifier) @name)
    (list (identifier) @name)
    (binary_operator [(identifier) @name (attribute attribute: (identifier) @name)])
    (binary_operator (binary_operator [(identifier) @name (attribute attribute: (identifier) @name)]))
  ])) @reference.type
  (#match? @name "^[A-Za-z_][A-Za-z0-9_]*$")
  (#not-match? @name "^(int|str|float|bool|bytes|complex|object)$"))

; Values: a name read, passed, returned, assigned, compared, or put in a collection (`f(handler)`,
; `x or DEFAULT`, `{"k": CONST}`, `for x in ITEMS`, `CACHE[k]`, `CONFIG.x`): kept where the file
; defines or imports the name (see tags.ts), the uses of a constant, or of a function passed as a value.
[
  (argument_list (identifier) @name)
  (keyword_argument value: (identifier) @name)
  (return_statement (identifier) @name)
  (assignment right: (identifier) @name)
  (augmented_assignment left: (identifier) @name)
  (augmented_assignment right: (identifier) @name)
  (binary_operator left: (identifier) @name)
  (binary_operator right: (identifier) @name)
  (boolean_operator left: (identifier) @name)
  (boolean_operator right: (identifier) @name)
  (comparison_operator (identifier) @name)
  (not_operator argument: (identifier) @name)
  (unary_operator argument: (identifier) @name)
  (conditional_expression (identifier) @name)
  (list (identifier) @name)
  (tuple (identifier) @name)
  (set (identifier) @name)
  (pair value: (identifier) @name)
  (attribute object: (identifier) @name)
  (subscript value: (identifier) @name)
  (subscript subscript: (identifier) @name)
  (parenthesized_expression (identifier) @name)
  (for_statement right: (identifier) @name)
  (for_in_clause right: (identifier) @name)
  (if_statement condition: (identifier) @name)
  (while_statement condition: (identifier) @name)
  (default_parameter value: (identifier) @name)
  (typed_default_parameter value: (identifier) @name)
  (list_splat (identifier) @name)
  (dictionary_splat (identifier) @name)
  (await (identifier) @name)
  (raise_statement (identifier) @name)
] @reference.value
; A member read through a receiver, `Preview.hug_comparator`, `mode.line_length`, `self.mode`:
; kept where the receiver is imported (a module, a class), of a type the file states, or the
; object itself with a member the file defines (see tags.ts).
(attribute object: (identifier) @receiver attribute: (identifier) @name) @reference.value

; Names a function declares for itself (parameters, assignments, loop and `as` variables): a
; value of that name inside it is the local one, not the module's definition (see tags.ts).
[
  (parameters (identifier) @name)
  (lambda_parameters (identifier) @name)
  (default_parameter name: (identifier) @name)
  (typed_parameter (identifier) @name)
  (typed_default_parameter name: (identifier) @name)
  (assignment left: (identifier) @name)
  (assignment left: (pattern_list (identifier) @name))
  (for_statement left: (identifier) @name)
  (for_statement left: (pattern_list (identifier) @name))
  (for_in_clause left: (identifier) @name)
  (as_pattern alias: (as_pattern_target (identifier) @name))
] @local

; The names a module lists for other modules to take (`__all__ = ["a", "b"]`, a list or a tuple,
; also added to with `+=`): no uses, but what other modules can see of it.
(module (expression_statement
  [(assignment left: (identifier) @_all right: [(list (string (string_content) @name)) (tuple (string (string_content) @name))])
   (augmented_assignment left: (identifier) @_all right: [(list (string (string_content) @name)) (tuple (string (string_content) @name))])]
  @reference.exports)
  (#eq? @_all "__all__"))

; Module paths, `from .x import y` → .x, `import a.b` → a.b: resolved to files, so that a name is
; linked first to the definition the file imports.
(import_from_statement module_name: [(dotted_name) (relative_import)] @name) @reference.module
(import_statement name: (dotted_name) @name) @reference.module
(import_statement name: (aliased_import name: (dotted_name) @name)) @reference.module

; ---------------------------------------------------------------------------------------------
; Receiver types a file states: `@name` is the variable, `@type` its type (a class called, an
; annotation, a literal). `x.m()` on `x = Foo()`, `x: Foo` or `x = []` means that type's member m
; (see tags.ts, typed references); `x: Optional[Foo]`, `x: Foo | None` and `x: "Foo"`, Foo's (see type-shapes.ts).
; ---------------------------------------------------------------------------------------------
(assignment
  left: (identifier) @name
  !type
  right: (call function: [(identifier) @type (attribute attribute: (identifier) @type)])) @binding
(assignment
  left: (identifier) @name
  right: [(list) (list_comprehension) (dictionary) (dictionary_comprehension) (set) (set_comprehension) (string)] @type) @binding
(assignment left: (identifier) @name type: (type [(identifier) @type (generic_type (identifier) @type) (binary_operator) @type (union_type) @type (string) @type])) @binding
; `with open(p) as f`, `with Session() as s`: what the call made (most context managers give
; themselves).
(as_pattern
  (call function: [(identifier) @type (attribute attribute: (identifier) @type)])
  alias: (as_pattern_target (identifier) @name)) @binding
(typed_parameter (identifier) @name type: (type [(identifier) @type (generic_type (identifier) @type) (binary_operator) @type (union_type) @type (string) @type])) @binding
(typed_default_parameter name: (identifier) @name type: (type [(identifier) @type (generic_type (identifier) @type) (binary_operator) @type (union_type) @type (string) @type])) @binding
; A variable given another's value or one of its elements: `current = head_leaves`, `for leaf in
; leaves`, `first = leaves[0]`. Its type is the value's, or its elements' where the value is typed
; `list[Foo]`, `Sequence[Foo]`, `Optional[list[Foo]]` (see typesAt). A slice, `leaves[1:]`, is no element.
(assignment left: (identifier) @name !type right: [(identifier) (attribute)] @value) @binding
(assignment
  left: (identifier) @name
  !type
  right: (subscript
           value: [(identifier) (attribute)] @element
           subscript: [(identifier) (integer) (unary_operator) (attribute) (binary_operator) (call) (string)])) @binding
(for_statement left: (identifier) @name right: [(identifier) (attribute)] @element) @binding
; A type test, `if isinstance(x, Foo):` (or `… and …`), `assert isinstance(self.x, mod.Foo)`: the
; variable is a Foo where the test holds (see receivers.ts, narrowedScope).
((call
   function: (identifier) @_isinstance
   arguments: (argument_list . [(identifier) (attribute)] @name . [(identifier) @type (attribute attribute: (identifier) @type)] .)) @binding.narrowed
  (#eq? @_isinstance "isinstance"))
; A context manager that catches an exception, `with self.assertRaises(Foo) as cm:` (unittest) or
; `with pytest.raises(Foo) as info:`: `cm.exception` and `info.value` are a Foo (see receivers.ts).
((as_pattern
   (call
     function: (attribute attribute: (identifier) @_catches)
     arguments: (argument_list . [(identifier) @type (attribute attribute: (identifier) @type)]))
   alias: (as_pattern_target (identifier) @name)) @binding.caught
  (#match? @_catches "^(assertRaises|assertRaisesRegex|raises)$"))
; Fields of the object itself, `self.cache = Cache()`, `self.cache: Cache = …`, or a class body's
; `cache: Cache` (a dataclass's): `self.cache.get()` means Cache's get, in all of the class.
((assignment
  left: (attribute object: (identifier) @_self attribute: (identifier) @name)
  !type
  right: (call function: [(identifier) @type (attribute attribute: (identifier) @type)])) @binding.self
  (#eq? @_self "self"))
((assignment
  left: (attribute object: (identifier) @_self attribute: (identifier) @name)
  type: (type [(identifier) @type (generic_type (identifier) @type) (binary_operator) @type (union_type) @type (string) @type])) @binding.self
  (#eq? @_self "self"))
(class_definition
  body: (block
          (expression_statement
            (assignment left: (identifier) @name type: (type [(identifier) @type (generic_type (identifier) @type) (binary_operator) @type (union_type) @type (string) @type])) @binding.self)))
; A property with its type, `@property def mode(self) -> Mode`: `self.mode.x()` means Mode's x, and
; so does `line.mode.x()` in other files (see the members' types of tags.ts).
((decorated_definition
  (decorator (identifier) @_property)
  definition: (function_definition
                name: (identifier) @name
                return_type: (type [(identifier) @type (generic_type (identifier) @type) (binary_operator) @type (union_type) @type (string) @type]))) @binding.self
  (#eq? @_property "property"))
