; GDScript tags (tree-sitter-gdscript from @cursorless/tree-sitter-wasms 0.7.0). A script is a
; class (named by `class_name`, else by its file): its functions are methods, its `var`s fields,
; its signals fields too (as C# events are).

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

(class_name_statement (name) @name) @definition.class
(class_definition name: (name) @name) @definition.class

(function_definition name: (name) @name) @definition.method
(constructor_definition "_init" @name) @definition.constructor

; Members of a script or of an inner class (not a function's locals).
(source (variable_statement name: (name) @name) @definition.field)
(class_definition body: (body (variable_statement name: (name) @name) @definition.field))
(signal_statement (name) @name) @definition.field
(source (const_statement name: (name) @name) @definition.constant)
(class_definition body: (body (const_statement name: (name) @name) @definition.constant))
(enum_definition name: (name) @name) @definition.enum
(enum_definition body: (enumerator_list (enumerator left: (identifier) @name) @definition.constant))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Inheritance: `extends Node`, `extends "res://base/shop.gd"` (a script by its path).
(extends_statement (type (identifier) @name)) @reference.inherit
(extends_statement (string) @name) @reference.module

; Scripts and scenes loaded by path: `preload("res://shop/money.gd")`, `load(…)`.
((call (identifier) @_load (arguments . (string) @name)) @reference.module
  (#any-of? @_load "preload" "load"))

; Calls: `restock(5)`, `Money.round_cents(x)`, `item.total()`; a method connected to a signal
; (`stock_changed.connect(_on_stock_changed)`) and the signal emitted or connected
; (`item_added.emit(item)` → item_added). Built-in functions are left out.
((call (identifier) @name) @reference.call
  (#not-any-of? @name
    "print" "prints" "printerr" "print_debug" "push_error" "push_warning" "str" "len" "range"
    "int" "float" "bool" "abs" "min" "max" "clamp" "clampf" "clampi" "lerp" "randi" "randf"
    "randi_range" "randf_range" "round" "floor" "ceil" "sqrt" "pow" "sign" "is_instance_valid"
    "typeof" "is_zero_approx" "is_equal_approx" "assert" "preload" "load" "await" "super"
    "get_node" "Vector2" "Vector2i" "Vector3" "Vector3i" "Color" "Rect2" "Array" "Dictionary"))
(attribute_call (identifier) @name) @reference.call
((attribute_call (identifier) @_connect (arguments . (identifier) @name)) @reference.call
  (#eq? @_connect "connect"))
((attribute (identifier) @name . (attribute_call (identifier) @_signal)) @reference.call
  (#any-of? @_signal "emit" "connect" "disconnect" "is_connected"))

; Objects: `Report.new("Inventory")`.
((attribute (identifier) @name . (attribute_call (identifier) @_new)) @reference.new
  (#eq? @_new "new"))

; Types in annotations (`var items: Array[Item]`, `item: Item`, `-> Item`); built-in types are
; left out.
([
  (_ type: (type (identifier) @name))
  (_ type: (type (subscript (identifier) @name)))
  (_ return_type: (type (identifier) @name))
  (_ return_type: (type (subscript (identifier) @name)))
] @reference.type
  (#not-any-of? @name
    "int" "float" "bool" "String" "StringName" "void" "Array" "Dictionary" "Variant" "Callable"
    "Signal" "Object" "NodePath" "Vector2" "Vector2i" "Vector3" "Vector3i" "Vector4" "Color"
    "Rect2" "Rect2i" "Transform2D" "Transform3D" "Basis" "Quaternion" "RID" "PackedStringArray"
    "PackedInt32Array" "PackedFloat32Array" "PackedByteArray" "PackedVector2Array"))
