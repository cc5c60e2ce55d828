/**
 * Names of the events the kit reports (spec §7 analytics). Each is both sent to the server
 * (`POST /e`, as `eventId`) when analytics is on and handed to `onEvent` listeners.
 */
export type PorticoEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SEARCH_WALLET'
  | 'SWITCH_NETWORK'
  | 'CONNECT_SUCCESS'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  /** A swap was confirmed (tokens, amounts, slippage, network). */
  | 'SWAP_INITIATED'
  /** The swap's approval was mined (with its hash). */
  | 'SWAP_APPROVAL_SUCCESS'
  /** The trade was mined (with its hash). */
  | 'SWAP_SUCCESS'
  /** A swap stopped: `stage` ('quote', 'approval', 'swap'), `message`, and the hash if one was sent. */
  | 'SWAP_ERROR'
  /** The Buy view opened (network). */
  | 'BUY_OPENED'
  /** A quote answered (currencies, amounts, whether it is indicative). */
  | 'BUY_QUOTE_RECEIVED'
  /** The provider's checkout window was sent to its address (session id). */
  | 'BUY_CHECKOUT_OPENED'
  /** The checkout window was closed without an answer: nothing was bought. */
  | 'BUY_CHECKOUT_CLOSED'
  /** The provider said the visitor cancelled, or the visitor cancelled from the kit. */
  | 'BUY_CHECKOUT_CANCELLED'
  /** The tokens arrived, checked on chain (with the hash). */
  | 'BUY_SUCCESS'
  /** A Buy step failed: `stage` ('options', 'quote', 'checkout', 'payment', 'deposit') and `message`. */
  | 'BUY_ERROR'
  /** `pay` opened the modal on the Pay view (amount, asset, network). */
  | 'PAY_MODAL_OPEN'
  /** The visitor paid: `method` 'wallet' (the wallet was asked) or 'exchange' (its window opened). */
  | 'PAY_INITIATED'
  /** The visitor picked an exchange (`exchangeId`). */
  | 'PAY_EXCHANGE_SELECTED'
  /** The payment is confirmed on chain (`method`, `hash`). */
  | 'PAY_SUCCESS'
  /** A payment stopped: `message`, and the `method` and hash when known. */
  | 'PAY_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  | `SOCIAL_LOGIN_${string}`
  | `SIWX_AUTH_${string}`

/** Event data (spec §7 props, without the address). JSON values only: it is sent as JSON. */
export type PorticoEventProperties = Readonly<Record<string, unknown>>

/** One event as listeners receive it. */
export interface PorticoEvent {
  name: PorticoEventName
  /** The event's data, e.g. `{ search: 'meta' }` for SEARCH_WALLET. */
  properties: PorticoEventProperties
  /** The active namespace's connected address when the event happened, if any. */
  address: string | undefined
  /** When it happened, Unix ms. */
  timestamp: number
}

export type PorticoEventListener = (event: PorticoEvent) => void
