; Haskell tags (tree-sitter-haskell from @cursorless/tree-sitter-wasms 0.7.0). A module's name is
; dotted as written (`Shop.Inventory`), and an import of it refers to that name.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

(header module: (module) @name) @definition.module

; Top-level functions and values. With a type signature, the signature is the definition (its
; text is what a reader wants) and its lines run on over the equations that follow it. Without
; one, the first equation of a run of clauses (`area (Circle r) = …`, `area (Rect w h) = …`) is.
; Operators (`(|+|) :: …`) and pattern bindings (`(a, b) = …`) are left out.
(declarations
  (signature name: (variable) @name) @definition.function
  .
  [(function name: (variable) @_clause) (bind name: (variable) @_clause)]* @end
  (#eq? @_clause @name))
(declarations
  .
  [(function name: (variable) @name) (bind name: (variable) @name)] @definition.function)
(declarations
  (_ name: (_) @_previous)
  .
  [(function name: (variable) @name) (bind name: (variable) @name)] @definition.function
  (#not-eq? @_previous @name))
(declarations
  [(haddock) (comment) (pragma) (fixity) (top_splice) (foreign_import) (deriving_instance)]
  .
  [(function name: (variable) @name) (bind name: (variable) @name)] @definition.function)

; Data types, newtypes, type synonyms and families; their constructors and record fields.
(data_type name: (name) @name) @definition.type
(newtype name: (name) @name) @definition.type
(type_synomym name: (name) @name) @definition.type
(type_family name: (name) @name) @definition.type
(data_family name: (name) @name) @definition.type
(data_constructor [(prefix name: (constructor) @name) (record name: (constructor) @name) (infix operator: (constructor_operator) @name)]) @definition.constructor
(gadt_constructor name: (constructor) @name) @definition.constructor
(newtype_constructor name: (constructor) @name) @definition.constructor
(field name: (field_name (variable) @name)) @definition.field

; Type classes and their methods (signatures; a default equation belongs to its signature).
(class name: (name) @name) @definition.class
(class_declarations
  (signature name: (variable) @name) @definition.method
  .
  [(function name: (variable) @_clause) (bind name: (variable) @_clause)]* @end
  (#eq? @_clause @name))

; Instances, named by the type (`instance Priced Item`, `instance Show (Tree a)` → Item, Tree),
; and the methods they define (the first equation of each).
(instance patterns: (type_patterns . (name) @name)) @definition.impl
(instance patterns: (type_patterns . (parens [(name) @name (apply constructor: (name) @name)]))) @definition.impl
(instance_declarations
  .
  [(function name: (variable) @name) (bind name: (variable) @name)] @definition.method)
(instance_declarations
  (_ name: (_) @_previous)
  .
  [(function name: (variable) @name) (bind name: (variable) @name)] @definition.method
  (#not-eq? @_previous @name))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; Imports: the module by its dotted name (which is how its file defines it), and each imported name.
(import module: (module) @name) @reference.module
(import module: (module) @name) @reference.import
(import_name [(variable) (name)] @name) @reference.import

; Calls: `f x`, `f x y` (the innermost application names the function), a function in backticks
; (`a `merge` b`, sections), and operands that are functions: `f . g`, `f $ x`, `f <$> xs`,
; `xs >>= f`, `x & f`. Prelude's everyday functions are left out.
([
  (apply function: (variable) @name)
  (infix operator: (infix_id (variable) @name))
  (left_section (infix_id (variable) @name))
  (right_section (infix_id (variable) @name))
  (infix left_operand: (variable) @name operator: (operator) @_dot)
  (infix operator: (operator) @_dot right_operand: (variable) @name)
  (infix left_operand: (variable) @name operator: (operator) @_dollar)
  (infix left_operand: (variable) @name operator: (operator) @_fmap)
  (infix operator: (operator) @_bind right_operand: (variable) @name)
  (infix operator: (operator) @_and_then right_operand: (variable) @name)
] @reference.call
  (#eq? @_dot ".")
  (#eq? @_dollar "$")
  (#eq? @_fmap "<$>")
  (#eq? @_bind ">>=")
  (#eq? @_and_then "&")
  (#not-any-of? @name
    "show" "print" "putStrLn" "putStr" "getLine" "readLn" "read" "return" "pure" "fmap" "map"
    "filter" "foldr" "foldl" "foldl'" "foldMap" "mapM" "mapM_" "forM" "forM_" "traverse"
    "traverse_" "sequence" "sequence_" "when" "unless" "not" "fst" "snd" "id" "const" "flip"
    "error" "errorWithoutStackTrace" "undefined" "length" "null" "head" "tail" "init" "last"
    "reverse" "concat" "concatMap" "zip" "zipWith" "unzip" "elem" "notElem" "lookup" "sum"
    "product" "maximum" "minimum" "max" "min" "maybe" "either" "fromIntegral" "realToFrac"
    "toInteger" "fromInteger" "otherwise" "seq" "div" "mod" "quot" "rem" "abs" "negate" "succ"
    "pred" "compare" "mconcat" "mempty" "mappend" "lines" "unlines" "words" "unwords" "take"
    "drop" "splitAt" "takeWhile" "dropWhile" "span" "break" "replicate" "iterate" "repeat"
    "all" "any" "and" "or" "uncurry" "curry" "liftA2" "void"))

; Qualified values wherever they are used (`Map.insert k v m`, `Map.elems` passed along).
(qualified id: (variable) @name) @reference.call

; Constructors, applied (`Sku s`, `Item { … }`, `Circle <$> r`) or matched (`area (Circle r) = …`,
; `case c of Food -> …`): a change to a constructor concerns both. Prelude's are left out.
([
  (apply [function: (constructor) @name argument: (constructor) @name])
  (match expression: (constructor) @name)
  (record [constructor: (constructor) @name expression: (constructor) @name])
  (tuple element: (constructor) @name)
  (list element: (constructor) @name)
  (alternative pattern: (constructor) @name)
  (patterns (constructor) @name)
  (field_update expression: (constructor) @name)
  (infix [left_operand: (constructor) @name right_operand: (constructor) @name])
  (conditional [then: (constructor) @name else: (constructor) @name])
  (qualified id: (constructor) @name)
] @reference.call
  (#not-any-of? @name "Just" "Nothing" "Left" "Right" "True" "False" "LT" "EQ" "GT"))

; Types by name, where a type is written: signatures, fields, synonyms, constructor arguments,
; applications (`Map.Map String Item` → Map, String is built in), tuples, lists, constraints and
; deriving clauses; instance heads name the class they implement. Prelude types and classes are
; left out.
([
  (signature type: (name) @name)
  (function parameter: (name) @name)
  (function result: (name) @name)
  (apply constructor: (name) @name)
  (apply argument: (name) @name)
  (tuple (name) @name)
  (list element: (name) @name)
  (parens (name) @name)
  (field type: (name) @name)
  (field (name) @name)
  (strict_field type: (name) @name)
  (lazy_field type: (name) @name)
  (prefix field: (name) @name)
  (type_synomym type: (name) @name)
  (type_patterns (name) @name)
  (deriving classes: (name) @name)
  (qualified id: (name) @name)
  (context context: (name) @name)
] @reference.type
  (#not-any-of? @name
    "Int" "Integer" "Word" "Double" "Float" "Bool" "Char" "String" "IO" "Maybe" "Either"
    "Ordering" "Rational" "Show" "Eq" "Ord" "Num" "Read" "Enum" "Bounded" "Functor"
    "Applicative" "Monad" "MonadFail" "Foldable" "Traversable" "Semigroup" "Monoid" "Integral"
    "Fractional" "Real" "RealFrac" "Floating" "RealFloat" "Generic"))
((instance name: (name) @name) @reference.inherit
  (#not-any-of? @name
    "Show" "Eq" "Ord" "Num" "Read" "Enum" "Bounded" "Functor" "Applicative" "Monad"
    "MonadFail" "Foldable" "Traversable" "Semigroup" "Monoid" "Generic"))
