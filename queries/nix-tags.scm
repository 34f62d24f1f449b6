; Nix tags (tree-sitter-nix from @cursorless/tree-sitter-wasms 0.7.0). A Nix file is one
; expression; what it defines are the bindings of its outermost sets: its `let`, the set it
; evaluates to, also under the lambdas and lets a file usually starts with (`{ pkgs, lib }: let …
; in { … }`), or the set of the one call it is (`{ pkgs }: pkgs.mkShell { … }`). Those sets sit at
; most five nodes below the file; a set nested in a binding (a package's `meta = { … }`, the
; arguments of a call in a binding) sits deeper and is left out. Names are attribute paths as
; written (`services.shop.enable`).

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Functions: a binding to a lambda (`mkPackage = { pname, src }: …`, `withTests = drv: …`); the
; signature ends at the lambda's body.
(source_code (_ (binding_set binding:
  (binding attrpath: (attrpath) @name expression: (function_expression)) @definition.function)))
(source_code (_ (_ (binding_set binding:
  (binding attrpath: (attrpath) @name expression: (function_expression)) @definition.function))))
(source_code (_ (_ (_ (binding_set binding:
  (binding attrpath: (attrpath) @name expression: (function_expression)) @definition.function)))))
(source_code (_ (_ (_ (_ (binding_set binding:
  (binding attrpath: (attrpath) @name expression: (function_expression)) @definition.function))))))

; Other values: packages, options, settings. A value is shown up to its body: a simple one whole
; (`version = "1.4"`, `src = lib.cleanSource ./.`), a call up to its set or parenthesised argument
; (`server = pkgs.buildGoModule`), `with pkgs; [ … ]` up to the list, a set, list or `let` not at all.
(source_code (_ (binding_set binding:
  (binding attrpath: (attrpath) @name expression: [
    (apply_expression argument: (parenthesized_expression) @body) (with_expression body: (_) @body)
    [(list_expression) (let_expression) (if_expression) (parenthesized_expression) (binary_expression)] @body
    (_ !universal !formals)]) @definition.variable)))
(source_code (_ (_ (binding_set binding:
  (binding attrpath: (attrpath) @name expression: [
    (apply_expression argument: (parenthesized_expression) @body) (with_expression body: (_) @body)
    [(list_expression) (let_expression) (if_expression) (parenthesized_expression) (binary_expression)] @body
    (_ !universal !formals)]) @definition.variable))))
(source_code (_ (_ (_ (binding_set binding:
  (binding attrpath: (attrpath) @name expression: [
    (apply_expression argument: (parenthesized_expression) @body) (with_expression body: (_) @body)
    [(list_expression) (let_expression) (if_expression) (parenthesized_expression) (binary_expression)] @body
    (_ !universal !formals)]) @definition.variable)))))
(source_code (_ (_ (_ (_ (binding_set binding:
  (binding attrpath: (attrpath) @name expression: [
    (apply_expression argument: (parenthesized_expression) @body) (with_expression body: (_) @body)
    [(list_expression) (let_expression) (if_expression) (parenthesized_expression) (binary_expression)] @body
    (_ !universal !formals)]) @definition.variable))))))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Files imported or called as packages: `import ./nix/common.nix { … }`,
; `callPackage ./pkgs/cli.nix { }` (by path).
((apply_expression
  function: [(variable_expression name: (identifier) @_import) (select_expression attrpath: (attrpath (identifier) @_import .))]
  argument: (path_expression) @name) @reference.module
  (#any-of? @_import "import" "callPackage" "callPackages"))

; Names taken from a set: `inherit (lib) optional optionalString;`.
(inherit_from attrs: (inherited_attrs attr: (identifier) @name)) @reference.import

; Calls: `mkShopPackage { … }`, `withTests drv`, `pkgs.buildGoModule { … }`, `lib.optional c x`
; (by the last name of the path). Builtins called bare are left out.
((apply_expression function: (variable_expression name: (identifier) @name)) @reference.call
  (#not-any-of? @name
    "import" "toString" "map" "throw" "abort" "derivation" "removeAttrs" "baseNameOf" "dirOf"
    "isNull" "fetchTarball" "fetchGit" "fetchurl" "placeholder" "scopedImport" "builtins"))
(apply_expression function: (select_expression attrpath: (attrpath (identifier) @name .))) @reference.call
