import { type Address, formatUnits } from 'viem'
import { formatDateTime } from '../i18n/formatDateTime.ts'
import { formatExactDecimal } from '../i18n/formatExactDecimal.ts'
import type { FrameI18n } from '../i18n/frameI18n.ts'
import { address, amount, foreign, type Phrase, translatePhrase } from '../i18n/phrase.ts'
import { amountPhrase, smallestUnitsPhrase } from './amountPhrase.ts'
import type { DecodedContractCall, TradeAsset } from './approvalDetails.ts'

/** From this amount on an allowance is shown as unlimited (wallets and dApps use 2²⁵⁶ − 1). */
const UNLIMITED_ALLOWANCE = 2n ** 255n

export interface DescribedContractCall {
  /** The approve view's heading: 'Allow spending of 100 PTK', 'Swap 1 ETH for PUSD'. */
  title: Phrase
  /** The request in one sentence. */
  sentence: Phrase
  /** Label and value, in the order shown. */
  fields: [string, Phrase][]
  /** Warnings and caveats, each a sentence. */
  notes: Phrase[]
  /**
   * A token named by the call did not answer symbol() and decimals(): its amount is in its
   * smallest units (the view says so, unless the network is the site's, which it says anyway).
   */
  tokensUnread: boolean
}

/**
 * An allowance or a router trade in words, in the locale: amounts exact in whole tokens where
 * the token was read (else in its smallest units beside its contract), the native currency by
 * `nativeSymbol`, the deadline as a date in the visitor's time zone.
 *
 * @example
 * describeContractCall({ kind: 'swap', sell: { kind: 'native' }, sellAmount: 10n ** 18n, buy: pusd, buyAtLeast: 2_949_700_000n, … }, from, 'ETH', i18n)
 * // { title: 'Swap 1 ETH for PUSD', sentence: 'Swap 1 ETH for at least 2949.7 PUSD', … } (as phrases)
 */
export function describeContractCall(
  call: DecodedContractCall,
  from: Address,
  nativeSymbol: string | undefined,
  i18n: FrameI18n,
): DescribedContractCall {
  const { t } = i18n
  if (call.kind === 'approve') {
    const symbol = call.metadata?.symbol
    const unlimited = call.amount >= UNLIMITED_ALLOWANCE
    const allowed: Phrase = unlimited
      ? symbol === undefined
        ? translatePhrase(t, 'amount.unlimitedTokens')
        : translatePhrase(t, 'amount.unlimited', { symbol: foreign(symbol) })
      : amountOf(i18n, { kind: 'token', token: call.token, metadata: call.metadata }, call.amount)
    const notes: Phrase[] = []
    if (unlimited)
      notes.push(
        symbol === undefined
          ? translatePhrase(t, 'note.unlimitedAllowanceTokens')
          : translatePhrase(t, 'note.unlimitedAllowance', { symbol: foreign(symbol) }),
      )
    return {
      title:
        symbol === undefined
          ? translatePhrase(t, 'title.allowSpendingTokens')
          : translatePhrase(t, 'title.allowSpending', { amount: allowed }),
      sentence: translatePhrase(t, 'sentence.allow', {
        spender: address(call.spender),
        amount: allowed,
      }),
      fields: [
        [t('field.spender'), [address(call.spender)]],
        [t('field.amount'), allowed],
        [t('field.tokenContract'), [address(call.token)]],
      ],
      notes,
      tokensUnread: !call.metadata,
    }
  }
  const pay = amountOf(i18n, call.sell, call.sellAmount, nativeSymbol)
  const receive = amountOf(i18n, call.buy, call.buyAtLeast, nativeSymbol)
  const notes: Phrase[] = []
  if (call.recipient.toLowerCase() !== from.toLowerCase())
    notes.push(translatePhrase(t, 'note.otherRecipient', { recipient: address(call.recipient) }))
  return {
    title: translatePhrase(t, 'title.swap', { pay, bought: nameOf(i18n, call.buy, nativeSymbol) }),
    sentence: translatePhrase(t, 'sentence.swap', { pay, receive }),
    fields: [
      [t('field.pay'), pay],
      [t('field.receiveAtLeast'), receive],
      [t('field.recipient'), [address(call.recipient)]],
      [t('field.route'), [address(call.path.join(' → '))]],
      [t('field.contract'), [address(call.router)]],
      [t('field.validUntil'), deadlinePhrase(i18n, call.deadline)],
    ],
    notes,
    tokensUnread: [call.sell, call.buy].some((asset) => asset.kind === 'token' && !asset.metadata),
  }
}

/** The last second a date can show (9999-12-31T23:59:59Z); a call may name any uint256. */
const LAST_DATE_SECONDS = 253_402_300_799n

function deadlinePhrase(i18n: FrameI18n, deadline: bigint): Phrase {
  if (deadline > LAST_DATE_SECONDS)
    return translatePhrase(i18n.t, 'value.noPracticalLimit', {
      deadline: amount(formatExactDecimal(i18n.locale, deadline.toString())),
    })
  return [formatDateTime(i18n.locale, new Date(Number(deadline) * 1000))]
}

function nameOf(i18n: FrameI18n, asset: TradeAsset, nativeSymbol: string | undefined): Phrase {
  if (asset.kind === 'native')
    return nativeSymbol === undefined
      ? translatePhrase(i18n.t, 'amount.nativeCurrency')
      : [foreign(nativeSymbol)]
  if (asset.metadata) return [foreign(asset.metadata.symbol)]
  return [address(asset.token)]
}

function amountOf(
  i18n: FrameI18n,
  asset: TradeAsset,
  value: bigint,
  nativeSymbol?: string,
): Phrase {
  if (asset.kind === 'native') return amountPhrase(i18n, formatUnits(value, 18), nativeSymbol)
  if (!asset.metadata) return smallestUnitsPhrase(i18n, value, asset.token)
  return amountPhrase(i18n, formatUnits(value, asset.metadata.decimals), asset.metadata.symbol)
}
