; Clojure tags (tree-sitter-clojure from @cursorless/tree-sitter-wasms 0.7.0). The grammar knows
; only data: every form is a list whose first symbol says what it is. A definition's signature is
; its form's first line; a namespace's name is dotted as written (`shop.inventory`), and a
; `:require` of it refers to that name.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

((list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit name: (sym_name) @name)) @definition.module
  (#eq? @_def "ns"))

; Functions, macros, multimethods and vars, at the top level (not in `let`, `letfn` or `comment`).
((source (list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit name: (sym_name) @name)) @definition.function)
  (#any-of? @_def "defn" "defn-" "defmulti" "definline"))
((source (list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit name: (sym_name) @name)) @definition.macro)
  (#eq? @_def "defmacro"))
((source (list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit name: (sym_name) @name)) @definition.method)
  (#eq? @_def "defmethod"))
((source (list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit name: (sym_name) @name)) @definition.variable)
  (#any-of? @_def "def" "defonce"))

; Protocols (interfaces) and the methods they declare.
((list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit name: (sym_name) @name)) @definition.interface
  (#any-of? @_def "defprotocol" "definterface"))
((list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit)
  (list_lit . (sym_lit name: (sym_name) @name) . (vec_lit)) @definition.method)
  (#any-of? @_def "defprotocol" "definterface"))

; Records and types (classes), with their fields, and the methods they implement inline.
((list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit name: (sym_name) @name)) @definition.class
  (#any-of? @_def "defrecord" "deftype"))
((list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit) . (vec_lit (sym_lit name: (sym_name) @name) @definition.field))
  (#any-of? @_def "defrecord" "deftype"))
((list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit) . (vec_lit)
  (list_lit . (sym_lit name: (sym_name) @name) . (vec_lit)) @definition.method)
  (#any-of? @_def "defrecord" "deftype"))

; Implementations of a protocol for a type, named by the type (`(extend-type Item Priced …)`,
; `(extend-protocol Priced Item …)`), and their methods.
((list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit name: (sym_name) @name)) @definition.impl
  (#eq? @_def "extend-type"))
((list_lit . (sym_lit name: (sym_name) @_def) . (sym_lit) . (sym_lit name: (sym_name) @name)) @definition.impl
  (#eq? @_def "extend-protocol"))
((list_lit . (sym_lit name: (sym_name) @_def)
  (list_lit . (sym_lit name: (sym_name) @name) . (vec_lit)) @definition.method)
  (#any-of? @_def "extend-type" "extend-protocol"))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Namespaces required (`(:require [shop.money :as m :refer [round-cents]] shop.log)`) by their
; name, the names they refer, and the classes imported (`(:import (java.time Instant))`).
((list_lit . (kwd_lit name: (kwd_name) @_require) [
  (vec_lit . (sym_lit name: (sym_name) @name))
  (sym_lit name: (sym_name) @name)
]) @reference.module
  (#eq? @_require "require"))
((list_lit . (kwd_lit name: (kwd_name) @_require) [
  (vec_lit . (sym_lit name: (sym_name) @name))
  (sym_lit name: (sym_name) @name)
]) @reference.import
  (#eq? @_require "require"))
((list_lit . (kwd_lit name: (kwd_name) @_require)
  (vec_lit (kwd_lit name: (kwd_name) @_refer) . (vec_lit (sym_lit name: (sym_name) @name)))) @reference.import
  (#eq? @_require "require")
  (#eq? @_refer "refer"))
((list_lit . (kwd_lit name: (kwd_name) @_import) [
  (list_lit . (sym_lit) (sym_lit name: (sym_name) @name))
  (vec_lit . (sym_lit) (sym_lit name: (sym_name) @name))
]) @reference.import
  (#eq? @_import "import"))

; Calls: the first symbol of a list in code, `(total-value items)`, `(money/scale p 2)`,
; `(Instant/now)` (by its name), `#(price-of %)`; not a method listed in a protocol, a record or
; an implementation (`(price-of [this])`), nor a function bound by `letfn`, nor a list in
; `(:import …)`. clojure.core's forms, the functions everyone uses, clojure.test's macros and Java
; interop (`(.close s)`, `(File. p)`) are left out.
([
  (source (list_lit . (sym_lit name: (sym_name) @name)))
  (list_lit . (sym_lit name: (sym_name) @_form) (list_lit . (sym_lit name: (sym_name) @name)))
  (list_lit . (sym_lit name: (sym_name) @_binding_form) (vec_lit (list_lit . (sym_lit name: (sym_name) @name))))
  (map_lit (list_lit . (sym_lit name: (sym_name) @name)))
  (set_lit (list_lit . (sym_lit name: (sym_name) @name)))
  (anon_fn_lit . (sym_lit name: (sym_name) @name))
  (anon_fn_lit (list_lit . (sym_lit name: (sym_name) @name)))
  (syn_quoting_lit (list_lit . (sym_lit name: (sym_name) @name)))
  (unquoting_lit (list_lit . (sym_lit name: (sym_name) @name)))
  (read_cond_lit (list_lit . (sym_lit name: (sym_name) @name)))
  (derefing_lit (list_lit . (sym_lit name: (sym_name) @name)))
] @reference.call
  (#not-any-of? @_form
    "defprotocol" "definterface" "defrecord" "deftype" "extend-type" "extend-protocol" "reify"
    "proxy")
  (#not-eq? @_binding_form "letfn")
  (#not-any-of? @name
    "ns" "def" "defn" "defn-" "defonce" "defmacro" "defmulti" "defmethod" "defprotocol"
    "definterface" "defrecord" "deftype" "extend-type" "extend-protocol" "extend" "reify"
    "proxy" "definline" "declare" "fn" "fn*" "let" "letfn" "loop" "recur" "if" "if-not"
    "if-let" "if-some" "when" "when-not" "when-let" "when-some" "when-first" "cond" "condp"
    "case" "do" "doseq" "dotimes" "doall" "dorun" "for" "while" "try" "catch" "finally"
    "throw" "quote" "var" "new" "set!" "and" "or" "not" "=" "not=" "==" "<" ">" "<=" ">=" "+"
    "-" "*" "/" "inc" "dec" "mod" "rem" "quot" "max" "min" "str" "println" "print" "prn" "pr"
    "printf" "format" "map" "mapv" "filter" "filterv" "remove" "reduce" "reduce-kv" "into"
    "conj" "cons" "assoc" "assoc-in" "dissoc" "update" "update-in" "get" "get-in" "contains?"
    "keys" "vals" "first" "second" "rest" "next" "last" "butlast" "nth" "count" "empty?"
    "seq" "vec" "vector" "list" "hash-map" "hash-set" "set" "sort" "sort-by" "group-by"
    "partition" "partition-by" "frequencies" "apply" "partial" "comp" "identity" "constantly"
    "some" "every?" "keep" "concat" "mapcat" "range" "repeat" "take" "drop" "take-while"
    "drop-while" "distinct" "reverse" "zipmap" "merge" "merge-with" "select-keys" "atom"
    "deref" "swap!" "reset!" "ex-info" "ex-data" "instance?" "nil?" "some?" "true?" "false?"
    "string?" "number?" "keyword?" "map?" "vector?" "seq?" "fn?" "->" "->>" "as->" "some->"
    "some->>" "cond->" "cond->>" "doto" ".." "comment" "assert" "name" "keyword" "symbol"
    "boolean" "int" "long" "double" "require" "import" "in-ns" "deftest" "testing" "is" "are"
    "use-fixtures" "thrown?")
  (#not-match? @name "^[.]|[.]$"))
