import { ChainRpcError } from '../../errors/chainRpc.ts'
import { InvalidWalletResponseError } from '../../errors/connection.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { TransferFee, TransferOutcome } from '../../types/transfer.ts'
import { getAddressChecks } from '../connection/getAddressChecks.ts'

const REASON_MAX = 200
/** Longer than any address of the families the kit knows: anything longer is not one. */
const SENDER_MAX = 128

/**
 * Whether `hash` is a transaction hash of the namespace by its adapter's checks (EVM: 0x and 64
 * hex characters, spec §5; Solana: a base58 signature of 64 bytes). None offered: it is not.
 */
export function isTransferHash(
  config: PorticoConfig,
  namespace: ChainNamespace,
  hash: unknown,
): hash is string {
  return (
    typeof hash === 'string' &&
    getAddressChecks(config, namespace)?.isTransactionHash(hash) === true
  )
}

/** The hash a wallet handed back for a transfer, checked against the family's shape. */
export function parseTransferHash(
  config: PorticoConfig,
  namespace: ChainNamespace,
  sent: unknown,
): string {
  const hash =
    typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>).hash : undefined
  if (!isTransferHash(config, namespace, hash))
    throw new InvalidWalletResponseError({ details: 'The transfer has no valid hash' })
  return hash
}

/** How an adapter says a transfer ended, checked; anything else means the network is not known to have answered. */
export function parseTransferOutcome(answer: unknown): TransferOutcome {
  const outcome = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<
    string,
    unknown
  >
  if (outcome.status === 'confirmed')
    return typeof outcome.from === 'string' && outcome.from && outcome.from.length <= SENDER_MAX
      ? { status: 'confirmed', from: outcome.from }
      : { status: 'confirmed' }
  if (outcome.status === 'failed')
    return typeof outcome.reason === 'string' && outcome.reason
      ? { status: 'failed', reason: outcome.reason.slice(0, REASON_MAX) }
      : { status: 'failed' }
  throw new ChainRpcError({ details: 'The transfer outcome is not one' })
}

/**
 * An adapter's fee answer, checked: a non-negative bigint, whole decimals, a symbol. (With the
 * other answers rather than in a module of its own: Send and Pay both read fees, and a module of
 * its own became a chunk of its own, one more request on the way to either view.)
 */
export function parseTransferFee(answer: unknown): TransferFee {
  const fee = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<
    string,
    unknown
  >
  const { value, decimals, symbol } = fee
  if (
    typeof value !== 'bigint' ||
    value < 0n ||
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 255 ||
    typeof symbol !== 'string' ||
    !symbol
  )
    throw new ChainRpcError({ details: 'The fee estimate is not a fee' })
  return { value, decimals, symbol }
}
