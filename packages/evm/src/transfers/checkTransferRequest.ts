import {
  InvalidAddressError,
  InvalidOptionError,
  type Network,
  parseChainId,
  type TransferRequest,
  UnsupportedNamespaceError,
} from '@portico/core'
import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex, isAddress } from 'viem'
import { describeValue } from '../provider/describeValue.ts'

const MAX_UINT256 = 2n ** 256n - 1n

/** A transfer request past its checks, with the transaction that moves it. */
export interface CheckedTransfer {
  network: Network
  /** The network's EVM chain id. */
  chainId: number
  from: Address
  /** The transaction's `to`: the receiver, or the token contract. */
  to: Address
  /** For the native currency: the amount in wei. */
  value: bigint | undefined
  /** For an ERC-20: `transfer(receiver, amount)` calldata. */
  data: Hex | undefined
}

export type CheckTransferRequestErrorType =
  | UnsupportedNamespaceError
  | InvalidAddressError
  | InvalidOptionError

/**
 * Checks a transfer request on the adapter's side (core checked it too, but an adapter works
 * with whatever it is given: an eip155 network, EVM addresses, an amount from 1 to 2^256 - 1)
 * and returns the transaction that moves it: a plain value transfer to the receiver for the
 * native currency, `transfer(receiver, amount)` on the token contract for an ERC-20 (viem's
 * `erc20Abi`).
 *
 * @example
 * checkTransferRequest({ ...request, token: pusd, amount: 12_500_000n }) // { to: pusd.address, data: '0xa9059cbb…', … }
 */
export function checkTransferRequest(request: TransferRequest): CheckedTransfer {
  const { network, amount } = request
  if (request.namespace !== 'eip155' || network.chainNamespace !== 'eip155')
    throw new UnsupportedNamespaceError({
      details: `EVM transfers are for eip155, not ${request.namespace} (${network.caipNetworkId})`,
    })
  if (typeof amount !== 'bigint' || amount <= 0n || amount > MAX_UINT256)
    throw new InvalidOptionError('amount', {
      details: `A transfer amount is a bigint from 1 to 2^256 - 1, not ${describeValue(String(amount))}`,
    })
  const chainId = parseChainId(network.id)
  const from = toAddress(request.from, 'from')
  const receiver = toAddress(request.to, 'to')
  if (request.token.address === undefined)
    return { network, chainId, from, to: receiver, value: amount, data: undefined }
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [receiver, amount],
  })
  const to = toAddress(request.token.address, 'token')
  return { network, chainId, from, to, value: undefined, data }
}

function toAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new InvalidAddressError({
      details: `Transfer ${field}: ${describeValue(value)} is not an EVM address`,
    })
  return getAddress(value)
}
