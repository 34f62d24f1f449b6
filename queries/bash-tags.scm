; Tags for Bash (tree-sitter-bash from tree-sitter-wasms 0.1.13).
; Shell has no declarations of callees: every command whose name is a plain word is a call
; (builtins and the most common utilities left out); it links where some script defines it.

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Functions, both syntaxes: `name() {…}`, `function name {…}`, `function name() (…)`.
(function_definition name: (word) @name) @definition.function

; Top-level exported and read-only variables: `export NAME=…`, `readonly NAME=…`,
; `declare -x NAME=…` / `declare -r NAME=…` (and `typeset`). Bare `export NAME` re-exports a
; variable set elsewhere: no definition. Plain assignments and `local` are left out.
((program
  (declaration_command "export" (variable_assignment name: (variable_name) @name)) @definition.variable))
((program
  (declaration_command "readonly" (variable_assignment name: (variable_name) @name)) @definition.constant))
((program
  (declaration_command ["declare" "typeset"] (word) @_flags (variable_assignment name: (variable_name) @name)) @definition.constant)
  (#match? @_flags "^-[a-zA-Z]*r"))
((program
  (declaration_command ["declare" "typeset"] (word) @_flags (variable_assignment name: (variable_name) @name)) @definition.variable)
  (#match? @_flags "^-[a-zA-Z]*x"))

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Commands: `deploy_app arg`, `log::info "x"`, in pipelines, conditions and `$(…)` too. Paths
; (`./run.sh`), expansions (`"$cmd"`), keywords, builtins and common utilities are left out.
((command name: (command_name (word) @name)) @reference.call
  (#match? @name "^[A-Za-z_][A-Za-z0-9_:.+-]*$")
  (#not-any-of? @name
    "source" "alias" "bg" "bind" "break" "builtin" "caller" "cd" "command" "compgen" "complete"
    "compopt" "continue" "declare" "dirs" "disown" "echo" "enable" "eval" "exec" "exit" "export"
    "false" "fc" "fg" "getopts" "hash" "help" "history" "jobs" "kill" "let" "local" "logout"
    "mapfile" "popd" "printf" "pushd" "pwd" "read" "readarray" "readonly" "return" "set" "shift"
    "shopt" "suspend" "test" "times" "trap" "true" "type" "typeset" "ulimit" "umask" "unalias"
    "unset" "wait"
    "awk" "basename" "cat" "chmod" "chown" "cp" "curl" "cut" "date" "dirname" "env" "expr" "find"
    "grep" "head" "ln" "ls" "mkdir" "mktemp" "mv" "rm" "rmdir" "sed" "sleep" "sort" "tail" "tee"
    "touch" "tr" "uniq" "wc" "xargs"))

; Functions named as handlers: `trap cleanup EXIT`, `complete -F _tool_complete tool`.
((command
  name: (command_name (word) @_trap)
  .
  argument: (word) @name) @reference.call
  (#eq? @_trap "trap")
  (#match? @name "^[A-Za-z_][A-Za-z0-9_:.+-]*$")
  (#not-match? @name "^(SIG)?[A-Z0-9]+$"))
((command
  name: (command_name (word) @_complete)
  argument: (word) @_flag
  .
  argument: (word) @name) @reference.call
  (#eq? @_complete "complete")
  (#eq? @_flag "-F"))

; `source lib/util.sh`, `. "$DIR/util.sh"`: an import of the file, known by its basename
; (the engine keeps the last path segment). A path that is all expansion (`"$f"`) has no name.
((command
  name: (command_name (word) @_source)
  .
  argument: [
    (word) @name
    (raw_string) @name
    (string (string_content) @name .)
    (concatenation (word) @name .)
    (concatenation (string (string_content) @name .) .)
  ]) @reference.import
  (#any-of? @_source "source" ".")
  (#not-match? @name "^-"))
