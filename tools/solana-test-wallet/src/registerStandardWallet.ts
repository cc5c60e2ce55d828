import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'

/**
 * Registers `wallet` with the page's Wallet Standard apps through the same two window events as
 * `registerWallet` from @wallet-standard/wallet (`wallet-standard:register-wallet` now, and on
 * every later `wallet-standard:app-ready`), but keeps the unregister functions the apps hand
 * back, so tests can take the wallet away again (registerWallet returns nothing).
 *
 * @example
 * const unregister = registerStandardWallet(wallet)
 * unregister() // apps see an 'unregister' event
 */
export function registerStandardWallet(wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = (api: WindowAppReadyEventAPI) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => {
    callback((event as CustomEvent<WindowAppReadyEventAPI>).detail)
  }
  try {
    window.dispatchEvent(new RegisterWalletEvent(callback))
  } catch (error) {
    console.error('wallet-standard:register-wallet event could not be dispatched', error)
  }
  window.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}

// The event @wallet-standard/wallet dispatches: its `detail` is the callback apps call.
class RegisterWalletEvent extends Event {
  readonly #detail: (api: WindowAppReadyEventAPI) => void
  get detail() {
    return this.#detail
  }
  constructor(callback: (api: WindowAppReadyEventAPI) => void) {
    super('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false })
    this.#detail = callback
  }
}
