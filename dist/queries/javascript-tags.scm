; JavaScript-only tags, used after ecma-tags.scm.

; Class fields: `static defaultProps = {…}`, `#count = 0`; a field holding a function is a method
; (`handleClick = (e) => {…}`). The function pattern comes first: both end on the value, the
; earlier pattern's match comes first and wins.
(class_body
  (field_definition
    property: [(property_identifier) (private_property_identifier)] @name
    value: [(arrow_function) (function_expression)]) @definition.method)
(class_body
  (field_definition
    property: [(property_identifier) (private_property_identifier)] @name
    value: (_)) @definition.field)
(class_body
  (field_definition
    property: [(property_identifier) (private_property_identifier)] @name
    !value) @definition.field)

; Inheritance: `class A extends B`, `extends ns.B` (a mixin call `extends mix(B)` is a call).
(class_heritage (identifier) @name) @reference.inherit
(class_heritage (member_expression property: (property_identifier) @name)) @reference.inherit

; A function's parameters: names it declares for itself (see the locals of ecma-tags.scm).
(formal_parameters (identifier) @name) @local
