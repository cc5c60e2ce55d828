import type { Network } from './chain.ts'
import type { SendFeeState } from './fee.ts'
import type { ReadState } from './readState.ts'

/** What a dApp asks to be paid (docs/onramp-and-pay.md). */
export interface PayParameters {
  /** The address that receives the payment (EVM: 0x…). */
  recipient: string
  /** In whole tokens, as a decimal string: '5', '12.5'. */
  amount: string
  /** A token contract address, or 'native' for the network's own currency. */
  asset: string
  /** CAIP-2 id of one of the dApp's networks, e.g. 'eip155:31337'. */
  network: string
}

/** How a payment was made. */
export type PayMethod = 'wallet' | 'exchange'

/** What `pay` resolves with once the transfer is confirmed on chain. */
export interface PayResult {
  txHash: string
  /** CAIP-2 id of the network it was paid on. */
  network: string
  /** The paying account, when known (the connected wallet, or the receipt's sender). */
  from?: string
  method: PayMethod
}

/** The payment as `pay` checked it: the network is the dApp's own, the recipient an address. */
export interface PayRequest {
  recipient: string
  amount: string
  /** A checksum-free lower-cased contract address, or 'native'. */
  asset: string
  network: Network
}

/** The token paid in: symbol, decimals and icon, read once the Pay view opens. */
export interface PayToken {
  symbol: string
  name: string
  decimals: number
  /** The contract; absent for the native currency. */
  address?: string
  iconUrl?: string
}

/** An exchange the visitor can pay from (`GET /v1/pay/exchanges`). */
export interface PayExchange {
  id: string
  name: string
  imageUrl?: string
}

/** The exchange checkout under way (`POST /v1/pay/exchange-url`). */
export interface PaySession {
  exchangeId: string
  sessionId: string
  url: string
}

/**
 * Where the payment stands:
 * - 'idle': the visitor has not chosen yet;
 * - 'signing': the wallet asks the visitor; 'pending': sent, waiting for the receipt;
 * - 'waiting': the exchange's window is open; 'confirming': the exchange says it paid, the kit
 *   reads the chain;
 * - 'confirmed': the transfer is on chain (`result`); 'failed': `error` says why;
 * - 'unknown': a transaction was sent (`hash`) but the network did not answer about it: it may
 *   still land, so nothing is paid again; `retryPay` asks the network again.
 */
export type PayStatus =
  | 'idle'
  | 'signing'
  | 'pending'
  | 'waiting'
  | 'confirming'
  | 'confirmed'
  | 'failed'
  | 'unknown'

/** Pay state: the request, the token, the method chosen and how far it got. */
export interface PayState {
  /** Absent when no payment is asked for. */
  request?: PayRequest
  token: ReadState<{ token: PayToken }>
  method?: PayMethod
  /** The wallet transfer's network fee, as the Send form shows it. */
  fee: SendFeeState
  exchanges: ReadState<{ items: readonly PayExchange[] }>
  session?: PaySession
  status: PayStatus
  hash?: string
  explorerUrl?: string
  result?: PayResult
  /** Why it failed, or why nothing was paid (the exchange window closed), for the view. */
  error?: string
}
