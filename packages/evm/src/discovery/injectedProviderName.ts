/** What `window.ethereum` is called when no flag says otherwise. */
export const DEFAULT_INJECTED_NAME = 'Browser Wallet'

// Order matters: many wallets also set `isMetaMask` for compatibility, so it is checked last.
const KNOWN_FLAGS: readonly (readonly [flag: string, name: string])[] = [
  ['isBraveWallet', 'Brave Wallet'],
  ['isRabby', 'Rabby Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isTrust', 'Trust Wallet'],
  ['isTrustWallet', 'Trust Wallet'],
  ['isPhantom', 'Phantom'],
  ['isOkxWallet', 'OKX Wallet'],
  ['isZerion', 'Zerion'],
  ['isRainbow', 'Rainbow'],
  ['isFrame', 'Frame'],
  ['isMetaMask', 'MetaMask'],
]

/**
 * The display name of an injected provider, read from the well-known `isX` flags wallets set on
 * `window.ethereum`; 'Browser Wallet' when none is set (or reading them throws).
 *
 * @example
 * injectedProviderName({ isMetaMask: true }) // 'MetaMask'
 * injectedProviderName({ isBraveWallet: true, isMetaMask: true }) // 'Brave Wallet'
 */
export function injectedProviderName(provider: object): string {
  for (const [flag, name] of KNOWN_FLAGS) {
    try {
      if ((provider as Record<string, unknown>)[flag] === true) return name
    } catch {
      // A throwing getter is no flag.
    }
  }
  return DEFAULT_INJECTED_NAME
}
