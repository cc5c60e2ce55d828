import type {
  Transaction,
  TransactionOperationType,
  TransactionStatus,
  TransactionTransfer,
} from '../../types/api.ts'
import type { Network } from '../../types/chain.ts'
import type { SwapRunRecord } from '../../types/config.ts'
import type { SwapToken } from '../../types/swap.ts'
import type { TransferRequest } from '../../types/transfer.ts'
import { formatUnits } from '../../utils/formatUnits.ts'

// The kit's own history entries, in the shape of the service's (spec §3 Transaction), for the
// transactions it sent or followed: Activity shows them from the hash or the receipt, before the
// service's indexer lists them. `minedAt` is when the kit saw the hash or the receipt; the
// service's entry, with the block's own time, replaces it.

/** What every entry says: the network, the hash, how it stands, who paid and who got it. */
interface EntryBase {
  network: Network
  hash: string
  status: TransactionStatus
  from: string
  to: string
  /** When the kit saw it; now by default. */
  at?: Date
}

/** A token for an entry: what Activity shows of it. */
interface EntryToken {
  symbol: string
  name: string
  iconUrl?: string | null | undefined
}

function entry(
  base: EntryBase,
  operationType: TransactionOperationType,
  transfers: TransactionTransfer[],
): Transaction {
  return {
    id: base.hash,
    metadata: {
      minedAt: (base.at ?? new Date()).toISOString(),
      chain: base.network.caipNetworkId,
      operationType,
      hash: base.hash,
      status: base.status,
      sentFrom: base.from,
      sentTo: base.to,
    },
    transfers,
  }
}

function transfer(
  direction: TransactionTransfer['direction'],
  numeric: string,
  token: EntryToken,
): TransactionTransfer {
  return {
    direction,
    quantity: { numeric },
    value: null,
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      icon: token.iconUrl ? { url: token.iconUrl } : null,
    },
  }
}

/**
 * A transfer the kit sent (Send, Pay from the wallet): 'send', the amount out of the account
 * (to itself: 'self').
 *
 * @example
 * ownTransferEntry({ request, hash, status: 'pending' })
 */
export function ownTransferEntry(parameters: {
  request: TransferRequest
  hash: string
  status: TransactionStatus
  at?: Date
}): Transaction {
  const { request, ...rest } = parameters
  const self = request.from.toLowerCase() === request.to.toLowerCase()
  return entry({ ...rest, network: request.network, from: request.from, to: request.to }, 'send', [
    transfer(
      self ? 'self' : 'out',
      formatUnits(request.amount, request.token.decimals),
      request.token,
    ),
  ])
}

/**
 * A swap the kit sent: 'trade', what was paid out and the quoted amount in (the service's
 * entry, with the amount the pool paid, replaces it).
 *
 * @example
 * ownTradeEntry({ network, hash, status: 'confirmed', account, fromToken, toToken, quote })
 */
export function ownTradeEntry(parameters: {
  network: Network
  hash: string
  status: TransactionStatus
  account: string
  fromToken: SwapToken
  toToken: SwapToken
  quote: { fromAmount: string; toAmount: string }
  at?: Date
}): Transaction {
  const { account, fromToken, toToken, quote, ...rest } = parameters
  const token = (swapToken: SwapToken): EntryToken => ({ ...swapToken, iconUrl: swapToken.logoUri })
  return entry({ ...rest, from: account, to: account }, 'trade', [
    transfer('out', quote.fromAmount, token(fromToken)),
    transfer('in', quote.toAmount, token(toToken)),
  ])
}

/**
 * The parameters of `ownTradeEntry` for a swap the form confirmed.
 *
 * @example
 * ownTradeEntry(tradeOf(run, hash, 'pending'))
 */
export function tradeOf(
  run: Pick<SwapRunRecord, 'network' | 'account' | 'fromToken' | 'toToken' | 'quote'>,
  hash: string,
  status: TransactionStatus,
): Parameters<typeof ownTradeEntry>[0] {
  const { network, account, fromToken, toToken, quote } = run
  return { network, hash, status, account, fromToken, toToken, quote }
}

/**
 * A delivery the kit checked on chain (Buy's checkout): 'receive', the amount that arrived.
 *
 * @example
 * ownDepositEntry({ network, hash, from: treasury, to: account, amount: '25', token })
 */
export function ownDepositEntry(parameters: {
  network: Network
  hash: string
  from: string
  to: string
  /** Whole units, as a decimal string. */
  amount: string
  token: EntryToken
  at?: Date
}): Transaction {
  const { amount, token, ...rest } = parameters
  return entry({ ...rest, status: 'confirmed' }, 'receive', [transfer('in', amount, token)])
}
