; Markdown outline (tree-sitter-markdown's block grammar from @cursorless/tree-sitter-wasms 0.7.0):
; the headings of the document, `#` to `######` and setext (`Title` over `===`), each named by its
; text. An ATX heading's definition is its section, so its lines run to the next heading of its
; level or above and the sections under it are its members. Headings in block quotes and list
; items are left out.

([(document (section (atx_heading heading_content: (inline) @name) . (_)? @body) @definition.heading)
  (section (section (atx_heading heading_content: (inline) @name) . (_)? @body) @definition.heading)])
(section (setext_heading heading_content: (paragraph (inline) @name)) @definition.heading)
