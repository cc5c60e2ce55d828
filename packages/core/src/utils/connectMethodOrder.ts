/** The ways to connect the Connect view offers. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * Spec §2: e-mail, social, wallet; but wallet first when an injected or announced wallet is
 * usable, since the visitor then most likely came with it.
 *
 * @example
 * connectMethodOrder({ hasUsableWallet: true }) // ['wallet', 'email', 'social']
 */
export function connectMethodOrder(parameters: { hasUsableWallet: boolean }): ConnectMethod[] {
  return parameters.hasUsableWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}
