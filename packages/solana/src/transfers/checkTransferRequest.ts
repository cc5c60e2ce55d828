import {
  InvalidAddressError,
  InvalidRequestParamsError,
  type TransferRequest,
  UnsupportedNamespaceError,
  type WaitForTransferParameters,
} from '@portico/core'
import { describeValue } from '@portico/wallet-standard'
import { isSolanaAddress } from '../addresses/isSolanaAddress.ts'
import { SOL_DECIMALS } from './solDecimals.ts'

/** Amounts are u64 on Solana (lamports, token base units). */
const MAX_AMOUNT = 2n ** 64n - 1n
const MAX_DECIMALS = 255

export type CheckTransferRequestErrorType =
  | UnsupportedNamespaceError
  | InvalidAddressError
  | InvalidRequestParamsError

/**
 * Checks a transfer request again before anything is read or signed (core checked it too; a
 * mistake here would cost the visitor): the 'solana' namespace and a Solana network (else
 * `UnsupportedNamespaceError`), Solana addresses for `from`, `to` and the mint (else
 * `InvalidAddressError`), an amount above 0 that fits in a u64 and integer decimals, 9 for SOL
 * (else `InvalidRequestParamsError`).
 *
 * @example
 * checkTransferRequest({ ...request, amount: 0n }) // throws InvalidRequestParamsError
 */
export function checkTransferRequest(request: TransferRequest): void {
  checkSolanaNamespace(request)
  for (const [field, value] of [
    ['from', request.from],
    ['to', request.to],
    ['token.address', request.token.address],
  ] as const) {
    if (field === 'token.address' && value === undefined) continue
    if (!isSolanaAddress(value))
      throw new InvalidAddressError({
        details: `${field} ${describeValue(value)} is not a Solana address`,
      })
  }
  const { amount } = request
  const { decimals } = request.token
  if (typeof amount !== 'bigint' || amount <= 0n || amount > MAX_AMOUNT)
    throw new InvalidRequestParamsError({
      details: `amount must be above 0 and at most 2^64 - 1 base units, got ${describeValue(String(amount))}`,
    })
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS)
    throw new InvalidRequestParamsError({
      details: `token.decimals must be an integer from 0 to 255, got ${describeValue(decimals)}`,
    })
  if (request.token.address === undefined && decimals !== SOL_DECIMALS)
    throw new InvalidRequestParamsError({
      details: `SOL has ${SOL_DECIMALS} decimals, the amount was given with ${decimals}`,
    })
}

/**
 * The Solana adapter transfers on Solana only: a request or wait for another namespace or
 * network family is an `UnsupportedNamespaceError`.
 *
 * @example
 * checkSolanaNamespace({ namespace: 'eip155', network }) // throws UnsupportedNamespaceError
 */
export function checkSolanaNamespace(
  parameters: Pick<WaitForTransferParameters, 'namespace' | 'network'>,
): void {
  const { namespace } = parameters
  const family = parameters.network.chainNamespace
  if (namespace !== 'solana' || family !== 'solana')
    throw new UnsupportedNamespaceError({
      details: `The Solana adapter cannot transfer on ${namespace} (network ${family})`,
    })
}
