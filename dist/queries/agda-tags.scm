; Agda tags (tree-sitter-agda from @cursorless/tree-sitter-wasms 0.7.0). The grammar parses
; declarations, but expressions only as flat runs of names (mixfix operators are resolved by Agda,
; not by the parser), and a data type's constructors as declarations after it. So a definition is
; a type signature (`restock : Stock → Stock`, the constructors `food tool : Category` too), whose
; lines run on over the clauses that follow it; a reference is the name a right-hand side or a
; parenthesised argument starts with (`foldr (λ i → …)`, `cong suc (restock-length is)`), or a
; capitalised name in a type. `import M as N` is not understood: its module is still an import.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

(module (module_name (qid) @name)) @definition.module

; Signatures at the top level and in `postulate`, `private`, `abstract` and `instance` blocks.
(source_file
  (function (lhs (function_name (atom (qid) @name)))) @definition.function
  .
  (function (lhs . (_ (qid) @_clause)))* @end
  (#eq? @_clause @name))
(postulate (function (lhs (function_name (atom (qid) @name)))) @definition.function)
(private (function (lhs (function_name (atom (qid) @name)))) @definition.function)
(abstract (function (lhs (function_name (atom (qid) @name)))) @definition.function)
(instance (function (lhs (function_name (atom (qid) @name)))) @definition.function)
(mutual (function (lhs (function_name (atom (qid) @name)))) @definition.function)
(record_declarations_block (function (lhs (function_name (atom (qid) @name)))) @definition.function)

(data (data_name) @name) @definition.type
(record (record_name (qid) @name)) @definition.struct
(fields (signature (field_name) @name) @definition.field)

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; `open import Data.Nat using (ℕ; suc)`, `import Shop.Money`, `open Money using (scale)`.
(import (module_name (qid) @name)) @reference.module
(import (module_name (qid) @name)) @reference.import
(open (module_name (qid) @name)) @reference.import
(import_directive (id) @name) @reference.import

; Calls: the first name of a clause's right-hand side and of a parenthesised argument (not a
; one-letter variable, not a number).
([
  (function (lhs . (_ (qid))) (rhs (expr . (atom (qid) @name))))
  (function (lhs . (_ (qid))) (rhs (expr (atom (expr . (atom (qid) @name))))))
  (function (lhs . (_ (qid))) (rhs (expr (atom (expr (atom (expr . (atom (qid) @name))))))))
] @reference.call
  (#not-match? @name "^(.|[0-9].*)$"))

; Types: capitalised names in a signature's type, a few arrows deep (`Stock → ℕ`, `List Item`).
([
  (function (lhs (function_name)) (rhs (expr (atom (qid) @name))))
  (function (lhs (function_name)) (rhs (expr (expr (atom (qid) @name)))))
  (function (lhs (function_name)) (rhs (expr (expr (expr (atom (qid) @name))))))
  (function (lhs (function_name)) (rhs (expr (expr (expr (expr (atom (qid) @name)))))))
  (signature (expr (atom (qid) @name)))
] @reference.type
  (#match? @name "^[A-Z]")
  (#not-any-of? @name "Set" "Prop"))
