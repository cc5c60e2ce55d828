// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title PorticoEnsRegistry
/// @notice A minimal ENS-style registry for Portico's local chains: an owner and a resolver per
///         node (a namehash). The deployer owns the root; an owner may hand a node on, create
///         subnodes under it and set its resolver. No TTLs, no operators: just what the devnet's
///         names need (the zone, the reverse node) and what PorticoUniversalResolver reads.
contract PorticoEnsRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 node => Record) private _records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    error NotNodeOwner(bytes32 node, address caller);

    constructor() {
        _records[bytes32(0)].owner = msg.sender;
        emit Transfer(bytes32(0), msg.sender);
    }

    modifier onlyNodeOwner(bytes32 node) {
        if (_records[node].owner != msg.sender) revert NotNodeOwner(node, msg.sender);
        _;
    }

    /// @notice The owner of `node`, or the zero address.
    function owner(bytes32 node) external view returns (address) {
        return _records[node].owner;
    }

    /// @notice The resolver set for `node` itself (not a parent's), or the zero address.
    function resolver(bytes32 node) external view returns (address) {
        return _records[node].resolver;
    }

    /// @notice Gives `node` to `newOwner`.
    function setOwner(bytes32 node, address newOwner) external onlyNodeOwner(node) {
        _records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    /// @notice Makes `newOwner` the owner of `label` under `node`; returns the subnode.
    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner)
        external
        onlyNodeOwner(node)
        returns (bytes32 subnode)
    {
        subnode = keccak256(abi.encodePacked(node, label));
        _records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }

    /// @notice Points `node` (and, for an ENSIP-10 resolver, the names below it) at `newResolver`.
    function setResolver(bytes32 node, address newResolver) external onlyNodeOwner(node) {
        _records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }
}
