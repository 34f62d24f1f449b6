import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic contract file: whole-file and named imports (one aliased), a file-level error and
// constant, a contract with bases (one with constructor arguments), a library attached with
// `using`, an enum, a struct, state variables (immutable, constant, mapping), an event, an error,
// a modifier, a constructor calling its base's, functions with modifiers, member calls, `emit`,
// `revert`, `new`, enum members, and an interface. The mapping's named key (`address account`)
// is newer than this grammar, which reads `account` as a key type: lower-case, it is no reference.
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./interfaces/IPriceOracle.sol";
import {ERC20, IERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable as Owned} from "@openzeppelin/contracts/access/Ownable.sol";
import {FixedMath} from "./libraries/FixedMath.sol";

error ZeroAmount();

uint256 constant MAX_FEE_BPS = 1_000;

/// A vault that issues shares for deposits of an underlying token.
contract Vault is ERC20("Vault Share", "vSHR"), Owned {
    using FixedMath for uint256;

    enum Status {
        Active,
        Paused
    }

    struct Position {
        uint256 shares;
        uint64 since;
    }

    IERC20 public immutable asset;
    IPriceOracle private oracle;
    uint256 public constant FEE_BPS = 30;
    mapping(address account => Position) public positions;
    Status public status;

    event Deposited(address indexed account, uint256 amount, uint256 shares);
    error VaultPaused(Status status);

    modifier whenActive() {
        if (status != Status.Active) revert VaultPaused(status);
        _;
    }

    constructor(IERC20 asset_, IPriceOracle oracle_) Owned(msg.sender) {
        asset = asset_;
        oracle = oracle_;
    }

    function deposit(uint256 amount) external whenActive returns (uint256 shares) {
        if (amount == 0) revert ZeroAmount();
        uint256 price = oracle.latestPrice(address(asset));
        shares = amount.mulDiv(1e18, price);
        asset.transferFrom(msg.sender, address(this), amount);
        Position storage position = positions[msg.sender];
        position.shares += shares;
        _mint(msg.sender, shares);
        emit Deposited(msg.sender, amount, shares);
    }

    function pause() external onlyOwner {
        status = Status.Paused;
    }

    function createStrategy(string memory name) external onlyOwner returns (Strategy) {
        return new Strategy(address(this), name);
    }

    function _fee(uint256 amount) internal pure returns (uint256) {
        return amount * FEE_BPS / 10_000;
    }
}

