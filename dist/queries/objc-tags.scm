; Tags for Objective-C (tree-sitter-objc from tree-sitter-wasms 0.1.13; its C part is tree-sitter-c's).
; A selector is named by its first keyword: `- (id)initWithFrame:(CGRect)f style:(int)s` and
; `[v initWithFrame:f style:s]` are both `initWithFrame` (a query cannot join the keywords).

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Classes: `@interface View : UIView <P>` and `@implementation View`. Categories and class
; extensions (`@interface View (Extras)`, `@interface View ()`, `@implementation View (Extras)`)
; add to a class defined elsewhere: impls named by the class.
(class_interface . (identifier) @name superclass: (_)) @definition.class
(class_interface . (identifier) @name "(") @definition.impl
; A root class (`@interface Object`, no superclass and no parentheses).
((class_interface . (identifier) @name !superclass !category) @definition.class
  (#not-match? @definition.class "^@interface\\s+[A-Za-z_][A-Za-z0-9_]*\\s*\\("))
(class_implementation . (identifier) @name !category) @definition.class
(class_implementation . (identifier) @name category: (_)) @definition.impl

; Protocols: `@protocol Drawable <NSObject>`.
(protocol_declaration . (identifier) @name) @definition.interface

; Methods, declared (in @interface / @protocol) and defined (in @implementation), with or without
; a return type.
(method_declaration . (method_type) . (identifier) @name) @definition.method
(method_declaration . (identifier) @name) @definition.method
(method_definition . (method_type) . (identifier) @name) @definition.method
(method_definition . (identifier) @name) @definition.method

; Properties: `@property (nonatomic) UILabel *label;`, `@property BOOL on;`, block properties
; `@property (copy) void (^handler)(NSError *);`.
(property_declaration
  (struct_declaration
    (struct_declarator [
      (identifier) @name
      (pointer_declarator declarator: (identifier) @name)
      (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name))
      (function_declarator declarator: (parenthesized_declarator (block_pointer_declarator declarator: (identifier) @name)))
    ]))) @definition.property

; C functions: `static int f(…) {…}`, `NSString *f(…) {…}`.
(function_definition
  declarator: [
    (function_declarator declarator: (identifier) @name)
    (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))
    (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))
  ]) @definition.function

