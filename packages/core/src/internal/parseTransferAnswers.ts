import { ChainRpcError } from '../errors/chainRpc.ts'
import { InvalidWalletResponseError } from '../errors/connection.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { TransferOutcome } from '../types/transfer.ts'
import { decodeBase58 } from '../utils/base58.ts'

const EVM_HASH = /^0x[0-9a-fA-F]{64}$/
const SOLANA_SIGNATURE_BYTES = 64
const REASON_MAX = 200

/**
 * The hash a wallet handed back for a transfer, checked against the family's shape (EVM: 0x and
 * 64 hex characters, spec §5; Solana: a base58 signature of 64 bytes).
 */
export function parseTransferHash(namespace: ChainNamespace, sent: unknown): string {
  const hash =
    typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>).hash : undefined
  const valid =
    typeof hash === 'string' &&
    (namespace === 'eip155'
      ? EVM_HASH.test(hash)
      : namespace === 'solana'
        ? decodeBase58(hash)?.length === SOLANA_SIGNATURE_BYTES
        : hash.length > 0 && hash.length <= 128)
  if (!valid) throw new InvalidWalletResponseError({ details: 'The transfer has no valid hash' })
  return hash as string
}

/** How an adapter says a transfer ended, checked; anything else means the network is not known to have answered. */
export function parseTransferOutcome(answer: unknown): TransferOutcome {
  const outcome = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<
    string,
    unknown
  >
  if (outcome.status === 'confirmed') return { status: 'confirmed' }
  if (outcome.status === 'failed')
    return typeof outcome.reason === 'string' && outcome.reason
      ? { status: 'failed', reason: outcome.reason.slice(0, REASON_MAX) }
      : { status: 'failed' }
  throw new ChainRpcError({ details: 'The transfer outcome is not one' })
}
