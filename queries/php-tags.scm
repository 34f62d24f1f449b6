; PHP tags (tree-sitter-php from tree-sitter-wasms 0.1.13). Names are given without `$` and
; without their namespace: `\App\Models\Order` → Order.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Functions (top level, in a namespace or under a `function_exists` guard).
(function_definition name: (name) @name) @definition.function

; Classes, interfaces, traits, enums.
(class_declaration name: (name) @name) @definition.class
(interface_declaration name: (name) @name) @definition.interface
(trait_declaration name: (name) @name) @definition.trait
(enum_declaration name: (name) @name) @definition.enum

; Methods of classes, interfaces, traits and enums (abstract ones too).
(method_declaration name: (name) @name) @definition.method

; Properties, one per element: `private array $items = [], $meta;` → items, meta; constructor
; promotion `public function __construct(private Client $client)` → client.
(property_declaration (property_element (variable_name (name) @name))) @definition.property
(property_promotion_parameter name: (variable_name (name) @name)) @definition.property

; Constants: `const X = 1;` at top level or in a class/interface, enum cases, `define('X', 1)`.
(const_declaration (const_element (name) @name)) @definition.constant
(enum_case name: (name) @name) @definition.constant
((function_call_expression
  function: (name) @_define
  arguments: (arguments . (argument (string (string_content) @name)))) @definition.constant
  (#eq? @_define "define"))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Calls: `foo()`, `\App\foo()`, `$obj->foo()`, `$obj?->foo()`, `Foo::bar()`, `parent::bar()`.
((function_call_expression function: [(name) @name (qualified_name (name) @name .)]) @reference.call
  (#not-match? @name "^(define|isset|empty)$"))
(member_call_expression name: (name) @name) @reference.call
(nullsafe_member_call_expression name: (name) @name) @reference.call
(scoped_call_expression name: (name) @name) @reference.call

; Constructors: `new Foo()`, `new \App\Foo` → Foo (not `new self`, `new static`, `new $class`).
((object_creation_expression [(name) @name (qualified_name (name) @name .)]) @reference.new
  (#not-match? @name "^(self|static|parent)$"))

; Inheritance: `extends` (classes, interfaces, anonymous classes), `implements`, trait `use`.
(base_clause [(name) @name (qualified_name (name) @name .)]) @reference.inherit
(class_interface_clause [(name) @name (qualified_name (name) @name .)]) @reference.inherit
(use_declaration [(name) @name (qualified_name (name) @name .)]) @reference.inherit

; Imports, each imported name (the original, not the alias): `use App\Models\Order as O;` → Order,
; `use function App\fmt;` → fmt, `use App\Models\{Order, Customer as Client};` → Order, Customer.
(namespace_use_clause [(name) @name (qualified_name (name) @name .)]) @reference.import
(namespace_use_group_clause (namespace_name (name) @name .)) @reference.import

; Type hints (parameters, return types, property types, unions, nullables, catch clauses) and
; other class names used as values: `Foo::bar()`, `Foo::CONST`, `Foo::class`, `Foo::$prop`,
; `$x instanceof Foo`. `self`, `static` and `parent` are left out.
((named_type [(name) @name (qualified_name (name) @name .)]) @reference.type
  (#not-match? @name "^(self|static|parent)$"))
((scoped_call_expression scope: [(name) @name (qualified_name (name) @name .)]) @reference.type
  (#not-match? @name "^(self|static|parent)$"))
((scoped_property_access_expression scope: [(name) @name (qualified_name (name) @name .)]) @reference.type
  (#not-match? @name "^(self|static|parent)$"))
((class_constant_access_expression . [(name) @name (qualified_name (name) @name .)]) @reference.type
  (#not-match? @name "^(self|static|parent)$"))
((binary_expression
  operator: "instanceof"
  right: [(name) @name (qualified_name (name) @name .)]) @reference.type
  (#not-match? @name "^(self|static|parent)$"))

; The namespace a file declares, and the `use` paths (`use App\Models\Order;`, `use function
; App\fmt;`, the prefix of `use App\Models\{Order, Customer};`): resolved to files (PSR-4, declared
; classes) and namespaces, so that a name is linked first to what the file imports.
(namespace_definition name: (namespace_name) @name) @reference.package
(namespace_use_clause [(name) (qualified_name)] @name) @reference.module
(namespace_use_declaration (namespace_name) @name (namespace_use_group)) @reference.module
