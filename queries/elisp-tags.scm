; Tags for Emacs Lisp (tree-sitter-elisp from tree-sitter-wasms 0.1.13).
; The grammar knows `defun`, `defsubst`, `defmacro` (own nodes) and `defvar`, `defconst`, `let`,
; `if`, … (`special_form`); everything else, `cl-defun` and `define-minor-mode` included, is a
; plain `list` whose first symbol says what it is.

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; `(defun name (args) …)`, `(defsubst name …)`, `(defmacro name …)`.
(function_definition name: (symbol) @name) @definition.function
(macro_definition name: (symbol) @name) @definition.macro

; `(defvar name value …)`, `(defconst name value …)`. A `(defvar name)` without a value only
; declares a variable defined elsewhere (to quiet the byte compiler): no definition.
(special_form "defvar" . (symbol) @name . (_)) @definition.variable
(special_form "defconst" . (symbol) @name . (_)) @definition.constant

; Function-defining macros: cl-lib's, generics and methods, aliases `(defalias 'name …)`.
((list . (symbol) @_def . (symbol) @name) @definition.function
  (#any-of? @_def
    "cl-defun" "cl-defsubst" "cl-iter-defun" "cl-defgeneric" "define-inline" "defun*"
    "define-advice"))
((list . (symbol) @_def . (symbol) @name) @definition.method
  (#eq? @_def "cl-defmethod"))
((list . (symbol) @_def . (quote (symbol) @name)) @definition.function
  (#any-of? @_def "defalias" "defalias-maybe" "define-obsolete-function-alias"))
((list . (symbol) @_def . (symbol) @name) @definition.macro
  (#any-of? @_def "cl-defmacro" "defmacro*" "define-compiler-macro"))

; Modes and commands made by macros are called like functions: `(foo-mode 1)`.
((list . (symbol) @_def . (symbol) @name) @definition.function
  (#any-of? @_def
    "define-minor-mode" "define-globalized-minor-mode" "define-global-minor-mode"
    "define-derived-mode" "define-generic-mode" "transient-define-prefix"
    "transient-define-suffix" "transient-define-infix" "transient-define-argument"))

; Variables made by macros: options, buffer-local variables, keymaps, faces.
((list . (symbol) @_def . (symbol) @name) @definition.variable
  (#any-of? @_def "defcustom" "defvar-local" "defvar-keymap" "defface"))

; `(provide 'feature)`: the feature this file defines, which `(require 'feature)` imports.
((list . (symbol) @_provide . (quote (symbol) @name)) @definition.module
  (#eq? @_provide "provide"))

; Structures and classes: `(cl-defstruct name …)`, `(cl-defstruct (name OPTIONS…) …)`,
; `(defclass name (parents) …)`.
((list . (symbol) @_def . [(symbol) @name (list . (symbol) @name)]) @definition.struct
  (#any-of? @_def "cl-defstruct" "defstruct"))
((list . (symbol) @_def . (symbol) @name) @definition.class
  (#eq? @_def "defclass"))

; A structure's named constructor: `(cl-defstruct (point (:constructor point-create)) …)`.
((list . (symbol) @_def . (list . (symbol) (list . (symbol) @_option . (symbol) @name))) @definition.function
  (#any-of? @_def "cl-defstruct" "defstruct")
  (#eq? @_option ":constructor"))

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; `(require 'feature)`: an import of the feature (by convention the file's basename).
((list . (symbol) @_require . (quote (symbol) @name)) @reference.import
  (#eq? @_require "require"))

; Calls: the first symbol of a form in code position. Lisp cannot tell code from data
; syntactically, so the positions are spelled out: forms at top level, in function and macro
; bodies, in special forms (not the binding lists of `let` / `let*`, the parameters of `lambda`,
; the clauses of `cond` or the handlers of `condition-case`, whose first symbols are no calls),
; and as arguments of other forms (not the argument lists and binding lists of the definers and
; binding macros below). Keywords (`:key`), `&optional` / `&rest`, the defining forms themselves
; and `require` / `provide` / `declare` are no calls.
((source_file (list . (symbol) @name) @reference.call)
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$"))
((function_definition parameters: (_) (list . (symbol) @name) @reference.call)
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$"))
((macro_definition parameters: (_) (list . (symbol) @name) @reference.call)
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$"))
((special_form
  ["and" "or" "if" "progn" "prog1" "prog2" "setq" "setq-default" "while" "catch"
   "unwind-protect" "save-excursion" "save-restriction" "save-current-buffer" "interactive"
   "defvar" "defconst"]
  (list . (symbol) @name) @reference.call)
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$"))
((special_form ["let" "let*" "lambda"] . (_) (list . (symbol) @name) @reference.call)
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$"))
((special_form "cond" (list (list . (symbol) @name) @reference.call))
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$"))
((special_form "condition-case" . (symbol) . (list . (symbol) @name) @reference.call)
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$"))
((special_form "condition-case" (list (list . (symbol) @name) @reference.call))
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$"))

; Arguments of other forms: the first argument, unless the form binds names there (`dolist`,
; `when-let`, `cl-flet`, …); the second, unless the form defines a function whose argument list
; it is (`cl-defun name (args)`, …); the third and later, except the slots of `cl-defstruct`
; and `defclass` and the clauses of `pcase` / `cl-case`. Nothing in a list headed by `&key`,
; `&optional`, … (an argument list).
((list . (symbol) @_head . (list . (symbol) @name) @reference.call)
  (#not-match? @_head "^&")
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$")
  (#not-any-of? @_head
    "dolist" "dotimes" "cl-dolist" "cl-dotimes" "seq-doseq" "pcase-dolist" "when-let" "when-let*"
    "if-let" "if-let*" "and-let*" "while-let" "pcase-let" "pcase-let*" "cl-flet" "cl-flet*"
    "cl-labels" "cl-letf" "cl-letf*" "cl-macrolet" "cl-symbol-macrolet" "letrec" "dlet"
    "named-let" "cl-destructuring-bind" "pcase-setq" "with-slots" "cl-with-gensyms"
    "cl-once-only" "ignore-error" "ignore-errors" "with-demoted-errors" "pcase" "pcase-exhaustive"
    "cl-case" "cl-ecase" "cl-typecase" "cl-etypecase" "cl-defstruct" "defstruct"
    "declare" "quote" "function"))
((list . (symbol) @_head . (_) . (list . (symbol) @name) @reference.call)
  (#not-match? @_head "^&")
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$")
  (#not-any-of? @_head
    "cl-defun" "cl-defsubst" "cl-iter-defun" "cl-defgeneric" "cl-defmethod" "define-inline"
    "defun*" "cl-defmacro" "defmacro*" "define-compiler-macro" "defclass" "named-let"
    "cl-defstruct" "defstruct" "ert-deftest" "define-advice" "cl-multiple-value-bind"
    "pcase" "pcase-exhaustive" "cl-case" "cl-ecase" "cl-typecase" "cl-etypecase"
    "condition-case-unless-debug" "declare"))
((list . (symbol) @_head . (_) . (_) (list . (symbol) @name) @reference.call)
  (#not-match? @_head "^&")
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$")
  (#not-any-of? @_head
    "cl-defstruct" "defstruct" "defclass" "pcase" "pcase-exhaustive" "cl-case" "cl-ecase"
    "cl-typecase" "cl-etypecase" "declare"))

; Clauses of `pcase` / `cl-case` whose pattern is quoted or a list: the forms after the pattern.
((list . (symbol) @_head (list . [(quote) (list)] (list . (symbol) @name) @reference.call))
  (#any-of? @_head "pcase" "pcase-exhaustive" "cl-case" "cl-ecase" "cl-typecase" "cl-etypecase")
  (#not-match? @name "^([:&].*|require|provide|declare|declare-function|defun|defmacro|defsubst|defvar|defvar-local|defvar-keymap|defconst|defcustom|defface|defgroup|defalias|defclass|defstruct|defun\\*|defmacro\\*|cl-def[a-z-]+|define-(minor-mode|globalized-minor-mode|global-minor-mode|derived-mode|generic-mode|inline|advice|compiler-macro|obsolete-function-alias|obsolete-variable-alias|error)|transient-define-[a-z]+|ert-deftest)$"))

; `#'name` and `(function name)`: a function passed by name (`(mapcar #'foo-parse xs)`,
; `(add-hook 'x-hook #'foo-setup)`).
(quote "#'" (symbol) @name) @reference.call
(special_form "function" . (symbol) @name) @reference.call

; `(define-derived-mode foo-mode parent-mode …)` and `(defclass foo (parent …) …)`: the parent.
((list . (symbol) @_def . (symbol) . (symbol) @name) @reference.inherit
  (#eq? @_def "define-derived-mode"))
((list . (symbol) @_def . (symbol) . (list (symbol) @name)) @reference.inherit
  (#eq? @_def "defclass"))
