import type { DeepLinkChoice } from '@portico/core'

/**
 * The localStorage key the WalletConnect sign client reads before each session request to bring
 * the chosen wallet app forward on mobile (`WALLETCONNECT_DEEPLINK_CHOICE` in
 * @walletconnect/sign-client; read by `getDeepLink`, used by `handleDeeplinkRedirect`).
 */
export const DEEPLINK_CHOICE_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

/**
 * Remembers the wallet app the visitor opened (spec §3 deeplink choice) where the sign client
 * looks for it: `{ href, name }` as JSON under {@link DEEPLINK_CHOICE_KEY}. Undefined forgets it.
 * Does nothing where there is no localStorage (server, worker) or it refuses writes.
 *
 * @example
 * setDeepLinkChoice({ href: 'metamask://', name: 'MetaMask' })
 */
export function setDeepLinkChoice(choice: DeepLinkChoice | undefined): void {
  try {
    if (typeof localStorage === 'undefined') return
    if (choice)
      localStorage.setItem(
        DEEPLINK_CHOICE_KEY,
        JSON.stringify({ href: choice.href, name: choice.name }),
      )
    else localStorage.removeItem(DEEPLINK_CHOICE_KEY)
  } catch (error) {
    // Private modes and full quotas throw: the wallet app then just is not brought forward.
    console.warn('WalletConnect: could not store the deep link choice', error)
  }
}
