; Lua tags (tree-sitter-lua from tree-sitter-wasms 0.1.13: `variable` nodes with name/table/field/
; method fields, `function_definition_statement`, `local_function_definition_statement`, `table`).

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Functions: `function f()` (global, anywhere), `local function f()` (top level only: nested ones
; are locals), `function M.f()`, `function a.b.f()` → f; `function M:m()` is a method.
(function_definition_statement name: (identifier) @name) @definition.function
(chunk (local_function_definition_statement name: (identifier) @name) @definition.function)
(function_definition_statement name: (variable field: (identifier) @name)) @definition.function
(function_definition_statement name: (variable method: (identifier) @name)) @definition.method

; Functions assigned at the top level: `local f = function() end`, `f = function() end`,
; `M.f = function() end`.
(chunk (local_variable_declaration
  (variable_list . (variable name: (identifier) @name))
  (expression_list . value: (function_definition))) @definition.function)
(chunk (variable_assignment
  (variable_list . (variable name: (identifier) @name))
  (expression_list . value: (function_definition))) @definition.function)
(chunk (variable_assignment
  (variable_list . (variable field: (identifier) @name))
  (expression_list . value: (function_definition))) @definition.function)

; Functions in the fields of a top-level table: `local M = { f = function() end }`,
; `return { setup = function() end }`.
(chunk (local_variable_declaration (expression_list (table (field_list
  (field key: (identifier) @name value: (function_definition)) @definition.function)))))
(chunk (variable_assignment (expression_list (table (field_list
  (field key: (identifier) @name value: (function_definition)) @definition.function)))))
(chunk (return_statement (expression_list (table (field_list
  (field key: (identifier) @name value: (function_definition)) @definition.function)))))

