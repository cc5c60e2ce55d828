import { ChainRpcError } from '../errors/chainRpc.ts'
import type { TransferFee } from '../types/transfer.ts'

/** An adapter's fee answer, checked: a non-negative bigint, whole decimals, a symbol. */
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
