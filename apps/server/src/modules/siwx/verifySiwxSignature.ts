import type { SiwxMessageData } from '@portico/core'
import { chainNamespaceOf } from '../../chains/chainNamespace.ts'
import { verifyEvmSignature } from '../../chains/verifyEvmSignature.ts'
import type { ChainReader } from '../chainData/createChainReader.ts'
import { InvalidSiwxSignatureError } from './siwxErrors.ts'
import { verifyBitcoinSiwxSignature } from './verifyBitcoinSiwxSignature.ts'
import { verifySolanaSiwxSignature } from './verifySolanaSiwxSignature.ts'

export interface VerifySiwxSignatureParameters {
  data: Pick<SiwxMessageData, 'accountAddress' | 'chainId'>
  /** The text that was signed (`formatSiwxMessage(data)`). */
  message: string
  signature: string
  /** The configured chains' readers, by CAIP-2 id: an EVM chain's RPC verifies smart accounts. */
  readers: ReadonlyMap<string, ChainReader>
}

/**
 * Throws `InvalidSiwxSignatureError` unless `signature` signs `message` for the message's
 * account, by the chain's family: EVM (EIP-191, ERC-1271 / ERC-6492 when the chain has an RPC),
 * Solana (Ed25519, base58) or Bitcoin (BIP-322 / BIP-137, base64).
 *
 * @example
 * await verifySiwxSignature({ data, message, signature, readers })
 */
export async function verifySiwxSignature(
  parameters: VerifySiwxSignatureParameters,
): Promise<void> {
  const { data, message, signature, readers } = parameters
  const signed = { address: data.accountAddress, message, signature }
  let valid = false
  switch (chainNamespaceOf(data.chainId)) {
    case 'eip155': {
      const reader = readers.get(data.chainId)
      const client = reader?.namespace === 'eip155' ? reader.client : undefined
      valid = await verifyEvmSignature({ ...signed, client })
      break
    }
    case 'solana':
      valid = await verifySolanaSiwxSignature(signed)
      break
    case 'bip122':
      valid = verifyBitcoinSiwxSignature(signed)
      break
  }
  if (!valid)
    throw new InvalidSiwxSignatureError({ details: `${data.chainId} ${data.accountAddress}` })
}
