; Ruby tags (tree-sitter-ruby from tree-sitter-wasms 0.1.13).

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; Classes and modules, also when named by a path: `class Billing::Invoice` → Invoice.
(class name: (constant) @name) @definition.class
(class name: (scope_resolution name: (constant) @name)) @definition.class
(module name: (constant) @name) @definition.module
(module name: (scope_resolution name: (constant) @name)) @definition.module

; `def` at the top level of a file is a function (listed first: of two matches on the same name,
; the first pattern wins); everywhere else (class/module bodies, `class << self`, blocks such as
; `Class.new do … end` or `included do … end`) it is a method. Operator methods (`<=>`, `[]`)
; keep their operator as name; setters (`def name=(v)`) are named by their identifier.
(program (method name: [(identifier) (constant) (operator)] @name) @definition.function)
(program (method name: (setter (identifier) @name)) @definition.function)
(method name: [(identifier) (constant) (operator)] @name) @definition.method
(method name: (setter (identifier) @name)) @definition.method

; Singleton methods: `def self.build` and `def obj.build` → build.
(singleton_method name: [(identifier) (constant) (operator)] @name) @definition.method
(singleton_method name: (setter (identifier) @name)) @definition.method

; Constants: `VERSION = "1.0"`, `Point = Struct.new(:x, :y)` (Ruby forbids them in method bodies).
(assignment left: (constant) @name) @definition.constant
(assignment left: (scope_resolution name: (constant) @name)) @definition.constant

; Attributes: `attr_reader :lines, :customer` defines the readers `lines` and `customer`.
((call method: (identifier) @_attr arguments: (argument_list (simple_symbol) @name)) @definition.property
  (#match? @_attr "^attr_(accessor|reader|writer)$"))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Calls with or without a receiver, with arguments or a block: `foo(1)`, `obj.foo`, `Foo.bar`,
; `puts x`, `Integer("3")`. A bare identifier without arguments (`foo`) parses as a local variable
; and is not captured. `new` is a constructor reference (below); require/include/extend/attr_*
; and visibility keywords are declarations, not calls.
((call method: (identifier) @name) @reference.call
  (#not-match? @name "^(new|require|require_relative|load|include|extend|prepend|attr_accessor|attr_reader|attr_writer|private|protected|public|module_function|private_constant|public_constant)$"))
(call method: (constant) @name) @reference.call

; Constructors: `Foo.new(…)`, `Billing::Invoice.new` → Foo, Invoice.
((call
  receiver: [(constant) @name (scope_resolution name: (constant) @name)]
  method: (identifier) @_new) @reference.new
  (#eq? @_new "new"))

; Superclasses and mixins: `class A < B`, `class A < Mod::B`, `include Comparable`,
; `extend Forwardable`, `prepend Mod::Ext`.
(superclass [(constant) @name (scope_resolution name: (constant) @name)]) @reference.inherit
((call
  method: (identifier) @_mixin
  arguments: (argument_list [(constant) @name (scope_resolution name: (constant) @name)])) @reference.inherit
  (#match? @_mixin "^(include|extend|prepend)$"))

; Constants used as values: receivers (`File.exist?`, `Foo::Bar.baz`; not `Foo.new`, which is a
; constructor reference), arguments (`raise ArgumentError`, `is_a?(Foo)`), rescued exception
; classes, `when Foo`, and the right side of assignments (`X = Foo::Bar`).
((call
  receiver: [(constant) @name (scope_resolution name: (constant) @name)]
  method: (_) @_method) @reference.type
  (#not-eq? @_method "new"))
((call
  method: (_) @_method
  arguments: (argument_list [(constant) @name (scope_resolution name: (constant) @name)])) @reference.type
  (#not-match? @_method "^(include|extend|prepend)$"))
(exceptions [(constant) @name (scope_resolution name: (constant) @name)]) @reference.type
(pattern [(constant) @name (scope_resolution name: (constant) @name)]) @reference.type
(assignment right: [(constant) @name (scope_resolution name: (constant) @name)]) @reference.type

; Required files, resolved to the repository's files so that a name is linked first to what the
; file requires: `require "a/b"` on the load path, `require_relative "b"` next to the file.
((call !receiver method: (identifier) @_method arguments: (argument_list . (string . (string_content) @name .) .)) @reference.module
  (#eq? @_method "require"))
((call !receiver method: (identifier) @_method arguments: (argument_list . (string . (string_content) @name .) .)) @reference.relative
  (#eq? @_method "require_relative"))

; The sections of a class or module body that change what its methods let other files see:
; a bare `private`, `protected` or `public`. No uses: the lookups read them.
([(class (body_statement (identifier) @name)) (module (body_statement (identifier) @name))] @reference.section
  (#match? @name "^(private|protected|public)$"))
; `private :fetch, :store` after the methods: those are the class's own (see `hidden` in the lookups).
([(class (body_statement (call !receiver method: (identifier) @_private arguments: (argument_list (simple_symbol) @name))))
  (module (body_statement (call !receiver method: (identifier) @_private arguments: (argument_list (simple_symbol) @name))))] @reference.hidden
  (#eq? @_private "private"))
