// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC4337} from "solady/src/accounts/ERC4337.sol";

/// @title PorticoSmartAccount
/// @notice The embedded wallet's smart account on the devnet: Solady's ERC4337 account (MIT,
/// npm `solady`), as viem's `toSoladySmartAccount` drives it. Owner-signed user operations
/// (an eth-signed userOpHash), `execute` / `executeBatch`, ERC-1271 with ERC-7739 nested typed
/// data. Deployed once as the implementation; accounts are ERC-1967 proxies made by
/// PorticoAccountFactory.
/// @dev Only two things differ from Solady's: the EntryPoint is v0.8, and the EIP-712 domain
/// (used by ERC-1271 / ERC-7739) is named for Portico.
contract PorticoSmartAccount is ERC4337 {
    /// @dev EntryPoint v0.8 (Solady's default is v0.7's).
    function entryPoint() public pure override returns (address) {
        return 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108;
    }

    function _domainNameAndVersion()
        internal
        pure
        override
        returns (string memory name, string memory version)
    {
        name = "PorticoSmartAccount";
        version = "1";
    }
}
