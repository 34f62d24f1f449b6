; R tags (tree-sitter-r from @cursorless/tree-sitter-wasms 0.7.0). R defines everything by
; assignment: a function is a name bound to `function(…)` (or `\(…)`), S4 and reference classes
; are calls of setClass, setRefClass and R6Class.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Top-level functions, with `<-`, `<<-` or `=` (S3 methods are functions named `generic.class`;
; `%op%` operators keep their name without backticks).
(program
  (binary_operator lhs: (identifier) @name operator: ["<-" "<<-" "="] rhs: (function_definition body: (_) @body)) @definition.function)

; Top-level values: constants when the name is in capitals, variables otherwise.
((program
  (binary_operator lhs: (identifier) @name operator: ["<-" "<<-" "="]
    rhs: [(integer) (float) (complex) (string) (true) (false) (null) (call) (unary_operator) (binary_operator) (identifier) (namespace_operator)]) @definition.constant)
  (#match? @name "^[A-Z][A-Z0-9_.]*$"))
((program
  (binary_operator lhs: (identifier) @name operator: ["<-" "<<-" "="]
    rhs: [(integer) (float) (complex) (string) (true) (false) (null) (unary_operator) (binary_operator) (identifier) (namespace_operator)
          (call function: (identifier) @_maker)]) @definition.variable)
  (#not-match? @name "^[A-Z][A-Z0-9_.]*$")
  (#not-any-of? @_maker "setRefClass" "R6Class" "setClass"))

; Classes: `X <- setRefClass("X", …)`, `X <- R6Class("X", …)` by the name bound, S4's
; `setClass("X", …)` by its first argument; the methods of a reference or R6 class (the
; functions in its `methods =`, `public =`, `private =` or `active =` list).
((binary_operator lhs: (identifier) @name operator: ["<-" "<<-" "="]
  rhs: (call function: (identifier) @_maker)) @definition.class
  (#any-of? @_maker "setRefClass" "R6Class"))
((call function: (identifier) @_maker
  arguments: (arguments . (argument value: (string (string_content) @name)))) @definition.class
  (#eq? @_maker "setClass"))
((call function: (identifier) @_maker
  arguments: (arguments (argument name: (identifier) @_list
    value: (call function: (identifier) @_fn
      arguments: (arguments (argument name: (identifier) @name value: (function_definition body: (_) @body)) @definition.method)))))
  (#any-of? @_maker "setRefClass" "R6Class")
  (#any-of? @_list "methods" "public" "private" "active")
  (#eq? @_fn "list"))

; S4 generics and methods: `setGeneric("describe", function(x) …)`, `setMethod("describe",
; "Item", function(x) …)`; the signature ends at the function's body.
((call function: (identifier) @_maker
  arguments: (arguments . (argument value: (string (string_content) @name))
    (argument value: (function_definition body: (_) @body))?)) @definition.function
  (#eq? @_maker "setGeneric"))
((call function: (identifier) @_maker
  arguments: (arguments . (argument value: (string (string_content) @name))
    (argument value: (function_definition body: (_) @body))?)) @definition.method
  (#eq? @_maker "setMethod"))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Packages attached or loaded (`library(dplyr)`, `require("readr")`, `requireNamespace(…)`) are
; imports; a sourced file (`source("R/money.R")`) is a module by its path.
((call function: (identifier) @_fn
  arguments: (arguments . (argument value: [(identifier) @name (string (string_content) @name)]))) @reference.import
  (#any-of? @_fn "library" "require" "requireNamespace" "loadNamespace"))
((call function: (identifier) @_fn
  arguments: (arguments . (argument value: (string (string_content) @name)))) @reference.module
  (#any-of? @_fn "source" "sys.source"))

; Calls: `f(x)`, `pkg::f(x)`, `obj$method(x)`; the base functions every script calls, and the
; forms above, are left out.
((call function: (identifier) @name) @reference.call
  (#not-any-of? @name
    "c" "list" "vector" "length" "names" "paste" "paste0" "sprintf" "format" "print" "cat"
    "message" "warning" "stop" "stopifnot" "invisible" "return" "is.null" "is.na" "isTRUE"
    "isFALSE" "identical" "missing" "nchar" "substr" "seq" "seq_len" "seq_along" "rep" "sum"
    "mean" "max" "min" "round" "abs" "sqrt" "exp" "log" "unlist" "lapply" "sapply" "vapply"
    "mapply" "Map" "Reduce" "Filter" "do.call" "match.arg" "inherits" "class" "structure"
    "attr" "as.character" "as.numeric" "as.integer" "as.logical" "as.list" "character"
    "numeric" "integer" "logical" "data.frame" "matrix" "nrow" "ncol" "unique" "sort" "order"
    "rev" "which" "any" "all" "ifelse" "switch" "tryCatch" "on.exit" "setdiff" "union"
    "intersect" "exists" "get" "assign" "environment" "new.env" "function" "library" "require"
    "requireNamespace" "loadNamespace" "source" "sys.source" "setClass" "setRefClass" "R6Class"
    "setGeneric" "setMethod" "setValidity" "standardGeneric" "UseMethod" "NextMethod"
    "callNextMethod" "new" "quote" "bquote" "substitute" "eval" "Sys.time" "toupper" "tolower"
    "trimws" "gsub" "sub" "grepl" "regmatches" "strsplit" "file.path" "basename" "dirname"
    "interactive" "Sys.getenv" "nargs" "is.function" "is.character" "is.numeric"))
(call function: (namespace_operator rhs: (identifier) @name)) @reference.call
((call function: (extract_operator operator: "$" rhs: (identifier) @name)) @reference.call
  (#not-eq? @name "new"))

; Objects: `Stock$new(…)` (reference and R6 classes), `new("Item", …)` (S4), and the class an
; S4 method is for (`setMethod("describe", "Item", …)`).
((call function: (extract_operator lhs: (identifier) @name operator: "$" rhs: (identifier) @_new)) @reference.new
  (#eq? @_new "new"))
((call function: (identifier) @_fn arguments: (arguments . (argument value: (string (string_content) @name)))) @reference.new
  (#eq? @_fn "new"))
((call function: (identifier) @_fn
  arguments: (arguments . (argument) . (comma) . (argument value: (string (string_content) @name)))) @reference.type
  (#eq? @_fn "setMethod"))
