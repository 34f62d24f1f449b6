; CSS outline (tree-sitter-css from @cursorless/tree-sitter-wasms 0.7.0): each rule, named by its
; selector list as written (`.nav > a:hover, .nav > a:focus`), at the top of the style sheet or
; inside an at-rule (`@media`, `@supports`); and `@keyframes` by name. An imported style sheet
; (`@import url("reset.css")`) is a module path.

(rule_set (selectors) @name (block) @body) @definition.selector
(keyframes_statement (keyframes_name) @name (keyframe_block_list) @body) @definition.selector

(import_statement [(string_value) @name (call_expression (arguments (string_value) @name))]) @reference.module
