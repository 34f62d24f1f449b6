; Elixir tags (tree-sitter-elixir from tree-sitter-wasms 0.1.13). Everything is a `call`: the
; definition forms are calls of `defmodule`, `def`, … whose `arguments` hold the name. A module's
; name is its `alias` token, dotted as written (`MyApp.Accounts.User`).

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Modules, protocols (interfaces) and protocol implementations, named by the implementing
; module (`defimpl Size, for: User` → User; without `for:`, by the protocol).
((call target: (identifier) @_kw (arguments . (alias) @name)) @definition.module
  (#eq? @_kw "defmodule"))
((call target: (identifier) @_kw (arguments . (alias) @name)) @definition.interface
  (#eq? @_kw "defprotocol"))
((call target: (identifier) @_kw
  (arguments . (alias) (keywords (pair key: (keyword) @_for value: (alias) @name)))) @definition.impl
  (#eq? @_kw "defimpl")
  (#match? @_for "^for:"))
((call target: (identifier) @_kw (arguments . (alias) @name .)) @definition.impl
  (#eq? @_kw "defimpl"))

; Functions and macros: `def f(a)`, `def f(a) when …`, `def f` (no parentheses), one-line
; `def f(a), do: …`; defp and defdelegate are functions, defmacro(p) and defguard(p) macros.
((call target: (identifier) @_kw (arguments . (call target: (identifier) @name))) @definition.function
  (#any-of? @_kw "def" "defp" "defdelegate"))
((call target: (identifier) @_kw
  (arguments . (binary_operator left: (call target: (identifier) @name) operator: "when"))) @definition.function
  (#any-of? @_kw "def" "defp"))
((call target: (identifier) @_kw (arguments . (identifier) @name)) @definition.function
  (#any-of? @_kw "def" "defp"))
((call target: (identifier) @_kw (arguments . (call target: (identifier) @name))) @definition.macro
  (#any-of? @_kw "defmacro" "defmacrop" "defguard" "defguardp"))
((call target: (identifier) @_kw
  (arguments . (binary_operator left: (call target: (identifier) @name) operator: "when"))) @definition.macro
  (#any-of? @_kw "defmacro" "defmacrop" "defguard" "defguardp"))
((call target: (identifier) @_kw (arguments . (identifier) @name)) @definition.macro
  (#any-of? @_kw "defmacro" "defmacrop"))

; Struct and exception fields given as atoms: `defstruct [:name, :email]` → name, email (fields
; with defaults, `age: 0`, are keyword tokens that carry their colon and are left out).
((call target: (identifier) @_kw (arguments (list (atom) @name))) @definition.field
  (#any-of? @_kw "defstruct" "defexception"))

; Typespecs: `@type t :: …`, `@typep`, `@opaque`, also with parameters (`@type t(a) :: …`);
; behaviour callbacks `@callback fetch(id) :: …` are functions, `@macrocallback` macros.
((unary_operator operator: "@" operand: (call target: (identifier) @_attr
  (arguments (binary_operator left: [(identifier) @name (call target: (identifier) @name)] operator: "::")))) @definition.type
  (#any-of? @_attr "type" "typep" "opaque"))
((unary_operator operator: "@" operand: (call target: (identifier) @_attr
  (arguments (binary_operator left: (call target: (identifier) @name) operator: "::")))) @definition.function
  (#eq? @_attr "callback"))
((unary_operator operator: "@" operand: (call target: (identifier) @_attr
  (arguments (binary_operator left: (call target: (identifier) @name) operator: "::")))) @definition.macro
  (#eq? @_attr "macrocallback"))

; Module attributes set to a value: `@max_age 30` (not the attributes Elixir itself reads).
((unary_operator operator: "@" operand: (call target: (identifier) @name (arguments))) @definition.constant
  (#not-any-of? @name
    "moduledoc" "doc" "typedoc" "spec" "type" "typep" "opaque" "callback" "macrocallback"
    "behaviour" "impl" "derive" "enforce_keys" "before_compile" "after_compile" "after_verify"
    "on_definition" "on_load" "compile" "dialyzer" "external_resource" "file" "vsn"
    "deprecated" "since" "optional_callbacks" "nifs" "tag" "moduletag" "describetag"))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Remote calls `Repo.insert(…)`, `user_mod.run()`, `:ets.new(…)` and captures `&Mod.fun/2` → the
; function name; `map.key` (no arguments) is a field access, and `Mod.t()` is a type.
((call target: (dot right: (identifier) @name) (arguments)) @reference.call
  (#not-eq? @name "t"))
(unary_operator operator: "&"
  operand: (binary_operator left: (call target: (dot right: (identifier) @name)) operator: "/")) @reference.call

; Local calls `helper(x)`, `plug :auth` wherever a call is an expression: statements of a file,
; a do-block or a clause body, arguments of other calls (not the head of a `def`), operands
; (not a spec head left of `::`, nor a `def` head left of `when`), keyword values (`do: f(x)`),
; elements of lists and tuples, interpolations, receivers; and captures `&helper/1`. Kernel
; forms, guards, ExUnit's test and assertion macros and built-in types are left out.
([
  (source (call target: (identifier) @name))
  (do_block (call target: (identifier) @name))
  (else_block (call target: (identifier) @name))
  (after_block (call target: (identifier) @name))
  (rescue_block (call target: (identifier) @name))
  (catch_block (call target: (identifier) @name))
  (body (call target: (identifier) @name))
  (call target: (dot) (arguments (call target: (identifier) @name)))
  (binary_operator operator: _ @_right_of right: (call target: (identifier) @name))
  (binary_operator left: (call target: (identifier) @name) operator: _ @_left_of)
  (unary_operator operator: _ @_operand_of operand: (call target: (identifier) @name))
  (pair value: (call target: (identifier) @name))
  (list (call target: (identifier) @name))
  (tuple (call target: (identifier) @name))
  (interpolation (call target: (identifier) @name))
  (dot left: (call target: (identifier) @name))
  (access_call target: (call target: (identifier) @name))
  (unary_operator operator: "&" operand: (binary_operator left: (identifier) @name operator: "/"))
] @reference.call
  (#not-eq? @_right_of "::")
  (#not-any-of? @_left_of "::" "when")
  (#not-eq? @_operand_of "@")
  (#not-any-of? @name
    "def" "defp" "defmacro" "defmacrop" "defguard" "defguardp" "defdelegate" "defmodule"
    "defprotocol" "defimpl" "defstruct" "defexception" "defoverridable" "if" "unless" "case"
    "cond" "with" "for" "receive" "try" "raise" "reraise" "throw" "quote" "unquote"
    "unquote_splicing" "import" "alias" "require" "use" "super" "fn" "and" "or" "not" "in"
    "when" "is_atom" "is_binary" "is_bitstring" "is_boolean" "is_float" "is_function"
    "is_integer" "is_list" "is_map" "is_map_key" "is_nil" "is_number" "is_pid" "is_port"
    "is_reference" "is_struct" "is_tuple" "is_exception" "elem" "hd" "tl" "length" "map_size"
    "tuple_size" "byte_size" "bit_size" "put_elem" "to_string" "inspect" "apply" "self" "send"
    "spawn" "spawn_link" "binding" "var!" "sigil_r" "sigil_s" "sigil_w"
    "test" "describe" "setup" "setup_all" "assert" "refute" "assert_raise" "assert_receive"
    "assert_received" "refute_receive" "refute_received" "assert_in_delta"
    "term" "any" "atom" "map" "list" "keyword" "integer" "non_neg_integer" "pos_integer"
    "neg_integer" "float" "number" "binary" "bitstring" "boolean" "tuple" "pid" "port"
    "reference" "module" "mfa" "node" "timeout" "no_return" "none" "struct" "iodata" "iolist"
    "charlist" "nonempty_list" "maybe_improper_list" "arity" "byte" "char" "fun" "function"
    "identifier" "nil" "as_boolean"))
;; Arguments of a local call, except a `def` head and the arguments of built-in types in specs.
((call target: (identifier) @_outer (arguments (call target: (identifier) @name))) @reference.call
  (#not-any-of? @_outer
    "def" "defp" "defmacro" "defmacrop" "defguard" "defguardp" "defdelegate" "spec" "callback"
    "macrocallback" "type" "typep" "opaque"
    "list" "map" "keyword" "nonempty_list" "maybe_improper_list" "tuple" "struct" "fun"
    "function")
  (#not-any-of? @name
    "def" "defp" "defmacro" "defmacrop" "defguard" "defguardp" "defdelegate" "defmodule"
    "defprotocol" "defimpl" "defstruct" "defexception" "defoverridable" "if" "unless" "case"
    "cond" "with" "for" "receive" "try" "raise" "reraise" "throw" "quote" "unquote"
    "unquote_splicing" "import" "alias" "require" "use" "super" "fn" "and" "or" "not" "in"
    "when" "is_atom" "is_binary" "is_bitstring" "is_boolean" "is_float" "is_function"
    "is_integer" "is_list" "is_map" "is_map_key" "is_nil" "is_number" "is_pid" "is_port"
    "is_reference" "is_struct" "is_tuple" "is_exception" "elem" "hd" "tl" "length" "map_size"
    "tuple_size" "byte_size" "bit_size" "put_elem" "to_string" "inspect" "apply" "self" "send"
    "spawn" "spawn_link" "binding" "var!" "sigil_r" "sigil_s" "sigil_w"
    "test" "describe" "setup" "setup_all" "assert" "refute" "assert_raise" "assert_receive"
    "assert_received" "refute_receive" "refute_received" "assert_in_delta"
    "term" "any" "atom" "map" "list" "keyword" "integer" "non_neg_integer" "pos_integer"
    "neg_integer" "float" "number" "binary" "bitstring" "boolean" "tuple" "pid" "port"
    "reference" "module" "mfa" "node" "timeout" "no_return" "none" "struct" "iodata" "iolist"
    "charlist" "nonempty_list" "maybe_improper_list" "arity" "byte" "char" "fun" "function"
    "identifier" "nil" "as_boolean"))

; Modules used as receivers (`Repo.insert()`, `&Mod.fun/2`) and in typespecs (`User.t()`),
; the implementing module of a `defimpl … for:`, and structs built or matched (`%User{}` → new).
(call target: (dot left: (alias) @name)) @reference.type
(call target: (identifier) @_kw
  (arguments . (alias) (keywords (pair key: (keyword) @_for value: (alias) @name)))
  (#eq? @_kw "defimpl")
  (#match? @_for "^for:")) @reference.type
(map (struct (alias) @name)) @reference.new

; Modules passed as values: call arguments (`raise ArgumentError`, `GenServer.start_link(Worker,
; …)`), list elements and child specs (`[Repo, {Registry, keys: :unique}]`), keyword values
; (`to: Repo`; not `as:` and `for:`).
((call target: (identifier) @_kw (arguments (alias) @name)) @reference.type
  (#not-any-of? @_kw "defmodule" "defprotocol" "defimpl" "alias" "import" "require" "use" "behaviour"))
(call target: (dot) (arguments (alias) @name)) @reference.type
(list (alias) @name) @reference.type
(list (tuple . (alias) @name)) @reference.type
(arguments (tuple . (alias) @name)) @reference.type
((pair key: (keyword) @_key value: (alias) @name) @reference.type
  (#not-match? @_key "^(as|for):"))

; Behaviours, `use` (a mixin) and protocol implementations inherit.
((unary_operator operator: "@" operand: (call target: (identifier) @_attr (arguments (alias) @name))) @reference.inherit
  (#eq? @_attr "behaviour"))
((call target: (identifier) @_kw (arguments . (alias) @name)) @reference.inherit
  (#any-of? @_kw "use" "defimpl"))

; Imports: `alias A.B`, `alias A.B, as: C`, `alias A.{B, C}` (→ B, C), `import A`, `require A`.
((call target: (identifier) @_kw (arguments . (alias) @name)) @reference.import
  (#any-of? @_kw "alias" "import" "require"))
((call target: (identifier) @_kw (arguments . (dot right: (tuple (alias) @name)))) @reference.import
  (#any-of? @_kw "alias" "import" "require"))
