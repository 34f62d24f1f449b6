; Tags for C++ (tree-sitter-cpp from tree-sitter-wasms 0.1.13); `.h` headers come here too, so
; every C form of c-tags.scm is covered as well.
; Declarators nest: `const Foo &f()` is reference_declarator > function_declarator > identifier, so the
; patterns list the usual wrappings. A query cannot say "not inside a function body": where that
; matters, the parents that hold file- or namespace-level declarations are spelled out.
; Several patterns can match one declaration; the engine keeps the first match for a name and line.
; A match is reported once its last node is reached; of the matches completed at the same node, the
; one whose pattern is rooted higher up (template_declaration, a class) comes first, then pattern
; order. So the patterns rooted higher up win over the plain ones, and a constructor pattern placed
; before the method pattern with the same root wins over it.

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Templates: the whole `template <…> …` is the definition, so its signature shows the parameters.
; In a class body, a member template is a method: `template <class U> void f(U);`.
(field_declaration_list
  (template_declaration
    [(function_definition declarator: [
        (function_declarator declarator: [(identifier) @name (field_identifier) @name])
        (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (field_identifier) @name]))
        (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (field_identifier) @name])))
        (reference_declarator (function_declarator declarator: [(identifier) @name (field_identifier) @name]))])
     (declaration declarator: [
        (function_declarator declarator: [(identifier) @name (field_identifier) @name])
        (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (field_identifier) @name]))
        (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (field_identifier) @name])))
        (reference_declarator (function_declarator declarator: [(identifier) @name (field_identifier) @name]))])
     (field_declaration declarator: [
        (function_declarator declarator: [(identifier) @name (field_identifier) @name])
        (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (field_identifier) @name]))
        (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (field_identifier) @name])))
        (reference_declarator (function_declarator declarator: [(identifier) @name (field_identifier) @name]))])]) @definition.method)
((template_declaration
   (function_definition
     declarator: (function_declarator
       declarator: (qualified_identifier
         scope: (template_type name: (type_identifier) @_class)
         name: (identifier) @name)))) @definition.constructor
  (#eq? @_class @name))
(template_declaration
  (function_definition declarator: [
      (function_declarator declarator: (qualified_identifier name: [
        (identifier) @name
        (qualified_identifier name: [
          (identifier) @name
          (qualified_identifier name: [(identifier) @name])])]))
      (pointer_declarator declarator: (function_declarator declarator: (qualified_identifier name: [
        (identifier) @name
        (qualified_identifier name: [
          (identifier) @name
          (qualified_identifier name: [(identifier) @name])])])))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (qualified_identifier name: [
        (identifier) @name
        (qualified_identifier name: [
          (identifier) @name
          (qualified_identifier name: [(identifier) @name])])]))))
      (reference_declarator (function_declarator declarator: (qualified_identifier name: [
        (identifier) @name
        (qualified_identifier name: [
          (identifier) @name
          (qualified_identifier name: [(identifier) @name])])])))])) @definition.method
(template_declaration
  [(function_definition declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
      (reference_declarator (function_declarator declarator: (identifier) @name))])
   (declaration declarator: [
      (function_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
      (reference_declarator (function_declarator declarator: (identifier) @name))])]) @definition.function
(template_declaration (class_specifier name: (type_identifier) @name body: (_))) @definition.class
(template_declaration (struct_specifier name: (type_identifier) @name body: (_))) @definition.struct
(template_declaration (union_specifier name: (type_identifier) @name body: (_))) @definition.union
(template_declaration (alias_declaration name: (type_identifier) @name)) @definition.type

