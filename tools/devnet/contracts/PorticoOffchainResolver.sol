// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title PorticoOffchainResolver
/// @notice An ENSIP-10 (wildcard) resolver that answers every name through an ERC-3668
///         (CCIP-Read) gateway: `resolve` reverts `OffchainLookup` with the gateway URLs, and the
///         callback `resolveWithProof` accepts the gateway's answer only when it is signed by one
///         of the signers fixed at deployment and has not expired.
///
///         The gateway answers `abi.encode(bytes result, uint64 expires, bytes signature)`, the
///         signature (65 bytes r, s, v; low s) over
///         `keccak256(abi.encodePacked(hex"1900", resolver, expires, keccak256(request),
///         keccak256(result)))`, where `request` is the calldata the gateway was sent. To change
///         the URLs or the signers, deploy another resolver and point the registry at it.
contract PorticoOffchainResolver {
    error OffchainLookup(
        address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData
    );
    /// @notice The answer's `expires` is before the block's time.
    error AnswerExpired(uint64 expires, uint256 blockTime);
    /// @notice The signature is not 65 bytes with a low s and v of 27 or 28, or recovers nobody.
    error InvalidSignature();
    /// @notice The signature is valid but not from a signer of this resolver.
    error UnknownSigner(address signer);

    /// secp256k1's order divided by two: a larger s is the malleable twin of a valid signature.
    uint256 private constant HALF_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    string[] private _urls;
    mapping(address signer => bool) public isSigner;

    constructor(string[] memory urls_, address[] memory signers_) {
        _urls = urls_;
        for (uint256 i = 0; i < signers_.length; i++) {
            isSigner[signers_[i]] = true;
        }
    }

    /// @notice The gateway URLs (ERC-3668 templates with `{sender}` and `{data}`).
    function urls() external view returns (string[] memory) {
        return _urls;
    }

    /// @notice ENSIP-10: always reverts `OffchainLookup`, sending the gateway this very call.
    function resolve(bytes calldata, bytes calldata) external view returns (bytes memory) {
        revert OffchainLookup(address(this), _urls, msg.data, this.resolveWithProof.selector, msg.data);
    }

    /// @notice The ERC-3668 callback: checks the gateway's answer to `extraData` (the request) and
    ///         returns its result, or reverts with why it is refused.
    function resolveWithProof(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory)
    {
        (bytes memory result, uint64 expires, bytes memory signature) =
            abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert AnswerExpired(expires, block.timestamp);
        bytes32 digest = keccak256(
            abi.encodePacked(hex"1900", address(this), expires, keccak256(extraData), keccak256(result))
        );
        address signer = _recover(digest, signature);
        if (!isSigner[signer]) revert UnknownSigner(signer);
        return result;
    }

    /// @notice ERC-165: ERC-165 itself and ENSIP-10's `resolve(bytes,bytes)`.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x9061b923;
    }

    function _recover(bytes32 digest, bytes memory signature) private pure returns (address) {
        if (signature.length != 65) revert InvalidSignature();
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) revert InvalidSignature();
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0)) revert InvalidSignature();
        return signer;
    }
}
