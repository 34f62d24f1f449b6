; Perl tags (tree-sitter-perl from @cursorless/tree-sitter-wasms 0.7.0). A package's name is
; written in full (`Shop::Inventory`), and `use`/`require` of it refer to that name.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Packages (classes): `package A::B;` and `package A::B { … }`.
(package_statement (package_name) @name) @definition.module

; Subroutines, named ones only (at the top level or in a package block).
(function_definition name: (identifier) @name) @definition.function

; Constants: `use constant NAME => …` and `use constant { A => …, B => … }`.
(use_constant_statement constant: (identifier) @name) @definition.constant
(use_constant_statement
  value: (hash_ref (call_expression_with_args_with_brackets
    (call_expression_with_bareword function_name: (identifier) @name)) @definition.constant))

; Package variables: `our $VERSION`, `our @DEFAULTS` (not the Exporter's and inheritance lists).
((source_file (binary_expression variable: (variable_declaration (scope) @_our
  variable_name: (_) @name)) @definition.variable)
  (#eq? @_our "our")
  (#not-match? @name "^[@$%](ISA|EXPORT|EXPORT_OK|EXPORT_TAGS|VERSION)$"))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Modules used or required (`use Shop::Money qw(round_cents);`, `require Shop::Log;`) by their
; name, with the names they import; pragmas (lower case: strict, warnings, utf8, lib …) are left out.
((use_no_statement package_name: (package_name) @name) @reference.module
  (#match? @name "^[A-Z]"))
((use_no_statement package_name: (package_name) @name) @reference.import
  (#match? @name "^[A-Z]"))
((require_statement package_name: (package_name) @name) @reference.module
  (#match? @name "^[A-Z]"))
((require_statement package_name: (package_name) @name) @reference.import
  (#match? @name "^[A-Z]"))
(use_no_statement (word_list_qw (list_item) @name)) @reference.import

; Inheritance: `use parent 'Base'`, `use parent -norequire, 'Base'`, `use base qw(A B)`.
(use_parent_statement [(string_single_quoted) (string_double_quoted)] @name) @reference.inherit
(use_parent_statement (word_list_qw (list_item) @name)) @reference.inherit

; Calls with arguments (`total(@items)`, `log_line "x"`, `Shop::Log::info(…)`), method calls
; (`$self->restock(5)`, `$obj->render`), and constants (names in capitals, without arguments)
; where a value is read. Perl's built-in functions and Carp's are left out.
([
  (call_expression_with_args_with_brackets (call_expression_with_bareword function_name: (identifier) @name) args: (_))
  (call_expression_with_spaced_args (call_expression_with_bareword function_name: (identifier) @name) args: (_))
  (method_invocation function_name: (identifier) @name)
] @reference.call
  (#not-any-of? @name
    "print" "printf" "say" "sprintf" "push" "pop" "shift" "unshift" "splice" "map" "grep"
    "sort" "reverse" "keys" "values" "each" "exists" "delete" "defined" "undef" "ref" "bless"
    "die" "warn" "return" "join" "split" "length" "substr" "index" "rindex" "lc" "uc"
    "lcfirst" "ucfirst" "open" "close" "binmode" "chomp" "chop" "chdir" "mkdir" "unlink"
    "wantarray" "scalar" "local" "time" "localtime" "gmtime" "sleep" "eval" "do" "abs" "int"
    "sqrt" "rand" "srand" "hex" "oct" "ord" "chr" "pack" "unpack" "exit" "system" "exec"
    "fork" "wait" "waitpid" "kill" "caller" "croak" "confess" "carp" "cluck" "new" "isa" "can"
    "DOES" "VERSION" "SUPER" "sum" "sum0" "max" "min" "first" "any" "all" "none" "uniq"
    "blessed" "reftype" "looks_like_number" "weaken" "dualvar" "ok" "is" "isnt" "like"
    "unlike" "is_deeply" "cmp_ok" "done_testing" "plan" "diag" "note" "subtest" "pass" "fail"))
([
  (binary_expression (call_expression_with_args_with_brackets . (call_expression_with_bareword function_name: (identifier) @name) .))
  (arguments (call_expression_with_args_with_brackets . (call_expression_with_bareword function_name: (identifier) @name) .))
  (return_expression (call_expression_with_args_with_brackets . (call_expression_with_bareword function_name: (identifier) @name) .))
  (array (call_expression_with_args_with_brackets . (call_expression_with_bareword function_name: (identifier) @name) .))
] @reference.call
  (#match? @name "^[A-Z][A-Z0-9_]+$"))

; Packages named in calls: `Shop::Report->new(…)` builds one; `Shop::Log->info(…)` and
; `Shop::Log::info(…)` use one.
((method_invocation package_name: (package_name) @name function_name: (identifier) @_new) @reference.new
  (#eq? @_new "new"))
((method_invocation package_name: (package_name) @name function_name: (identifier) @_method) @reference.type
  (#not-eq? @_method "new"))
(call_expression_with_bareword package_name: (package_name) @name) @reference.type