interface IStrategy {
    function harvest() external returns (uint256 profit);
}
`;

test('solidity: definitions', async () => {
  const tags = await tagsOf('solidity', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'ZeroAmount', kind: 'type', line: 9, signature: 'error ZeroAmount()' },
    { name: 'MAX_FEE_BPS', kind: 'constant', line: 11, signature: 'uint256 constant MAX_FEE_BPS = 1_000' },
    { name: 'Vault', kind: 'class', line: 14, signature: 'contract Vault is ERC20("Vault Share", "vSHR"), Owned' },
    { name: 'Status', kind: 'enum', line: 17, signature: 'enum Status' },
    { name: 'Position', kind: 'struct', line: 22, signature: 'struct Position' },
    { name: 'shares', kind: 'field', line: 23, signature: 'uint256 shares' },
    { name: 'since', kind: 'field', line: 24, signature: 'uint64 since' },
    { name: 'asset', kind: 'variable', line: 27, signature: 'IERC20 public immutable asset' },
    { name: 'oracle', kind: 'variable', line: 28, signature: 'IPriceOracle private oracle' },
    { name: 'FEE_BPS', kind: 'constant', line: 29, signature: 'uint256 public constant FEE_BPS = 30' },
    {
      name: 'positions',
      kind: 'variable',
      line: 30,
      signature: 'mapping(address account => Position) public positions',
    },
    { name: 'status', kind: 'variable', line: 31, signature: 'Status public status' },
    {
      name: 'Deposited',
      kind: 'type',
      line: 33,
      signature: 'event Deposited(address indexed account, uint256 amount, uint256 shares)',
    },
    { name: 'VaultPaused', kind: 'type', line: 34, signature: 'error VaultPaused(Status status)' },
    { name: 'whenActive', kind: 'function', line: 36, signature: 'modifier whenActive()' },
    {
      name: 'constructor',
      kind: 'constructor',
      line: 41,
      signature: 'constructor(IERC20 asset_, IPriceOracle oracle_) Owned(msg.sender)',
    },
    {
      name: 'deposit',
      kind: 'method',
      line: 46,
      signature: 'function deposit(uint256 amount) external whenActive returns (uint256 shares)',
    },
    { name: 'pause', kind: 'method', line: 57, signature: 'function pause() external onlyOwner' },
    {
      name: 'createStrategy',
      kind: 'method',
      line: 61,
      signature: 'function createStrategy(string memory name) external onlyOwner returns (Strategy)',
    },
    {
      name: '_fee',
      kind: 'method',
      line: 65,
      signature: 'function _fee(uint256 amount) internal pure returns (uint256)',
    },
    { name: 'IStrategy', kind: 'interface', line: 70, signature: 'interface IStrategy' },
    { name: 'harvest', kind: 'method', line: 71, signature: 'function harvest() external returns (uint256 profit)' },
  ]);
});

test('solidity: references', async () => {
  const tags = await tagsOf('solidity', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '4 import IPriceOracle.sol',
    '5 import ERC20',
    '5 import IERC20',
    '6 import Ownable',
    '7 import FixedMath',
    '14 inherit ERC20',
    '14 inherit Owned',
    '15 type FixedMath',
    '27 type IERC20',
    '28 type IPriceOracle',
    '30 type Position',
    '31 type Status',
    '34 type Status',
    '37 type Status',
    '37 call VaultPaused',
    '41 type IERC20',
    '41 type IPriceOracle',
    '41 call Owned',
    '46 call whenActive',
    '47 call ZeroAmount',
    '48 call latestPrice',
    '49 call mulDiv',
    '50 call transferFrom',
    '51 type Position',
    '53 call _mint',
    '54 call Deposited',
    '57 call onlyOwner',
    '58 type Status',
    '61 type Strategy',
    '61 call onlyOwner',
    '62 new Strategy',
  ]);
});

// What must not be tagged: parameters, named returns, locals, loop variables, the global
// functions (`require`, `assert`, `keccak256`, `revert("…")`), type conversions (`address(0)`,
// `bytes32(0)`), `msg` / `block` members. Member calls on globals are still calls.
const NOISE = `pragma solidity ^0.8.0;

contract Noise {
    function run(uint256 amount, address payable to) public returns (bool done) {
        uint256 local = amount + 1;
        bytes32 digest = keccak256(abi.encode(local, block.timestamp));
        require(to != address(0), "zero");
        assert(local > 0);
        (bool ok, ) = to.call{value: local}("");
        if (!ok) revert("failed");
        for (uint256 i = 0; i < 3; i++) {
            local += i;
        }
        done = digest != bytes32(0) && uint160(to) > 0;
    }
}
`;

test('solidity: no locals, parameters or global functions', async () => {
  const tags = await tagsOf('solidity', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'Noise', kind: 'class', line: 3, signature: 'contract Noise' },
    {
      name: 'run',
      kind: 'method',
      line: 4,
      signature: 'function run(uint256 amount, address payable to) public returns (bool done)',
    },
  ]);
  assert.deepEqual(refsOf(tags), ['6 call encode', '9 call call']);
});

test('solidity: a call links the caller to the definer', async () => {
  await assertCallLinks(
    {
      'contracts/Token.sol':
        'pragma solidity ^0.8.20;\n\ncontract Token {\n    function mintTo(address to, uint256 amount) external {}\n}\n',
      'contracts/Faucet.sol':
        'pragma solidity ^0.8.20;\n\nimport "./Token.sol";\n\ncontract Faucet {\n    function drip(Token token) external {\n        token.mintTo(msg.sender, 1 ether);\n    }\n}\n',
    },
    'contracts/Faucet.sol -> contracts/Token.sol',
    'function mintTo(address to, uint256 amount) external',
  );
});
