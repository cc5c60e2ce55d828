import { formatUnits } from 'viem'
import type { TransferDetails } from './approvalDetails.ts'

/**
 * Native currency symbols of well-known chains. On these the view shows its own symbol, whatever
 * the app says: a page must not be able to show 100 ETH as '100 USDC'.
 */
export const KNOWN_NATIVE_SYMBOLS: Readonly<Record<number, string>> = {
  1: 'ETH',
  10: 'ETH',
  56: 'BNB',
  100: 'xDAI',
  137: 'POL',
  324: 'ETH',
  8453: 'ETH',
  42161: 'ETH',
  43114: 'AVAX',
  59144: 'ETH',
  534352: 'ETH',
  // Test networks, and the local chains of anvil and Hardhat.
  17000: 'ETH',
  84532: 'ETH',
  421614: 'ETH',
  11155111: 'ETH',
  11155420: 'ETH',
  31337: 'ETH',
}

/** A symbol the view shows beside an amount: ASCII letters, digits and `$.-`, as networks name them. */
const PLAIN_SYMBOL = /^[A-Za-z0-9$.-]{1,11}$/

/** What the view shows for the native currency of a chain it does not know without a plain symbol. */
export const UNNAMED_NATIVE_CURRENCY = '(native currency)'

export interface NativeCurrencyLabel {
  symbol: string
  /** True when the symbol is only the app's word for it (a chain the view does not know). */
  fromApp: boolean
}

/**
 * The native currency's symbol as the view shows it: its own for a well-known chain
 * (KNOWN_NATIVE_SYMBOLS); elsewhere the app's (APP_RPC_REQUEST `nativeSymbol`) when it is plain,
 * marked as the app's, else UNNAMED_NATIVE_CURRENCY. A symbol with spaces, look-alike letters or
 * direction marks is never shown next to an amount.
 *
 * @example
 * nativeCurrencyLabel(137, 'USDC') // { symbol: 'POL', fromApp: false }
 * nativeCurrencyLabel(999, 'FOO') // { symbol: 'FOO', fromApp: true }
 */
export function nativeCurrencyLabel(
  chainId: number,
  appSymbol: string | undefined,
): NativeCurrencyLabel {
  const known = KNOWN_NATIVE_SYMBOLS[chainId]
  if (known) return { symbol: known, fromApp: false }
  if (appSymbol !== undefined && PLAIN_SYMBOL.test(appSymbol))
    return { symbol: appSymbol, fromApp: true }
  return { symbol: UNNAMED_NATIVE_CURRENCY, fromApp: false }
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
 * A transfer in words, the native currency by `nativeSymbol` (see `nativeCurrencyLabel`). A
 * token whose symbol and decimals could not be read is shown by its raw amount, in the token's
 * smallest units, and its contract address.
 *
 * @example
 * describeTransfer({ kind: 'token', token, to, amount: 12_500_000n, metadata: { symbol: 'PUSD', decimals: 6 } }, 'ETH')
 * // { title: 'Send 12.5 PUSD', amount: '12.5 PUSD', sentence: 'Send 12.5 PUSD to 0x…' }
 */
export function describeTransfer(
  transfer: TransferDetails,
  nativeSymbol: string,
): DescribedTransfer {
  if (transfer.kind === 'native') {
    const amount = `${formatUnits(transfer.amount, 18)} ${nativeSymbol}`
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
