import { concat, encodeAbiParameters, type Hex, type LocalAccount, parseAbiParameters } from 'viem'
import {
  type SponsoredUserOperation,
  type VerifyingPaymasterHashParameters,
  verifyingPaymasterHash,
} from './verifyingPaymasterHash.ts'

const TIME_RANGE = parseAbiParameters('uint48, uint48')

/** An ECDSA signature's length (r, s, v): the stub's zero signature has it too. */
const SIGNATURE_BYTES = 65

/**
 * `paymasterData` for PorticoVerifyingPaymaster: `abi.encode(uint48 validUntil, uint48
 * validAfter)` (64 bytes) then the signer's 65-byte signature.
 *
 * @example
 * encodePaymasterData({ validUntil, validAfter: 0, signature })
 */
export function encodePaymasterData(parameters: {
  validUntil: number
  validAfter: number
  signature: Hex
}): Hex {
  return concat([
    encodeAbiParameters(TIME_RANGE, [parameters.validUntil, parameters.validAfter]),
    parameters.signature,
  ])
}

/**
 * The stub ERC-7677 `pm_getPaymasterStubData` answers for gas estimation: the real length (129
 * bytes), the time range zero and a zero signature (the paymaster answers SIG_VALIDATION_FAILED
 * for it, it does not revert).
 */
export const STUB_PAYMASTER_DATA: Hex = encodePaymasterData({
  validUntil: 0,
  validAfter: 0,
  signature: `0x${'00'.repeat(SIGNATURE_BYTES)}`,
})

/**
 * Signs a user operation for PorticoVerifyingPaymaster: the EIP-191 signature of
 * `verifyingPaymasterHash` by `signer`, as `paymasterData`.
 *
 * @example
 * const paymasterData = await signPaymasterData(signer, userOp, { chainId, paymaster, validUntil, validAfter: 0 })
 */
export async function signPaymasterData(
  signer: LocalAccount,
  userOperation: SponsoredUserOperation,
  parameters: VerifyingPaymasterHashParameters,
): Promise<Hex> {
  const hash = verifyingPaymasterHash(userOperation, parameters)
  const signature = await signer.signMessage({ message: { raw: hash } })
  return encodePaymasterData({ ...parameters, signature })
}
