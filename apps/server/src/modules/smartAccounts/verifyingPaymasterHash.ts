import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  numberToHex,
  parseAbiParameters,
} from 'viem'

/** The fields of an EntryPoint v0.8 user operation that the paymaster's signature covers. */
export interface SponsoredUserOperation {
  sender: Address
  nonce: bigint
  /** The account's factory, when the operation deploys it (with `factoryData`). */
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

export interface VerifyingPaymasterHashParameters {
  chainId: number
  /** The PorticoVerifyingPaymaster's address. */
  paymaster: Address
  /** Unix seconds (uint48); 0: no end. */
  validUntil: number
  /** Unix seconds (uint48). */
  validAfter: number
}

const HASH_PARAMETERS = parseAbiParameters(
  'address, uint256, bytes32, bytes32, bytes32, uint256, uint256, bytes32, uint256, address, uint48, uint48',
)

/**
 * The digest PorticoVerifyingPaymaster's `getHash(userOp, validUntil, validAfter)` computes
 * (the paymaster signer signs it as an EIP-191 message, i.e. `toEthSignedMessageHash` of it):
 * `keccak256(abi.encode(sender, nonce, keccak256(initCode), keccak256(callData),
 * accountGasLimits, uint256(bytes32(paymasterAndData[20:52])), preVerificationGas, gasFees,
 * chainId, paymaster, validUntil, validAfter))`, where the packed fields are the v0.8 ones:
 * `initCode = factory ++ factoryData` (empty without a factory), `accountGasLimits =
 * verificationGasLimit (16 bytes) ++ callGasLimit (16)`, `paymasterAndData[20:52] =
 * paymasterVerificationGasLimit (16) ++ paymasterPostOpGasLimit (16)`, `gasFees =
 * maxPriorityFeePerGas (16) ++ maxFeePerGas (16)`.
 *
 * @example
 * const hash = verifyingPaymasterHash(userOp, { chainId: 31337, paymaster, validUntil, validAfter: 0 })
 * const signature = await signer.signMessage({ message: { raw: hash } })
 */
export function verifyingPaymasterHash(
  userOperation: SponsoredUserOperation,
  parameters: VerifyingPaymasterHashParameters,
): Hex {
  const initCode =
    userOperation.factory === undefined
      ? '0x'
      : concat([userOperation.factory, userOperation.factoryData ?? '0x'])
  return keccak256(
    encodeAbiParameters(HASH_PARAMETERS, [
      userOperation.sender,
      userOperation.nonce,
      keccak256(initCode),
      keccak256(userOperation.callData),
      packUint128s(userOperation.verificationGasLimit, userOperation.callGasLimit),
      BigInt(
        packUint128s(
          userOperation.paymasterVerificationGasLimit,
          userOperation.paymasterPostOpGasLimit,
        ),
      ),
      userOperation.preVerificationGas,
      packUint128s(userOperation.maxPriorityFeePerGas, userOperation.maxFeePerGas),
      BigInt(parameters.chainId),
      parameters.paymaster,
      parameters.validUntil,
      parameters.validAfter,
    ]),
  )
}

/** Two uint128 in one bytes32, the first in the high half (the EntryPoint's packing). */
export function packUint128s(high: bigint, low: bigint): Hex {
  return concat([numberToHex(high, { size: 16 }), numberToHex(low, { size: 16 })])
}
