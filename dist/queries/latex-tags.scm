; LaTeX outline (tree-sitter-latex from @cursorless/tree-sitter-wasms 0.7.0): the sectioning
; commands, `\part` to `\subparagraph` (starred too), named by their title. A section's lines run
; to the next one of its level or above, and the sections under it are its members; a run-in
; `\paragraph{Title.} Text` shows its title only.

[
  (part text: (curly_group (text) @name) . (_)? @body)
  (chapter text: (curly_group (text) @name) . (_)? @body)
  (section text: (curly_group (text) @name) . (_)? @body)
  (subsection text: (curly_group (text) @name) . (_)? @body)
  (subsubsection text: (curly_group (text) @name) . (_)? @body)
  (paragraph text: (curly_group (text) @name) . (_)? @body)
  (subparagraph text: (curly_group (text) @name) . (_)? @body)
] @definition.heading
