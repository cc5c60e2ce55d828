// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC4337Factory} from "solady/src/accounts/ERC4337Factory.sol";

/// @title PorticoAccountFactory
/// @notice Solady's ERC4337Factory (MIT, npm `solady`) for PorticoSmartAccount: each account is an
/// ERC-1967 proxy of the implementation at a CREATE2 address fixed by the salt, whose first 20
/// bytes are the owner. Solady 0.1 has `createAccount(bytes32 ownSalt)` (owner taken from the
/// salt); viem's `toSoladySmartAccount` calls `createAccount(address owner, bytes32 salt)`, the
/// older form, which this adds on top. Portico's salt: `owner ++ 12 zero bytes`.
contract PorticoAccountFactory is ERC4337Factory {
    /// @dev The salt does not start with the owner's address.
    error SaltDoesNotStartWithOwner();

    constructor(address implementation_) payable ERC4337Factory(implementation_) {}

    /// @notice Deploys the account of `owner` under `salt` (if not yet deployed), returns its address.
    function createAccount(address owner, bytes32 salt) public payable virtual returns (address) {
        if (address(bytes20(salt)) != owner) revert SaltDoesNotStartWithOwner();
        return createAccount(salt);
    }
}
