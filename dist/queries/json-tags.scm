; JSON outline (tree-sitter-json from @cursorless/tree-sitter-wasms 0.7.0): the keys of the
; top-level object (a package.json's `name`, `scripts`, `dependencies`).

(document (object (pair key: (string (string_content) @name)) @definition.key))
