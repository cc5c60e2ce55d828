import { type Address, getAddress, type Hex } from 'viem'
import type { CallDetails } from './approvalDetails.ts'

/** The ERC-20 `transfer(address,uint256)` selector. */
const TRANSFER_SELECTOR = '0xa9059cbb'
/** Selector, then two 32-byte words: an address padded with zeros, and the amount. */
const TRANSFER_CALLDATA = /^0xa9059cbb0{24}([0-9a-f]{40})([0-9a-f]{64})$/

/** What a transaction moves, before the token (if any) is read. */
export type DecodedTransfer =
  | { kind: 'native'; to: Address; amount: bigint }
  | { kind: 'token'; token: Address; to: Address; amount: bigint }

/**
 * Recognises the two transfers the approve view can say in words, and nothing else:
 * - a plain value transfer: a recipient, a value above 0 and no calldata;
 * - an ERC-20 `transfer(to, amount)`: exactly the selector and two clean words (an address
 *   whose upper 12 bytes are zero, as a token's ABI decoder requires) and no value sent along.
 * Anything else (other calldata, extra bytes, a value sent with the call, a deployment) is
 * undefined and shown as it is.
 *
 * @example
 * decodeTransferCall({ to: pusd, value: 0n, data: '0xa9059cbb…' }) // { kind: 'token', token: pusd, to, amount }
 */
export function decodeTransferCall(call: CallDetails): DecodedTransfer | undefined {
  const { to, value, data } = call
  if (to === undefined) return undefined
  if (data === undefined || data === '0x')
    return value > 0n ? { kind: 'native', to, amount: value } : undefined
  if (value !== 0n || data.slice(0, 10).toLowerCase() !== TRANSFER_SELECTOR) return undefined
  const match = TRANSFER_CALLDATA.exec(data.toLowerCase())
  if (!match) return undefined
  const [, receiver, amount] = match as unknown as [string, string, string]
  return {
    kind: 'token',
    token: to,
    to: getAddress(`0x${receiver}`),
    amount: BigInt(`0x${amount}` as Hex),
  }
}
