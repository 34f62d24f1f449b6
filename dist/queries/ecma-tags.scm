; Tags shared by TypeScript, TSX and JavaScript (node types common to the three grammars).
; Module level = directly in the program or under `export`; TypeScript namespaces add more
; containers in typescript-tags.scm. Where two patterns tag the same node, the first one wins
; (the engine merges definitions by name and line), so specific patterns come before generic ones.
; Matches come in the order they complete: a specific pattern and its generic fallback must both
; end on the same node (the value), or the fallback can complete first.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Functions and generator functions at module level, `export default function f` included.
(program
  [(function_declaration name: (identifier) @name)
   (generator_function_declaration name: (identifier) @name)] @definition.function)
(export_statement
  declaration: [(function_declaration name: (identifier) @name)
                (generator_function_declaration name: (identifier) @name)] @definition.function)

; Classes, wherever declared: a class in a function body is rare, and is most often a module's
; class inside an IIFE/UMD wrapper. Their members (below) are tagged likewise.
(class_declaration name: (_) @name) @definition.class

; Module-level `const f = () => …` / `const f = function () {…}`: functions.
(program
  [(lexical_declaration
     (variable_declarator
       name: (identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.function)
   (variable_declaration
     (variable_declarator
       name: (identifier) @name
       value: [(arrow_function) (function_expression) (generator_function)]) @definition.function)])
(export_statement
  declaration: [(lexical_declaration
                  (variable_declarator
                    name: (identifier) @name
                    value: [(arrow_function) (function_expression) (generator_function)]) @definition.function)
                (variable_declaration
                  (variable_declarator
                    name: (identifier) @name
                    value: [(arrow_function) (function_expression) (generator_function)]) @definition.function)])

; Module-level `const Foo = class {…}`: classes.
(program
  [(lexical_declaration (variable_declarator name: (identifier) @name value: (class)) @definition.class)
   (variable_declaration (variable_declarator name: (identifier) @name value: (class)) @definition.class)])
(export_statement
  declaration: [(lexical_declaration (variable_declarator name: (identifier) @name value: (class)) @definition.class)
                (variable_declaration (variable_declarator name: (identifier) @name value: (class)) @definition.class)])

; Other module-level `const x = …` (e.g. `const x = memoize(…)`): constants; `let`/`var`: variables.
; `const x = require('x')` is an import (see References), not a definition.
(program
  (lexical_declaration
    kind: "const"
    (variable_declarator name: (identifier) @name value: (_) @_value) @definition.constant)
  (#not-match? @_value "^require\\s*\\("))
(export_statement
  declaration: (lexical_declaration
                 kind: "const"
                 (variable_declarator name: (identifier) @name value: (_) @_value) @definition.constant)
  (#not-match? @_value "^require\\s*\\("))
(program
  [(lexical_declaration
     kind: "let"
     (variable_declarator name: (identifier) @name value: (_) @_value) @definition.variable)
   (variable_declaration
     (variable_declarator name: (identifier) @name value: (_) @_value) @definition.variable)]
  (#not-match? @_value "^require\\s*\\("))
(export_statement
  declaration: [(lexical_declaration
                  kind: "let"
                  (variable_declarator name: (identifier) @name value: (_) @_value) @definition.variable)
                (variable_declaration
                  (variable_declarator name: (identifier) @name value: (_) @_value) @definition.variable)]
  (#not-match? @_value "^require\\s*\\("))
(program
  [(lexical_declaration (variable_declarator name: (identifier) @name !value) @definition.variable)
   (variable_declaration (variable_declarator name: (identifier) @name !value) @definition.variable)])
(export_statement
  declaration: [(lexical_declaration (variable_declarator name: (identifier) @name !value) @definition.variable)
                (variable_declaration (variable_declarator name: (identifier) @name !value) @definition.variable)])

; Methods of an object literal assigned to a module-level const: `const api = { get() {…}, put: () => … }`.
(program
  (lexical_declaration
    (variable_declarator
      value: (object
               [(method_definition name: (property_identifier) @name)
                (pair
                  key: (property_identifier) @name
                  value: [(arrow_function) (function_expression) (generator_function)])] @definition.method))))
(export_statement
  declaration: (lexical_declaration
                 (variable_declarator
                   value: (object
                            [(method_definition name: (property_identifier) @name)
                             (pair
                               key: (property_identifier) @name
                               value: [(arrow_function) (function_expression) (generator_function)])] @definition.method))))

; Class methods, getters/setters and constructors.
(class_body
  (method_definition
    name: (property_identifier) @name
    (#eq? @name "constructor")) @definition.constructor)
(class_body
  (method_definition
    name: [(property_identifier) (private_property_identifier)] @name
    (#not-eq? @name "constructor")) @definition.method)

; Test blocks of Jest, Vitest, Mocha, Jasmine, node:test and Bun: `describe('x', () => {…})`,
; `it.only('x', function () {…})`, `test.each(rows)('x %s', (a) => {…})`: definitions of kind
; `test`, named by their title as written, quotes included (see tags.ts: a title is no identifier).
(call_expression
  function: [(identifier) @_test
             (member_expression object: (identifier) @_test)
             (call_expression function: (member_expression object: (identifier) @_test))]
  arguments: (arguments
               . [(string) (template_string)] @name
               . [(arrow_function body: (_) @body) (function_expression body: (_) @body)])
  (#match? @_test "^(describe|context|suite|it|test|specify)$")) @definition.test

; CommonJS at module level: `exports.f = function …`, `module.exports.f = () => …` (functions),
; `exports.x = …` (variables; not `= void 0` preambles, chains `exports.a = exports.b = …`,
; `= require(…)` or `= localName` re-exports), `module.exports = function f …` / `= class C …`,
; `module.exports = { f() {…}, g: () => … }`, and `Foo.prototype.m = function …` (methods).
(program
  (expression_statement
    (assignment_expression
      left: [(member_expression
               object: (identifier) @_exports
               property: (property_identifier) @name)
             (member_expression
               object: (member_expression
                         object: (identifier) @_module
                         property: (property_identifier) @_exports)
               property: (property_identifier) @name)]
      right: [(arrow_function) (function_expression) (generator_function)]) @definition.function)
  (#eq? @_exports "exports")
  (#eq? @_module "module"))
(program
  (expression_statement
    (assignment_expression
      left: (member_expression
              object: (member_expression
                        property: (property_identifier) @_prototype)
              property: (property_identifier) @name)
      right: [(arrow_function) (function_expression) (generator_function)]) @definition.method)
  (#eq? @_prototype "prototype"))
(program
  (expression_statement
    (assignment_expression
      left: [(member_expression
               object: (identifier) @_exports
               property: (property_identifier) @name)
             (member_expression
               object: (member_expression
                         object: (identifier) @_module
                         property: (property_identifier) @_exports)
               property: (property_identifier) @name)]
      right: (_) @_value) @definition.variable)
  (#eq? @_exports "exports")
  (#eq? @_module "module")
  (#not-match? @_value "^(require\\s*\\(|void 0$|[A-Za-z_$][\\w$.]*$|[A-Za-z_$][\\w$.]*\\s*=[^=>])"))
(program
  (expression_statement
    (assignment_expression
      left: (member_expression
              object: (identifier) @_module
              property: (property_identifier) @_exports)
      right: [(function_expression name: (identifier) @name) @definition.function
              (class name: (_) @name) @definition.class
              (object
                [(method_definition name: (property_identifier) @name)
                 (pair
                   key: (property_identifier) @name
                   value: [(arrow_function) (function_expression) (generator_function)])] @definition.function)]))
  (#eq? @_module "module")
  (#eq? @_exports "exports"))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Calls: `f()`, tagged templates; decorators `@f` / `@f()`. Through a receiver, `obj.f()`, `obj?.f()`:
; a method call (a qualified one when the receiver is imported, `ns.f()`).
(call_expression function: (identifier) @name) @reference.call
(call_expression
  function: (member_expression
    object: (_) @receiver
    property: [(property_identifier) (private_property_identifier)] @name)) @reference.method
(decorator (identifier) @name) @reference.call
(decorator (member_expression property: (property_identifier) @name)) @reference.call

; Constructor calls: `new Foo()`, `new ns.Foo()`.
(new_expression constructor: (identifier) @name) @reference.new
(new_expression
  constructor: (member_expression property: (property_identifier) @name)) @reference.new

; Imports: `import d, { a, b as c } from …` → d, a, b; `import * as ns` → ns;
; re-exports `export { a } from …` → a. An `@alias` is the name the file uses for an import: a
; use of `c` is one of `b` (see tags.ts).
(import_specifier name: (identifier) @name !alias) @reference.import
(import_specifier name: (identifier) @name alias: (identifier) @alias) @reference.import
(import_clause (identifier) @name) @reference.import
(namespace_import (identifier) @name) @reference.import
(export_statement
  (export_clause (export_specifier name: (identifier) @name))
  source: (_)) @reference.import

; The names an ES module exports: in a file that exports any, a top-level definition that it does
; not export is its own (see the lookups). `export function f`, `export const a`, `export default
; x`, `export { a, b as c }`. No uses: the lookups read them.
(export_statement
  declaration: [(function_declaration name: (identifier) @name)
                (generator_function_declaration name: (identifier) @name)
                (class_declaration name: (_) @name)
                (lexical_declaration (variable_declarator name: (identifier) @name))
                (variable_declaration (variable_declarator name: (identifier) @name))]) @reference.exports
(export_statement value: (identifier) @name) @reference.exports
(export_statement (export_clause (export_specifier name: (identifier) @name)) !source) @reference.exports

; CommonJS imports: `const x = require('x')` (also `require('x').y`, `require('x')(opts)`) → x;
; `const { a, b: c } = require('x')` → a, b.
(variable_declarator
  name: (identifier) @name
  value: [(call_expression function: (identifier) @_require)
          (member_expression object: (call_expression function: (identifier) @_require))
          (call_expression function: (call_expression function: (identifier) @_require))]
  (#eq? @_require "require")) @reference.import
(variable_declarator
  name: (object_pattern
          [(shorthand_property_identifier_pattern) @name
           (pair_pattern key: (property_identifier) @name)])
  value: (call_expression function: (identifier) @_require)
  (#eq? @_require "require")) @reference.import
; Dynamic imports: `const { a, b: c } = await import('./x')` → a, b.
(variable_declarator
  name: (object_pattern
          [(shorthand_property_identifier_pattern) @name
           (pair_pattern key: (property_identifier) @name)])
  value: (await_expression (call_expression function: (import)))) @reference.import

; Values: a name read, passed, returned, assigned, or put in an object or an array (`f(handler)`,
; `x ?? DEFAULT`, `{ match: defaultMatch }`, `[a, b]`, `${x}`, `CACHE[k]`, `CONFIG.x`, `export
; default app`): kept where the file defines or imports the name (see tags.ts), the uses of a
; constant, or of a function passed as a value.
[
  (arguments (identifier) @name)
  (return_statement (identifier) @name)
  (variable_declarator value: (identifier) @name)
  (assignment_expression left: (identifier) @name)
  (assignment_expression right: (identifier) @name)
  (augmented_assignment_expression left: (identifier) @name)
  (augmented_assignment_expression right: (identifier) @name)
  (binary_expression left: (identifier) @name)
  (binary_expression right: (identifier) @name)
  (unary_expression argument: (identifier) @name)
  (update_expression argument: (identifier) @name)
  (ternary_expression condition: (identifier) @name)
  (ternary_expression consequence: (identifier) @name)
  (ternary_expression alternative: (identifier) @name)
  (pair value: (identifier) @name)
  (object (shorthand_property_identifier) @name)
  (array (identifier) @name)
  (spread_element (identifier) @name)
  (template_substitution (identifier) @name)
  (member_expression object: (identifier) @name)
  (subscript_expression object: (identifier) @name)
  (subscript_expression index: (identifier) @name)
  (parenthesized_expression (identifier) @name)
  (await_expression (identifier) @name)
  (for_in_statement right: (identifier) @name)
  (switch_case value: (identifier) @name)
  (throw_statement (identifier) @name)
  (assignment_pattern right: (identifier) @name)
  (export_statement value: (identifier) @name)
  (export_statement (export_clause (export_specifier name: (identifier) @name)) !source)
] @reference.value
; A class's private members read or written, `node.#children[k]`, `this.#count = 0`: seen from their
; own file only (see tags.ts).
(member_expression property: (private_property_identifier) @name) @reference.value
; A member read through a receiver, `trie.paths[k]`, `ns.DEFAULT`, `this.size`: kept where the
; receiver is imported (a module, a namespace), of a type the file states, or the object itself
; with a member the file defines (see tags.ts).
(member_expression object: [(identifier) (this)] @receiver property: (property_identifier) @name) @reference.value

; Names a function declares for itself (variables, loop and catch variables, destructured names,
; an arrow's one parameter): a value of that name inside it is the local one, not the file's
; definition of the name (see tags.ts).
[
  (variable_declarator name: (identifier) @name)
  (arrow_function parameter: (identifier) @name)
  (for_in_statement left: (identifier) @name)
  (catch_clause parameter: (identifier) @name)
  (object_pattern (shorthand_property_identifier_pattern) @name)
  (array_pattern (identifier) @name)
  (assignment_pattern left: (identifier) @name)
] @local

; Module specifiers, `from './x'`, `require('./x')` and `import('./x')` → ./x: resolved to files, so that a name
; is linked first to the definition the file imports.
(import_statement source: (string) @name) @reference.module
(export_statement source: (string) @name) @reference.module
((call_expression
  function: (identifier) @_require
  arguments: (arguments . (string) @name)) @reference.module
  (#eq? @_require "require"))
(call_expression function: (import) arguments: (arguments . (string) @name)) @reference.module

; ---------------------------------------------------------------------------------------------
; Receiver types a file states: `@name` is the variable, `@type` its type's name. `x.m()` on
; `const x = new Foo()` means Foo's member m (see tags.ts, typed references).
; ---------------------------------------------------------------------------------------------
(variable_declarator
  name: (identifier) @name
  value: (new_expression constructor: [(identifier) (member_expression property: (property_identifier))] @type)) @binding
; `const s = openStore()`, `const s = await openStore()`, and a call on the result itself,
; `openStore().get(k)`: the result of a call of a free function, whose type the lookups read from
; its head (`function openStore(): Store`).
(variable_declarator
  name: (identifier) @name
  value: [(call_expression function: (identifier) @returns)
          (await_expression (call_expression function: (identifier) @returns))]) @binding
(call_expression
  function: (member_expression
    object: (call_expression function: (identifier) @returns)
    property: [(property_identifier) (private_property_identifier)] @name)) @reference.method
; `this.cache = new Cache()`: `this.cache.get()` means Cache's get, in all of the class.
(assignment_expression
  left: (member_expression object: (this) property: [(property_identifier) (private_property_identifier)] @name)
  right: (new_expression constructor: [(identifier) (member_expression property: (property_identifier))] @type)) @binding.this