; `class EXPORT_MACRO Name : Base {…}` misparses as a function definition named Name whose type is
; `class EXPORT_MACRO` and whose body is a block (a real function has a parameter list): take it as the
; class, and its member functions as methods.
(function_definition type: (class_specifier) declarator: (identifier) @name body: (_)) @definition.class
(function_definition type: (struct_specifier) declarator: (identifier) @name body: (_)) @definition.struct
(function_definition
  type: [(class_specifier) (struct_specifier)]
  declarator: (identifier)
  body: (compound_statement
    [(function_definition declarator: [
        (function_declarator declarator: [(identifier) @name (field_identifier) @name (destructor_name) @name])
        (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (field_identifier) @name (destructor_name) @name]))
        (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (field_identifier) @name (destructor_name) @name])))
        (reference_declarator (function_declarator declarator: [(identifier) @name (field_identifier) @name (destructor_name) @name]))])
     (declaration declarator: [
        (function_declarator declarator: [(identifier) @name (destructor_name) @name])
        (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (destructor_name) @name]))
        (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: [(identifier) @name (destructor_name) @name])))
        (reference_declarator (function_declarator declarator: [(identifier) @name (destructor_name) @name]))])
     (template_declaration
       [(function_definition declarator: [
          (function_declarator declarator: (identifier) @name)
          (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
          (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
          (reference_declarator (function_declarator declarator: (identifier) @name))])
        (declaration declarator: [
          (function_declarator declarator: (identifier) @name)
          (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
          (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
          (reference_declarator (function_declarator declarator: (identifier) @name))])])] @definition.method))

; In a class body: constructors (`Foo(int);`, `Foo() = default;`, `Foo(int a) : x(a) {}`) are declared
; with an identifier, the class name (other identifiers there are macro calls such as `DEFINE_X(Foo)`);
; destructors with `~Foo`, other methods with a field_identifier or an operator.
((_
   name: (type_identifier) @_class
   body: (field_declaration_list
     [(function_definition declarator: (function_declarator declarator: (identifier) @name))
      (declaration declarator: (function_declarator declarator: (identifier) @name))] @definition.constructor))
  (#eq? @_class @name))
(field_declaration_list
  [(function_definition declarator: [
      (function_declarator declarator: (operator_name) @name)
      (pointer_declarator declarator: (function_declarator declarator: (operator_name) @name))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (operator_name) @name)))
      (reference_declarator (function_declarator declarator: (operator_name) @name))])
   (declaration declarator: (function_declarator declarator: (destructor_name) @name))
   (field_declaration declarator: [
      (function_declarator declarator: [(field_identifier) @name (operator_name) @name])
      (pointer_declarator declarator: (function_declarator declarator: [(field_identifier) @name (operator_name) @name]))
      (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: [(field_identifier) @name (operator_name) @name])))
      (reference_declarator (function_declarator declarator: [(field_identifier) @name (operator_name) @name]))])] @definition.method)
(function_definition
  declarator: [
    (function_declarator declarator: [(field_identifier) @name (destructor_name) @name])
    (pointer_declarator declarator: (function_declarator declarator: [(field_identifier) @name (destructor_name) @name]))
    (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: [(field_identifier) @name (destructor_name) @name])))
    (reference_declarator (function_declarator declarator: [(field_identifier) @name (destructor_name) @name]))]) @definition.method

; Out-of-class definitions: `Foo::Foo(…) {…}` is a constructor; `void Foo::bar() {…}`, `Foo::~Foo()`,
; `bool Foo::operator==(…)` and `a::Foo::bar()` are methods (a namespace scope cannot be told from a class).
((function_definition
   declarator: (function_declarator
     declarator: [
       (qualified_identifier
         scope: [(namespace_identifier) @_class (template_type name: (type_identifier) @_class)]
         name: (identifier) @name)
       (qualified_identifier name: (qualified_identifier
         scope: [(namespace_identifier) @_class (template_type name: (type_identifier) @_class)]
         name: (identifier) @name))])) @definition.constructor
  (#eq? @_class @name))
(function_definition
  declarator: [
    (function_declarator declarator: (qualified_identifier name: [
      (identifier) @name
      (destructor_name) @name
      (operator_name) @name
      (qualified_identifier name: [
        (identifier) @name
        (destructor_name) @name
        (operator_name) @name
        (qualified_identifier name: [(identifier) @name (destructor_name) @name (operator_name) @name])])]))
    (pointer_declarator declarator: (function_declarator declarator: (qualified_identifier name: [
      (identifier) @name
      (destructor_name) @name
      (operator_name) @name
      (qualified_identifier name: [
        (identifier) @name
        (destructor_name) @name
        (operator_name) @name
        (qualified_identifier name: [(identifier) @name (destructor_name) @name (operator_name) @name])])])))
    (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (qualified_identifier name: [
      (identifier) @name
      (destructor_name) @name
      (operator_name) @name
      (qualified_identifier name: [
        (identifier) @name
        (destructor_name) @name
        (operator_name) @name
        (qualified_identifier name: [(identifier) @name (destructor_name) @name (operator_name) @name])])]))))
    (reference_declarator (function_declarator declarator: (qualified_identifier name: [
      (identifier) @name
      (destructor_name) @name
      (operator_name) @name
      (qualified_identifier name: [
        (identifier) @name
        (destructor_name) @name
        (operator_name) @name
        (qualified_identifier name: [(identifier) @name (destructor_name) @name (operator_name) @name])])])))]) @definition.method

; Free operators: `std::ostream &operator<<(std::ostream &, const Foo &) {…}`.
(function_definition
  declarator: [
    (function_declarator declarator: (operator_name) @name)
    (pointer_declarator declarator: (function_declarator declarator: (operator_name) @name))
    (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (operator_name) @name)))
    (reference_declarator (function_declarator declarator: (operator_name) @name))]) @definition.function

