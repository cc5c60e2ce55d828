import { formatUnits } from 'viem'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import { address, type Phrase, translatePhrase } from '../i18n/phrase.ts'
import { amountPhrase, smallestUnitsPhrase } from './amountPhrase.ts'
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

export interface NativeCurrencyLabel {
  /** Undefined for a chain the view does not know without a plain symbol: 'native currency'. */
  symbol: string | undefined
  /** True when the symbol is only the app's word for it (a chain the view does not know). */
  fromApp: boolean
}

/**
 * The native currency's symbol as the view shows it: its own for a well-known chain
 * (KNOWN_NATIVE_SYMBOLS); elsewhere the app's (APP_RPC_REQUEST `nativeSymbol`) when it is plain,
 * marked as the app's, else none (the view then says 'native currency'). A symbol with spaces, look-alike letters or
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
  return { symbol: undefined, fromApp: false }
}

export interface DescribedTransfer {
  /** The approve view's heading: 'Send 12.5 PUSD', 'Send 1 ETH', 'Send tokens'. */
  title: Phrase
  /** The amount with its unit: '12.5 PUSD', '1 ETH', '12500000 (smallest units)'. */
  amount: Phrase
  /** The request in one sentence: 'Send 12.5 PUSD to 0x…'. */
  sentence: Phrase
}

/**
 * A transfer in words, in the locale, the native currency by `nativeSymbol` (see
 * `nativeCurrencyLabel`). A token whose symbol and decimals could not be read is shown by its
 * raw amount, in the token's smallest units, and its contract address. Amounts are exact, every
 * digit kept; addresses stay left to right in any language.
 *
 * @example
 * describeTransfer({ kind: 'token', token, to, amount: 12_500_000n, metadata: { symbol: 'PUSD', decimals: 6 } }, 'ETH', i18n)
 * // { title: 'Send 12.5 PUSD', amount: '12.5 PUSD', sentence: 'Send 12.5 PUSD to 0x…' } (as phrases)
 */
export function describeTransfer(
  transfer: TransferDetails,
  nativeSymbol: string | undefined,
  i18n: FrameI18n,
): DescribedTransfer {
  const { t } = i18n
  let value: Phrase
  if (transfer.kind === 'native')
    value = amountPhrase(i18n, formatUnits(transfer.amount, 18), nativeSymbol)
  else if (transfer.metadata) {
    const { symbol, decimals } = transfer.metadata
    value = amountPhrase(i18n, formatUnits(transfer.amount, decimals), symbol)
  } else {
    value = smallestUnitsPhrase(i18n, transfer.amount)
    return {
      title: translatePhrase(t, 'title.sendTokens'),
      amount: value,
      sentence: translatePhrase(t, 'sentence.sendUnreadToken', {
        amount: value,
        token: address(transfer.token),
        to: address(transfer.to),
      }),
    }
  }
  return {
    title: translatePhrase(t, 'title.send', { amount: value }),
    amount: value,
    sentence: translatePhrase(t, 'sentence.send', { amount: value, to: address(transfer.to) }),
  }
}
