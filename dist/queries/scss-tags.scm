; SCSS outline (tree-sitter-scss from @cursorless/tree-sitter-wasms 0.7.0): rules (named by their
; selector list, nested ones too), placeholders (`%button-base`), mixins (macros), functions and
; variables at the top of the file; `@include` calls a mixin, a call in a value may call a
; function, `@extend` inherits a selector or placeholder, `@use`/`@import`/`@forward` name a
; module by path. The grammar predates part of today's Sass: `@use … as x`, `!default`, maps and
; module functions (`math.div(…)`) parse with errors, a rule holding `@extend %placeholder` is
; lost, and `@import "a", "b"` keeps only its first path.

(rule_set (selectors) @name (block) @body) @definition.selector
(placeholder (name) @name (block) @body) @definition.selector
(mixin_statement (name) @name (block) @body) @definition.macro
(function_statement (name) @name (block) @body) @definition.function
(stylesheet (declaration (variable_name) @name) @definition.variable)

(include_statement (identifier) @name) @reference.call
(call_expression (function_name) @name) @reference.call
(extend_statement [(class_selector) (id_selector) (identifier) (string_value) (plain_value)] @name) @reference.inherit
([(use_statement (string_value) @name) (import_statement (string_value) @name) (forward_statement (string_value) @name)]) @reference.module
