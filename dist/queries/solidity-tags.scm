; Tags for Solidity (tree-sitter-solidity from tree-sitter-wasms 0.1.13).

; ---------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------

; Contracts (abstract ones too), interfaces, libraries.
(contract_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(library_declaration name: (identifier) @name) @definition.module

; Functions: free functions at file level, methods in contracts, interfaces and libraries;
; `constructor`, `fallback` and `receive` are named by their keyword.
(source_file (function_definition name: (identifier) @name) @definition.function)
(contract_body (function_definition name: (identifier) @name) @definition.method)
(constructor_definition "constructor" @name) @definition.constructor
(fallback_receive_definition ["fallback" "receive"] @name) @definition.method

; Modifiers are function-like: `modifier onlyOwner() {…}`.
(modifier_definition name: (identifier) @name) @definition.function

; Events and custom errors are typed records: emitted and reverted by name.
(event_definition name: (identifier) @name) @definition.type
(error_declaration name: (identifier) @name) @definition.type

; Structs (with their members), enums, user-defined value types `type Price is uint256`.
(struct_declaration name: (identifier) @name) @definition.struct
(struct_declaration (struct_member name: (identifier) @name) @definition.field)
(enum_declaration name: (identifier) @name) @definition.enum
(user_defined_type_definition name: (identifier) @name) @definition.type

; State variables (constants first: the first completed match of a name and line wins) and
; file-level constants. Locals in function bodies are `variable_declaration`s: not matched.
(state_variable_declaration "constant" name: (identifier) @name) @definition.constant
(state_variable_declaration name: (identifier) @name) @definition.variable
(constant_variable_declaration name: (identifier) @name) @definition.constant

; ---------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------

; Calls: `f(x)`, `token.transfer(to, n)`, `Lib.f()`, `addr.call{value: v}("")`, conversions to
; contract types `IERC20(token)`; the global functions are left out.
((call_expression function: (identifier) @name) @reference.call
  (#not-any-of? @name
    "require" "assert" "revert" "keccak256" "sha256" "ripemd160" "ecrecover" "addmod" "mulmod"
    "blockhash" "blobhash" "gasleft" "selfdestruct"))
(call_expression function: (member_expression property: (identifier) @name)) @reference.call
(call_expression function: (struct_expression type: (member_expression property: (identifier) @name))) @reference.call

; `emit Deposited(…)`, `revert Insufficient(…)`: events and errors are used like calls.
(emit_statement name: (identifier) @name) @reference.call
(emit_statement name: (member_expression property: (identifier) @name)) @reference.call
(revert_statement error: (identifier) @name) @reference.call
(revert_statement error: (member_expression property: (identifier) @name)) @reference.call

; Modifier invocations on functions, and base constructor calls on constructors:
; `… onlyOwner whenNotPaused returns (…)`, `constructor(…) Ownable(owner) {…}`.
(modifier_invocation . (identifier) @name) @reference.call

; `new Token(…)`: the contract instantiated (qualified `new lib.Token` by its last name).
(new_expression name: (type_name (user_defined_type (identifier) @name .))) @reference.new

; Inheritance: `contract Token is ERC20("T", "T"), Ownable` (qualified bases by their last name).
(inheritance_specifier ancestor: (user_defined_type (identifier) @name .)) @reference.inherit

; A capitalised name before a dot is a contract, library, enum or struct type: `Status.Active`,
; `SafeMath.mulDiv(a, b)`, `Errors.Unauthorized.selector` (not `msg.sender`, `abi.encode`).
((member_expression object: (identifier) @name) @reference.type
  (#match? @name "^[A-Z]"))

; `using SafeMath for uint256;`: the library whose functions are attached to the type.
(using_directive (type_alias (identifier) @name .)) @reference.type

; Type references to user-defined types (contracts, interfaces, structs, enums, value types) in
; state variables, locals, parameters and returns, struct members, event and error parameters,
; `using … for Type`. `Lib.Type` by its last name.
([
  (state_variable_declaration type: (type_name . (user_defined_type (identifier) @name .) .))
  (constant_variable_declaration type: (type_name . (user_defined_type (identifier) @name .) .))
  (variable_declaration type: (type_name . (user_defined_type (identifier) @name .) .))
  (parameter type: (type_name . (user_defined_type (identifier) @name .) .))
  (struct_member type: (type_name . (user_defined_type (identifier) @name .) .))
  (event_paramater type: (type_name . (user_defined_type (identifier) @name .) .))
  (error_parameter type: (type_name . (user_defined_type (identifier) @name .) .))
  (using_directive source: (type_name . (user_defined_type (identifier) @name .) .))
] @reference.type)

; Mapping keys and values, array elements. This grammar predates named mapping parameters:
; `mapping(address account => uint256)` reads `account` as the key type, so only capitalised
; names count here (user-defined types are CapWords).
([
  (type_name key_type: (user_defined_type (identifier) @name .))
  (type_name (type_name (user_defined_type (identifier) @name .)))
] @reference.type
  (#match? @name "^[A-Z]"))

; Imports: each imported name (`import {A, B as C} from "./x.sol"` → A, B); a whole-file import
; (`import "./Token.sol";`, `import * as T from …`, `import "./x.sol" as X`) by the file's basename.
(import_directive import_name: (identifier) @name) @reference.import
(import_directive !import_name source: (string) @name) @reference.import