; Top-level tables (a table constructor or `setmetatable(…)`). The first match that completes
; wins a name, so the order of completion decides the kind:
; - a class: a table that is its own metatable's index (`local Account = {}` … `Account.__index =
;   Account`), complete at that assignment;
; - a module: the table the file returns (`local M = {}` … `return M`), complete at the return;
; - otherwise a variable (a constant when all caps), complete at the file's last statement, or at
;   the return of another name.
((chunk
  [(local_variable_declaration
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: (_)))
   (variable_assignment
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: (_)))] @definition.class
  (variable_assignment
    (variable_list . (variable table: (identifier) @_table field: (identifier) @_index))
    (expression_list . value: (variable name: (identifier) @_value))))
  (#eq? @_index "__index")
  (#eq? @_table @name)
  (#eq? @_value @name))
((chunk
  [(local_variable_declaration
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))
   (variable_assignment
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))] @definition.module
  (return_statement (expression_list . (variable name: (identifier) @_returned))))
  (#match? @_value "^(\\{|setmetatable\\b)")
  (#eq? @_returned @name))
((chunk
  [(local_variable_declaration
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))
   (variable_assignment
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))] @definition.constant
  (return_statement (expression_list . (variable name: (identifier) @_returned))))
  (#match? @_value "^(\\{|setmetatable\\b)")
  (#match? @name "^[A-Z][A-Z0-9_]+$")
  (#not-eq? @_returned @name))
((chunk
  [(local_variable_declaration
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))
   (variable_assignment
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))] @definition.variable
  (return_statement (expression_list . (variable name: (identifier) @_returned))))
  (#match? @_value "^(\\{|setmetatable\\b)")
  (#not-eq? @_returned @name))
((chunk
  [(local_variable_declaration
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))
   (variable_assignment
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))] @definition.constant
  (_) @_last .)
  (#match? @_value "^(\\{|setmetatable\\b)")
  (#match? @name "^[A-Z][A-Z0-9_]+$")
  (#not-match? @_last "^return\\s+[A-Za-z_][A-Za-z0-9_]*\\s*(,|$)"))
((chunk
  [(local_variable_declaration
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))
   (variable_assignment
     (variable_list . (variable name: (identifier) @name)) (expression_list . value: [(table) (call)] @_value))] @definition.variable
  (_) @_last .)
  (#match? @_value "^(\\{|setmetatable\\b)")
  (#not-eq? @name "_")
  (#not-match? @_last "^return\\s+[A-Za-z_][A-Za-z0-9_]*\\s*(,|$)"))

; Other top-level variables and constants with a value of their own: `local count = 0`,
; `DEBUG = os.getenv("DEBUG") ~= nil`, `local x`. All-caps names and `<const>` locals are
; constants. Aliases (`local insert = table.insert`) and `local json = require("json")` (an
; import, below) define nothing.
((chunk (local_variable_declaration
  (variable_list (variable name: (identifier) @name (attribute (identifier) @_attr)))) @definition.constant)
  (#eq? @_attr "const"))
((chunk (local_variable_declaration
  (variable_list (variable name: (identifier) @name))
  (expression_list . value: [(number) (string) (true) (false) (nil) (call) (binary_expression)
                             (unary_expression) (parenthesized_expression)] @_value)) @definition.constant)
  (#match? @name "^[A-Z][A-Z0-9_]+$")
  (#not-match? @_value "^(require|setmetatable)\\b"))
((chunk (variable_assignment
  (variable_list (variable name: (identifier) @name))
  (expression_list . value: [(number) (string) (true) (false) (nil) (call) (binary_expression)
                             (unary_expression) (parenthesized_expression)] @_value)) @definition.constant)
  (#match? @name "^[A-Z][A-Z0-9_]+$")
  (#not-match? @_value "^(require|setmetatable)\\b"))
((chunk (local_variable_declaration
  (variable_list (variable name: (identifier) @name))
  (expression_list . value: [(number) (string) (true) (false) (nil) (call) (binary_expression)
                             (unary_expression) (parenthesized_expression)] @_value)) @definition.variable)
  (#not-eq? @name "_")
  (#not-match? @_value "^(require|setmetatable)\\b"))
((chunk (variable_assignment
  (variable_list (variable name: (identifier) @name))
  (expression_list . value: [(number) (string) (true) (false) (nil) (call) (binary_expression)
                             (unary_expression) (parenthesized_expression)] @_value)) @definition.variable)
  (#not-eq? @name "_")
  (#not-match? @_value "^(require|setmetatable)\\b"))
((chunk (local_variable_declaration
  . (variable_list (variable name: (identifier) @name)) .) @definition.variable)
  (#not-eq? @name "_"))

; Fields set on a table at the top level: `M.VERSION = "1.0"`, `M.defaults = {…}` (not metatable
; plumbing such as `M.__index = M`, nor aliases such as `M.insert = table.insert`).
((chunk (variable_assignment
  (variable_list . (variable table: (_) field: (identifier) @name))
  (expression_list . value: [(number) (string) (true) (false) (nil) (call) (binary_expression)
                             (unary_expression) (parenthesized_expression) (table)])) @definition.field)
  (#not-match? @name "^__"))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Calls: `f()`, `f "s"`, `f{…}`, `a.b.f()`, `obj:f()` → f. The base library (print, pairs,
; require, setmetatable, …) is left out, and so is `new` (a constructor, below).
((call function: (variable !table name: (identifier) @name)) @reference.call
  (#not-any-of? @name
    "assert" "collectgarbage" "dofile" "error" "getmetatable" "ipairs" "load" "loadfile"
    "loadstring" "module" "next" "pairs" "pcall" "print" "rawequal" "rawget" "rawlen" "rawset"
    "require" "select" "setfenv" "getfenv" "setmetatable" "tonumber" "tostring" "type" "unpack"
    "xpcall"))
((call function: (variable field: (identifier) @name)) @reference.call
  (#not-eq? @name "new"))
((call function: (variable method: (identifier) @name)) @reference.call
  (#not-eq? @name "new"))

; Constructors by convention: `Account.new(…)`, `Account:new(…)` → Account.
((call function: (variable table: (identifier) @name field: (identifier) @_new)) @reference.new
  (#eq? @_new "new"))
((call function: (variable table: (identifier) @name method: (identifier) @_new)) @reference.new
  (#eq? @_new "new"))
((call function: (variable table: (variable name: (identifier) @name) method: (identifier) @_new)) @reference.new
  (#eq? @_new "new"))

; Metatables: `setmetatable(Derived, {__index = Base})` and `setmetatable(Derived, Base)`
; inherit from Base; `setmetatable({}, Account)` and `setmetatable(obj, Account)` make an
; instance of Account (`self` is left out).
((call
  function: (variable name: (identifier) @_fn)
  arguments: (argument_list (expression_list
    (table (field_list (field key: (identifier) @_key value: (variable name: (identifier) @name))))))) @reference.inherit
  (#eq? @_fn "setmetatable")
  (#eq? @_key "__index")
  (#not-eq? @name "self"))
((call
  function: (variable name: (identifier) @_fn)
  arguments: (argument_list (expression_list . (variable name: (identifier) @_target) . (variable name: (identifier) @name)))) @reference.inherit
  (#eq? @_fn "setmetatable")
  (#match? @_target "^[A-Z]")
  (#not-eq? @name "self"))
((call
  function: (variable name: (identifier) @_fn)
  arguments: (argument_list (expression_list . (variable name: (identifier) @_target) . (variable name: (identifier) @name)))) @reference.new
  (#eq? @_fn "setmetatable")
  (#not-match? @_target "^[A-Z]")
  (#not-eq? @name "self"))
((call
  function: (variable name: (identifier) @_fn)
  arguments: (argument_list (expression_list . (table) . (variable name: (identifier) @name)))) @reference.new
  (#eq? @_fn "setmetatable")
  (#not-eq? @name "self"))

; Imports: `require("app.config")`, `require "json"` → the module path.
((call
  function: (variable name: (identifier) @_fn)
  arguments: (argument_list (expression_list . (string) @name))) @reference.import
  (#eq? @_fn "require"))
((call
  function: (variable name: (identifier) @_fn)
  arguments: (argument_list . (string) @name .)) @reference.import
  (#eq? @_fn "require"))
