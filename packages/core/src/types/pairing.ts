import type { PorticoError } from '../errors/base.ts'

/**
 * Where a WalletConnect pairing stands: idle → loading → ready (URI, expiry) → expired, or
 * rejected / error. The ConnectingWalletConnect views show one state each (spec §2, §4).
 */
export type PairingStatus = 'idle' | 'loading' | 'ready' | 'expired' | 'rejected' | 'error'

export interface PairingState {
  status: PairingStatus
  /** The `wc:` URI to show as a QR code and put in deep links, while `ready` or `expired`. */
  uri?: string
  /** Clock time (ms) at which the URI expires: `PAIRING_LIFETIME_MS` after it was set. */
  expiresAt?: number
  /** Why the status is `rejected` or `error`. */
  error?: PorticoError
}

/**
 * What an adapter that pairs through a URI (WalletConnect) exposes to core, beside the
 * `ChainAdapter` calls. `connect` starts a pairing; this drives and reports it.
 */
export interface PairingController {
  /** The same object until the state changes (it can back `useSyncExternalStore`). */
  getState(): PairingState
  subscribe(listener: (state: PairingState) => void): () => void
  /** True when `PAIRING_EXPIRY_MARGIN_MS` or less remain (spec §4); moves `ready` to `expired`. */
  isExpired(): boolean
  /** Asks for a fresh URI for the connect in progress. False when no connect is in progress. */
  retry(): boolean
  /** Ends a connect in progress with `ModalClosedError` (spec §8 'Modal closed'). */
  cancel(): void
  /**
   * Starts the pairing client ahead of a connect (its code, keys and storage), on the visitor's
   * intent, so that the QR code appears sooner. Resolves when it is ready; never rejects.
   */
  prepare?(): Promise<void>
  /**
   * Remembers the wallet app the visitor opened (spec §3 deeplink choice), so that later
   * requests can bring that app forward on mobile. Undefined forgets it.
   */
  setDeepLinkChoice?(choice: DeepLinkChoice | undefined): void
}

/** The wallet app a visitor opened through a deep link: the link without the URI, and its name. */
export interface DeepLinkChoice {
  href: string
  name: string
}
