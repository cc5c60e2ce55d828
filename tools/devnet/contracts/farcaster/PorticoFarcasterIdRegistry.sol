// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title PorticoFarcasterIdRegistry
/// @notice A stand-in for Farcaster's IdRegistry on the devnet, NOT Farcaster's contract: only
///         the two reads Sign In With Farcaster needs, `idOf(custody)` (what
///         the Farcaster auth client's viem connector calls) and `custodyOf(fid)`. The devnet puts
///         its runtime code at the IdRegistry's Optimism address with `anvil_setCode` and
///         registers its test fids by writing the two mappings with `anvil_setStorageAt`, so
///         there is no way to register on chain: no gateway, no recovery, no transfers.
contract PorticoFarcasterIdRegistry {
    /// @notice The fid a custody address owns; 0 for none. Storage slot 0.
    mapping(address custody => uint256 fid) public idOf;

    /// @notice The custody address of a fid; the zero address for none. Storage slot 1.
    mapping(uint256 fid => address custody) public custodyOf;
}
