import { type Address, formatUnits } from 'viem'
import type { DecodedContractCall, TradeAsset } from './decodeContractCall.ts'

/** From this amount on an allowance is shown as unlimited (wallets and dApps use 2²⁵⁶ − 1). */
const UNLIMITED_ALLOWANCE = 2n ** 255n

/** Said under an allowance with no practical limit. */
export const unlimitedAllowanceNote = (symbol: string): string =>
  `This lets the spender move all the ${symbol} this account holds, now and later, until the allowance is withdrawn.`

/** Said under a trade whose proceeds go to another address. */
export const otherRecipientNote = (recipient: Address): string =>
  `What is bought goes to ${recipient}, not to this account.`

/** Said when a token named by the call did not answer symbol() and decimals(). */
export const UNREAD_TOKENS_NOTE =
  'A token could not be read: its amount is in its smallest units, shown with its contract.'

export interface DescribedContractCall {
  /** The approve view's heading: 'Allow spending of 100 PTK', 'Swap 1 ETH for PUSD'. */
  title: string
  /** The request in one sentence. */
  sentence: string
  /** Label and value, in the order shown. */
  fields: [string, string][]
  /** Warnings and caveats, each a sentence. */
  notes: string[]
}

/**
 * An allowance or a router trade in words, amounts in whole tokens where the token was read
 * (else in its smallest units beside its contract), the native currency by `nativeSymbol`.
 *
 * @example
 * describeContractCall({ kind: 'swap', sell: { kind: 'native' }, sellAmount: 10n ** 18n, buy: pusd, buyAtLeast: 2_949_700_000n, … }, from, 'ETH')
 * // { title: 'Swap 1 ETH for PUSD', sentence: 'Swap 1 ETH for at least 2949.7 PUSD', … }
 */
export function describeContractCall(
  call: DecodedContractCall,
  from: Address,
  nativeSymbol: string,
): DescribedContractCall {
  if (call.kind === 'approve') {
    const symbol = call.metadata?.symbol
    const unlimited = call.amount >= UNLIMITED_ALLOWANCE
    const amount = unlimited
      ? `unlimited ${symbol ?? 'tokens'}`
      : amountOf({ kind: 'token', token: call.token, metadata: call.metadata }, call.amount, '')
    const notes: string[] = []
    if (unlimited) notes.push(unlimitedAllowanceNote(symbol ?? 'tokens'))
    if (!call.metadata) notes.push(UNREAD_TOKENS_NOTE)
    return {
      title: `Allow spending of ${symbol ? amount : 'tokens'}`,
      sentence: `Allow ${call.spender} to spend ${amount}`,
      fields: [
        ['Spender', call.spender],
        ['Amount', amount],
        ['Token contract', call.token],
      ],
      notes,
    }
  }
  const pay = amountOf(call.sell, call.sellAmount, nativeSymbol)
  const receive = amountOf(call.buy, call.buyAtLeast, nativeSymbol)
  const boughtName = nameOf(call.buy, nativeSymbol)
  const notes: string[] = []
  if (call.recipient.toLowerCase() !== from.toLowerCase())
    notes.push(otherRecipientNote(call.recipient))
  if ([call.sell, call.buy].some((asset) => asset.kind === 'token' && !asset.metadata))
    notes.push(UNREAD_TOKENS_NOTE)
  return {
    title: `Swap ${pay} for ${boughtName}`,
    sentence: `Swap ${pay} for at least ${receive}`,
    fields: [
      ['Pay', pay],
      ['Receive at least', receive],
      ['Recipient', call.recipient],
      ['Route', call.path.join(' → ')],
      ['Contract', call.router],
      ['Valid until', deadlineText(call.deadline)],
    ],
    notes,
  }
}

/** The last second a date can show (9999-12-31T23:59:59Z); a call may name any uint256. */
const LAST_DATE_SECONDS = 253_402_300_799n

function deadlineText(deadline: bigint): string {
  if (deadline > LAST_DATE_SECONDS) return `${deadline} (no practical limit)`
  return new Date(Number(deadline) * 1000).toISOString()
}

function nameOf(asset: TradeAsset, nativeSymbol: string): string {
  if (asset.kind === 'native') return nativeSymbol
  return asset.metadata?.symbol ?? asset.token
}

function amountOf(asset: TradeAsset, amount: bigint, nativeSymbol: string): string {
  if (asset.kind === 'native') return `${formatUnits(amount, 18)} ${nativeSymbol}`
  if (!asset.metadata) return `${amount} (smallest units) of ${asset.token}`
  return `${formatUnits(amount, asset.metadata.decimals)} ${asset.metadata.symbol}`
}
