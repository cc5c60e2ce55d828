import type { PorticoConfig } from '../../types/config.ts'
import type { Wallet } from '../../types/wallet.ts'
import { isTrustedWalletImageUrl } from '../../utils/isTrustedWalletImageUrl.ts'

/**
 * The wallet with its `image_url` dropped (null) unless the kit may load it
 * (`isTrustedWalletImageUrl`): what goes into the recent list and what is read back from storage,
 * where another script on the page could have written anything.
 *
 * @example
 * withTrustedWalletImage(config, { id: 'x', name: 'X', image_url: 'https://tracker.example/p.gif' })
 * // { id: 'x', name: 'X', image_url: null }
 */
export function withTrustedWalletImage(config: PorticoConfig, wallet: Wallet): Wallet {
  if (!wallet.image_url || isTrustedWalletImageUrl(config, wallet.image_url)) return wallet
  return { ...wallet, image_url: null }
}
