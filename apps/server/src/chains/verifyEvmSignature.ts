import { type Chain, type Hex, isHex, type PublicClient, type Transport, verifyMessage } from 'viem'
import { UpstreamError } from '../errors/apiErrors.ts'

export interface VerifyEvmSignatureParameters {
  /** The message's account, in any case. */
  address: string
  message: string
  /** Hex, as `personal_sign` returns it (ERC-6492-wrapped for an undeployed smart account). */
  signature: string
  /** The chain's RPC client when the server has one: smart accounts verify on chain. */
  client?: PublicClient<Transport, Chain> | undefined
}

/**
 * Whether an EIP-191 signature of `message` is `address`'s. The key is recovered first (EOAs,
 * no RPC needed); failing that, with a `client`, viem's `verifyMessage` action checks on chain:
 * ERC-1271 for a deployed smart account, ERC-6492 for a counterfactual one. Without a client
 * only keys count. An RPC that cannot be reached is an `UpstreamError`, not a refusal.
 *
 * @example
 * await verifyEvmSignature({ address, message, signature, client: reader?.client })
 */
export async function verifyEvmSignature(
  parameters: VerifyEvmSignatureParameters,
): Promise<boolean> {
  const { message, signature, client } = parameters
  if (!isHex(signature, { strict: true }) || signature.length <= 2) return false
  // Lower-cased: a checksum is not part of who signed, and viem refuses a wrong one.
  const address = parameters.address.toLowerCase() as Hex
  if (await recoversTo(address, message, signature)) return true
  if (client === undefined) return false
  const upstreamError = (cause: unknown) =>
    new UpstreamError(`Could not verify the signature on eip155:${client.chain.id}`, { cause })
  try {
    if (await client.verifyMessage({ address, message, signature })) return true
  } catch (error) {
    throw upstreamError(error)
  }
  // viem reports a call that failed for any reason as "not valid": ask the node something
  // simple, so that an outage is a 502 the kit can retry rather than a wrong signature.
  try {
    await client.getChainId()
  } catch (error) {
    throw upstreamError(error)
  }
  return false
}

async function recoversTo(address: Hex, message: string, signature: Hex): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature })
  } catch {
    return false // not an ECDSA signature (wrong length, bad v): maybe a contract's
  }
}