; Structs and enums with a body, and the typedef name of an anonymous one.
(struct_specifier name: (type_identifier) @name body: (_)) @definition.struct
(enum_specifier name: (type_identifier) @name body: (_)) @definition.enum
(type_definition type: (struct_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.struct
(type_definition type: (enum_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.enum

; `typedef NS_ENUM(NSInteger, Mode) {…};` (and NS_OPTIONS, NS_CLOSED_ENUM, NS_ERROR_ENUM): this
; grammar knows no such macro and leaves an ERROR near the name, in one of three shapes (the
; name after the ERROR is also tagged as a type reference).
((type_definition
  type: (macro_type_specifier name: (identifier) @_macro (ERROR (identifier) @name))) @definition.enum
  (#match? @_macro "^NS_[A-Z_]*(ENUM|OPTIONS)$"))
((ERROR
  (macro_type_specifier name: (identifier) @_macro (ERROR (identifier) @name))) @definition.enum
  (#match? @_macro "^NS_[A-Z_]*(ENUM|OPTIONS)$"))
((type_definition
  type: (macro_type_specifier
    name: (identifier) @_macro
    (ERROR (type_descriptor))
    type: (type_descriptor type: (type_identifier) @name))) @definition.enum
  (#match? @_macro "^NS_[A-Z_]*(ENUM|OPTIONS)$"))
((ERROR
  (macro_type_specifier
    name: (identifier) @_macro
    (ERROR (type_descriptor))
    type: (type_descriptor type: (type_identifier) @name))) @definition.enum
  (#match? @_macro "^NS_[A-Z_]*(ENUM|OPTIONS)$"))
((type_definition
  type: (type_identifier) @_macro (ERROR (type_descriptor) . (type_identifier) @name)) @definition.enum
  (#match? @_macro "^NS_[A-Z_]*(ENUM|OPTIONS)$"))

; Other typedefs: `typedef NSString *Key;`, `typedef void (^Completion)(BOOL);`,
; `typedef int (*Callback)(int);` (not the misparsed enumerators of an NS_ENUM).
; (The type is checked by its text, #field-not-match?: a `type: (_)` wildcard took seconds to compile.)
((type_definition
  declarator: [
    (type_identifier) @name
    (pointer_declarator declarator: (type_identifier) @name)
    (function_declarator declarator: (parenthesized_declarator (block_pointer_declarator declarator: (type_identifier) @name)))
    (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))
  ]) @definition.type
  (#field-not-match? @definition.type type "^NS_[A-Z_]*(ENUM|OPTIONS)")
  (#field-not-match? @definition.type type "^(struct|enum|union)\\s*\\{"))

; File-level constants (`static NSString *const kKey = @"…";`, `static const int kMax = 3;`) and
; variables (`static Foo *shared;`, `NSInteger gCount = 0;`). Locals in bodies are not matched.
; A macro misread as a type (`NS_ASSUME_NONNULL_BEGIN @interface …`) declares nothing.
((translation_unit
  (declaration
    declarator: [
      (init_declarator declarator: (pointer_declarator (type_qualifier) declarator: (identifier) @name))
      (pointer_declarator (type_qualifier) declarator: (identifier) @name)
    ]) @definition.constant)
  (#field-not-match? @definition.constant type "^[A-Z][A-Z0-9]*_[A-Z0-9_]*$"))
; (`const int k` and `int const k` alike: a qualifier before the declarator.)
((translation_unit
  (declaration
    (type_qualifier)
    declarator: [
      (init_declarator declarator: (identifier) @name)
      (identifier) @name
    ]) @definition.constant)
  (#field-not-match? @definition.constant type "^[A-Z][A-Z0-9]*_[A-Z0-9_]*$"))
((translation_unit
  (declaration
    declarator: [
      (identifier) @name
      (pointer_declarator declarator: (identifier) @name)
      (init_declarator declarator: [
        (identifier) @name
        (pointer_declarator declarator: (identifier) @name)
      ])
    ]) @definition.variable)
  (#field-not-match? @definition.variable type "^[A-Z][A-Z0-9]*_[A-Z0-9_]*$"))

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Message sends, by the selector's first keyword: `[view addSubview:label]`, `[Foo shared]`.
(message_expression receiver: (_) . method: (identifier) @name) @reference.call

; C calls: `helper(3)`, `NSLog(@"…")`, `CGRectMake(…)`.
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (field_expression field: (field_identifier) @name)) @reference.call

; Class references: a class as a message receiver (`[MyView sharedView]`, `[[Foo alloc] init]`),
; forward declarations (`@class Foo, Bar;`).
((message_expression receiver: (identifier) @name) @reference.type
  (#match? @name "^[A-Z]"))
(class_declaration (identifier) @name) @reference.type

; Inheritance: the superclass, and the protocols a class, category or protocol adopts.
(class_interface superclass: (identifier) @name) @reference.inherit
(class_interface (parameterized_arguments (type_name (type_identifier) @name))) @reference.inherit
(class_interface (protocol_reference_list (identifier) @name)) @reference.inherit
(protocol_declaration (protocol_reference_list (identifier) @name)) @reference.inherit

; Type names in declarations, parameters, method signatures, properties, casts, generics,
; `id<Protocol>`, function return types.
((declaration type: (type_identifier) @name) @reference.type
  (#not-match? @name "^[A-Z][A-Z0-9]*_[A-Z0-9_]*$"))
(parameter_declaration type: (type_identifier) @name) @reference.type
(function_definition type: (type_identifier) @name) @reference.type
(type_descriptor type: (type_identifier) @name) @reference.type
(struct_declaration (type_identifier) @name) @reference.type
(generic_specifier (type_identifier) @name) @reference.type
(typedefed_specifier (protocol_reference_list (identifier) @name)) @reference.type
((method_type (type_name (type_identifier) @name)) @reference.type
  (#not-eq? @name "instancetype"))
((type_name (generic_specifier (type_identifier) @name)) @reference.type)
((generic_specifier (type_name (type_identifier) @name)) @reference.type)

; Imports: `#import "MyView.h"` and `#include "x.h"` by the file's basename, `@import UIKit;`.
; `#import <UIKit/UIKit.h>` (a system header: nothing in the repository defines it) is left out.
(preproc_include path: (string_literal (string_content) @name)) @reference.import
(module_import path: (identifier) @name .) @reference.import

; Include paths, `"MyView.h"` and `<Kit/Kit.h>`: resolved to the repository's headers (next to the
; file, then in the include directories), so that a name is linked first to what the file imports.
(preproc_include path: [(string_literal) (system_lib_string)] @name) @reference.module
