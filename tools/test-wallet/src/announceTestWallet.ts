import { randomUuid } from './randomUuid.ts'
import { TEST_WALLET_ICON } from './testWalletIcon.ts'
import type { TestWalletProvider } from './types.ts'

/** EIP-6963 provider info; every field has a default. */
export interface TestWalletInfo {
  uuid?: string
  name?: string
  /** A data URI (RFC 2397), as EIP-6963 requires. */
  icon?: string
  rdns?: string
}

export type AnnounceTestWalletReturnType = () => void

export const TEST_WALLET_NAME = 'Portico Test Wallet'
export const TEST_WALLET_RDNS = 'dev.portico.testwallet'

// One uuid per page load, as EIP-6963 asks, shared by every announcement in the page.
let pageUuid: string | undefined

/**
 * Announces the provider by EIP-6963: dispatches `eip6963:announceProvider` with a frozen
 * `{ info, provider }` now, and again on every `eip6963:requestProvider`. Returns a function
 * that stops answering requests.
 *
 * @example
 * const provider = createTestWallet({ privateKey, chains })
 * const unsubscribe = announceTestWallet(provider, { name: 'Alice' })
 * // …later
 * unsubscribe()
 */
export function announceTestWallet(
  provider: TestWalletProvider,
  info: TestWalletInfo = {},
): AnnounceTestWalletReturnType {
  pageUuid ??= randomUuid()
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: info.uuid ?? pageUuid,
      name: info.name ?? TEST_WALLET_NAME,
      icon: info.icon ?? TEST_WALLET_ICON,
      rdns: info.rdns ?? TEST_WALLET_RDNS,
    }),
    provider,
  })
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
