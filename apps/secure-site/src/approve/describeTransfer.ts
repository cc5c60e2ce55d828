import { formatUnits } from 'viem'
import type { TransferDetails } from './approvalDetails.ts'

/** A native symbol the view shows: ASCII letters, digits and `$.-`, as networks name them. */
const PLAIN_SYMBOL = /^[A-Za-z0-9$.-]{1,11}$/

/** What the view shows for the native currency when the app's symbol is not plain. */
export const UNNAMED_NATIVE_CURRENCY = '(native currency)'

/**
 * The native currency's symbol as the view shows it: the app's when it is plain ('ETH', 'POL',
 * 'xDAI'), 'ETH' when the app gave none (the frame's default before apps sent one), else
 * UNNAMED_NATIVE_CURRENCY: a symbol with spaces, look-alike letters or direction marks is never
 * shown next to an amount.
 *
 * @example
 * nativeSymbolLabel('POL') // 'POL'
 * nativeSymbolLabel(undefined) // 'ETH'
 */
export function nativeSymbolLabel(symbol: string | undefined): string {
  if (symbol === undefined) return 'ETH'
  return PLAIN_SYMBOL.test(symbol) ? symbol : UNNAMED_NATIVE_CURRENCY
}

export interface DescribedTransfer {
  /** The approve view's heading: 'Send 12.5 PUSD', 'Send 1 ETH', 'Send tokens'. */
  title: string
  /** The amount with its unit: '12.5 PUSD', '1 ETH', '12500000 (smallest units)'. */
  amount: string
  /** The request in one sentence: 'Send 12.5 PUSD to 0x…'. */
  sentence: string
}

/**
 * A transfer in words. A token whose symbol and decimals could not be read is shown by its raw
 * amount, in the token's smallest units, and its contract address.
 *
 * @example
 * describeTransfer({ kind: 'token', token, to, amount: 12_500_000n, metadata: { symbol: 'PUSD', decimals: 6 } }, undefined)
 * // { title: 'Send 12.5 PUSD', amount: '12.5 PUSD', sentence: 'Send 12.5 PUSD to 0x…' }
 */
export function describeTransfer(
  transfer: TransferDetails,
  nativeSymbol: string | undefined,
): DescribedTransfer {
  if (transfer.kind === 'native') {
    const amount = `${formatUnits(transfer.amount, 18)} ${nativeSymbolLabel(nativeSymbol)}`
    return { title: `Send ${amount}`, amount, sentence: `Send ${amount} to ${transfer.to}` }
  }
  if (!transfer.metadata) {
    const amount = `${transfer.amount} (smallest units)`
    return {
      title: 'Send tokens',
      amount,
      sentence: `Send ${amount} of the token ${transfer.token} to ${transfer.to}`,
    }
  }
  const { symbol, decimals } = transfer.metadata
  const amount = `${formatUnits(transfer.amount, decimals)} ${symbol}`
  return { title: `Send ${amount}`, amount, sentence: `Send ${amount} to ${transfer.to}` }
}
