/** The ways to connect the Connect view offers. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * Spec §2: e-mail, social, wallet; but wallet first when an injected or announced wallet is
 * usable, since the visitor then most likely came with it. With wallets collapsed
 * (`features.collapseWallets`, spec §9) e-mail and social come first whatever is installed: the
 * wallets are one button at the end.
 *
 * @example
 * connectMethodOrder({ hasUsableWallet: true }) // ['wallet', 'email', 'social']
 * connectMethodOrder({ hasUsableWallet: true, collapseWallets: true }) // ['email', 'social', 'wallet']
 */
export function connectMethodOrder(parameters: {
  hasUsableWallet: boolean
  collapseWallets?: boolean
}): ConnectMethod[] {
  return parameters.hasUsableWallet && !parameters.collapseWallets
    ? ['wallet', 'email', 'social']
    : ['email', 'social', 'wallet']
}
