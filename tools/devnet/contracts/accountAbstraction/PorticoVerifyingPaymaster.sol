// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @title PorticoVerifyingPaymaster
/// @notice Pays for the user operations that an off-chain signer (the Portico server's
/// paymaster key) approved, for EntryPoint v0.8. Built on the BasePaymaster of the npm package
/// account-abstraction/contracts 0.8 (MIT), after its sample VerifyingPaymaster.
///
/// `paymasterAndData` = paymaster (20) | paymasterVerificationGasLimit (16) |
/// paymasterPostOpGasLimit (16) | paymasterData, where
/// `paymasterData = abi.encode(uint48 validUntil, uint48 validAfter)` (64 bytes) ++ a 65-byte
/// signature of `toEthSignedMessageHash(getHash(userOp, validUntil, validAfter))`.
/// A bad signature fails validation (SIG_VALIDATION_FAILED with the time range), it never
/// reverts. No postOp.
contract PorticoVerifyingPaymaster is BasePaymaster {
    /// @notice Whose signature approves a user operation.
    address public immutable verifyingSigner;

    uint256 private constant VALID_TIMESTAMP_OFFSET = PAYMASTER_DATA_OFFSET;
    uint256 private constant SIGNATURE_OFFSET = VALID_TIMESTAMP_OFFSET + 64;

    /// @dev The owner (withdrawals, stake) is the signer: the deployer is the CREATE2 proxy.
    constructor(IEntryPoint entryPoint_, address verifyingSigner_) BasePaymaster(entryPoint_) {
        verifyingSigner = verifyingSigner_;
        _transferOwnership(verifyingSigner_);
    }

    /// @notice The hash the signer signs (as an eth-signed message), over every field of the user
    /// operation except the paymaster data and the signature, and the chain and this paymaster.
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        // Two halves of static words: their concatenation is the one abi.encode of all twelve.
        bytes memory head = abi.encode(
            userOp.sender,
            userOp.nonce,
            keccak256(userOp.initCode),
            keccak256(userOp.callData),
            userOp.accountGasLimits,
            uint256(bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]))
        );
        bytes memory tail = abi.encode(
            userOp.preVerificationGas, userOp.gasFees, block.chainid, address(this), validUntil, validAfter
        );
        return keccak256(bytes.concat(head, tail));
    }

    /// @notice Splits `paymasterAndData` into the time range and the signature.
    function parsePaymasterAndData(bytes calldata paymasterAndData)
        public
        pure
        returns (uint48 validUntil, uint48 validAfter, bytes calldata signature)
    {
        require(
            paymasterAndData.length >= SIGNATURE_OFFSET,
            "PorticoVerifyingPaymaster: paymasterData shorter than its time range"
        );
        (validUntil, validAfter) = abi.decode(paymasterAndData[VALID_TIMESTAMP_OFFSET:], (uint48, uint48));
        signature = paymasterAndData[SIGNATURE_OFFSET:];
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) =
            parsePaymasterAndData(userOp.paymasterAndData);
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(digest, signature);
        bool valid = error == ECDSA.RecoverError.NoError && recovered == verifyingSigner;
        return ("", _packValidationData(!valid, validUntil, validAfter));
    }
}
