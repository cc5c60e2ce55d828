// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title PorticoFarcasterKeyRegistry
/// @notice A stand-in for Farcaster's KeyRegistry on the devnet, NOT Farcaster's contract: its one
///         read `keyDataOf(fid, key)`, which the Farcaster auth client asks before the IdRegistry
///         whether a signer is an "auth address" of the fid. It knows no keys: every answer is
///         state 0 (NULL), type 0, so only a fid's custody address signs in on the devnet.
contract PorticoFarcasterKeyRegistry {
    struct KeyData {
        uint8 state;
        uint32 keyType;
    }

    function keyDataOf(uint256, bytes calldata) external pure returns (KeyData memory) {
        return KeyData(0, 0);
    }
}
