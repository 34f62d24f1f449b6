; JSX tags (TSX and JavaScript grammars), used after ecma-tags.scm.

; Components used as JSX elements, opening or self-closing: `<Foo …>`, `<Foo />`, `<ui.Button />`
; → Button. Lowercase names are intrinsic HTML elements (`<div>`, `<motion.div>`), not references.
(jsx_opening_element
  name: [(identifier) @name
         (member_expression property: (property_identifier) @name)]
  (#match? @name "^[A-Z]")) @reference.jsx
(jsx_self_closing_element
  name: [(identifier) @name
         (member_expression property: (property_identifier) @name)]
  (#match? @name "^[A-Z]")) @reference.jsx

; Values in JSX: `{count}`, `onClick={handler}`. See the values of ecma-tags.scm.
(jsx_expression (identifier) @name) @reference.value