; Function definitions (free functions: no class scope): `int f(…) {…}`, `char *f(…) {…}`, `char **f(…) {…}`, `T &f(…)`.
(function_definition
  declarator: [
    (function_declarator declarator: (identifier) @name)
    (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
    (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
    (reference_declarator (function_declarator declarator: (identifier) @name))]) @definition.function

; Function prototypes: `int f(int);`, `char *f(void);`, in the file, #if blocks, `extern "C"`,
; namespaces, and ERROR nodes (headers whose #ifdef'd `extern "C" {` braces do not balance parse
; as one). Not in function bodies, where `Foo f(bar);` is a variable that parses as a prototype.
((declaration
  declarator: [
    (function_declarator declarator: (identifier) @name)
    (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
    (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
    (reference_declarator (function_declarator declarator: (identifier) @name))]) @definition.function
  (#has-parent? @definition.function translation_unit preproc_if preproc_ifdef preproc_else preproc_elif linkage_specification declaration_list ERROR))

; struct / union / enum with a body (also inside a typedef): `struct point {…}`, `enum class Mode {…}`.
; A specialization `struct hash<Key> {…}` is named by its template name.
(class_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (_)) @definition.class
(struct_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (_)) @definition.struct
(union_specifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)] body: (_)) @definition.union
(enum_specifier name: (type_identifier) @name body: (_)) @definition.enum

; `typedef struct {…} name;` (an anonymous body): the typedef name is the struct / union / enum.
(type_definition
  type: (struct_specifier !name body: (_))
  declarator: (type_identifier) @name) @definition.struct
(type_definition
  type: (union_specifier !name body: (_))
  declarator: (type_identifier) @name) @definition.union
(type_definition
  type: (enum_specifier !name body: (_))
  declarator: (type_identifier) @name) @definition.enum

; Other typedefs: `typedef unsigned long ulong;`, `typedef struct x *xp;`, `typedef int (*cb)(int);`.
(type_definition
  declarator: [
    (type_identifier) @name
    (pointer_declarator declarator: (type_identifier) @name)
    (function_declarator
      declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))]) @definition.type

; Macros: `#define MAX 10` (with a value: bare include guards and flags are skipped), `#define SQ(x) …`.
(preproc_def name: (identifier) @name value: (_)) @definition.macro
(preproc_function_def name: (identifier) @name) @definition.macro

; Data members of a class (not of a plain struct, to keep C headers' records light): `int n_;`, `T *p_;`.
(class_specifier
  body: (field_declaration_list
    (field_declaration
      declarator: [
        (field_identifier) @name
        (pointer_declarator declarator: (field_identifier) @name)
        (reference_declarator (field_identifier) @name)
        (array_declarator declarator: (field_identifier) @name)]) @definition.field))

; Namespaces: `namespace net {…}`, `namespace a::b {…}` (its last name), `namespace fs = std::filesystem;`.
(namespace_definition name: (namespace_identifier) @name) @definition.module
(namespace_definition name: (nested_namespace_specifier (namespace_identifier) @name .)) @definition.module
(namespace_alias_definition name: (namespace_identifier) @name) @definition.module

; Type aliases: `using Map = std::map<K, V>;` (typedefs are above).
(alias_declaration name: (type_identifier) @name) @definition.type

; File-scope constants and variables: directly in the file, in a top-level #if/#ifdef block or
; its #else/#elif, or in a namespace or `extern "C" {…}`. Locals in function bodies (#if blocks inside
; them too) are left out, and so are declarations in ERROR nodes: mostly misparsed pieces of prototypes.
; Constants: `constexpr int N = 3;`, `static const double PI = …;` (not `const char *p`: a pointer to const).
((translation_unit
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant)
  (#any-of? @_const "const" "constexpr"))
((translation_unit (preproc_if
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant))
  (#any-of? @_const "const" "constexpr"))
((translation_unit (preproc_ifdef
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant))
  (#any-of? @_const "const" "constexpr"))
((translation_unit (_ alternative: (preproc_else
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant)))
  (#any-of? @_const "const" "constexpr"))
((translation_unit (_ alternative: (preproc_elif
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant)))
  (#any-of? @_const "const" "constexpr"))
((declaration_list
  (declaration
    (type_qualifier) @_const
    declarator: (init_declarator declarator: (identifier) @name)) @definition.constant)
  (#any-of? @_const "const" "constexpr"))

; A lambda held by a file- or namespace-level variable is a function: `auto add = [](int a) {…};`.
; (The variable patterns below end on `value:`, so they complete with this one and come after it.)
(translation_unit
  (declaration
    declarator: (init_declarator declarator: (identifier) @name value: (lambda_expression))) @definition.function)
(declaration_list
  (declaration
    declarator: (init_declarator declarator: (identifier) @name value: (lambda_expression))) @definition.function)

; Variables (`extern` ones too): `int x, *y;`, `char *p = …;`, `int a[3][4];`, `char **argv;`.
(translation_unit
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable)
(translation_unit (preproc_if
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable))
(translation_unit (preproc_ifdef
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable))
(translation_unit (_ alternative: (preproc_else
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable)))
(translation_unit (_ alternative: (preproc_elif
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable)))
(declaration_list
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
        (array_declarator declarator: (identifier) @name)])
      (array_declarator declarator: [
        (identifier) @name
        (array_declarator declarator: (identifier) @name)])
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: [
          (identifier) @name
          (pointer_declarator declarator: (identifier) @name)
          (array_declarator declarator: (identifier) @name)])
        (array_declarator declarator: [
          (identifier) @name
          (array_declarator declarator: (identifier) @name)])]
        value: (_))]) @definition.variable)

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `f(x)`, `obj.f()`, `p->f()`, `ns::f()`, `Foo::create()`, `f<int>()`, `obj.get<T>()`,
; `p->template get<T>()`. The cast keywords `static_cast<T>(x)` etc. parse as calls and are skipped.
((call_expression
   function: [
     (identifier) @name
     (template_function name: (identifier) @name)]) @reference.call
  (#not-any-of? @name "static_cast" "dynamic_cast" "reinterpret_cast" "const_cast"))
(call_expression
  function: (field_expression
    field: [
      (field_identifier) @name
      (template_method name: (field_identifier) @name)
      (dependent_name (template_method name: (field_identifier) @name))])) @reference.call
(call_expression
  function: (qualified_identifier name: [
      (identifier) @name
      (template_function name: (identifier) @name)
      (qualified_identifier name: [
        (identifier) @name
        (template_function name: (identifier) @name)
        (qualified_identifier name: [(identifier) @name (template_function name: (identifier) @name)])])])) @reference.call

; `new Foo(…)`, `new ns::Foo<T>[n]`.
(new_expression type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.new

; Base classes: `class D : public Base, private ns::Mixin<D>`.
(base_class_clause [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.inherit

; Type names in declarations, parameters, members, return types, casts, sizeof, template arguments
; (these are type_descriptors), typedefs, using aliases and range-for loops.
(declaration type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(parameter_declaration type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(optional_parameter_declaration type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(variadic_parameter_declaration type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(field_declaration type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(function_definition type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(type_descriptor type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(type_definition type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(for_range_loop type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(compound_literal_expression type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type
(operator_cast type: [
    (type_identifier) @name
    (template_type name: (type_identifier) @name)
    (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)])
    (qualified_identifier name: (qualified_identifier name: [(type_identifier) @name (template_type name: (type_identifier) @name)]))]) @reference.type

; class / struct / union / enum names used without a body: `struct stat st;`, `class Foo;`.
; (`class EXPORT_MACRO Name {…}`, see above, makes a bodiless `class EXPORT_MACRO`: hence the parents.)
(translation_unit (class_specifier name: (type_identifier) @name !body) @reference.type)
(declaration_list (class_specifier name: (type_identifier) @name !body) @reference.type)
(declaration type: (class_specifier name: (type_identifier) @name !body) @reference.type)
(parameter_declaration type: (class_specifier name: (type_identifier) @name !body) @reference.type)
(optional_parameter_declaration type: (class_specifier name: (type_identifier) @name !body) @reference.type)
(variadic_parameter_declaration type: (class_specifier name: (type_identifier) @name !body) @reference.type)
(field_declaration type: (class_specifier name: (type_identifier) @name !body) @reference.type)
(type_descriptor type: (class_specifier name: (type_identifier) @name !body) @reference.type)
(struct_specifier name: (type_identifier) @name !body) @reference.type
(union_specifier name: (type_identifier) @name !body) @reference.type
(enum_specifier name: (type_identifier) @name !body) @reference.type

; `using std::string;` and `using namespace a::b;`: the last name.
(using_declaration
  [(identifier) @name
   (qualified_identifier name: [
       (identifier) @name
       (qualified_identifier name: [
         (identifier) @name
         (qualified_identifier name: [(identifier) @name])])])]) @reference.import

; Local includes: `#include "util/list.h"` → list.h (the header's file name).
(preproc_include path: (string_literal) @name) @reference.import

; Include paths, `"util/list.h"` and `<util/list.h>`: resolved to the repository's headers (next to
; the file, then in the include directories), so that a name is linked first to what the file includes.
(preproc_include path: [(string_literal) (system_lib_string)] @name) @reference.module
