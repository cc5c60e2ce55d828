import {
  type Connector,
  isTrustedWalletImageUrl,
  type PorticoConfig,
  type Wallet,
} from '@portico/core'
import type { ImagePlaceholder } from '../components/WalletImage.tsx'

/**
 * The image URL of a directory wallet: the directory's image endpoint for its `image_id`, else
 * its `image_url` if the kit may load it (`isTrustedWalletImageUrl`: a data-URI icon, the
 * Portico server's origin, or a custom wallet's own image). Anything else, a stored recent
 * wallet pointing at another host say, is left to the placeholder.
 *
 * @example
 * walletImageSrc(config, wallet) // 'http://127.0.0.1:8787/getWalletImage/c57c…?projectId=…'
 */
export function walletImageSrc(config: PorticoConfig, wallet: Wallet): string | undefined {
  if (wallet.image_id) return config.api.directory.getWalletImageUrl(wallet.image_id)
  if (isTrustedWalletImageUrl(config, wallet.image_url)) return wallet.image_url
  return undefined
}

/**
 * The image URL of a connector: the icon the wallet announced (a data URI), else its image URL,
 * each only if the kit may load it (`isTrustedWalletImageUrl`), else its directory image.
 *
 * @example
 * connectorImageSrc(config, connector) // 'data:image/svg+xml;base64,…'
 */
export function connectorImageSrc(config: PorticoConfig, connector: Connector): string | undefined {
  if (isTrustedWalletImageUrl(config, connector.info?.icon)) return connector.info.icon
  if (isTrustedWalletImageUrl(config, connector.imageUrl)) return connector.imageUrl
  if (connector.imageId) return config.api.directory.getWalletImageUrl(connector.imageId)
  return undefined
}

/**
 * What a connector's image shows while it loads and when it has none: a browser window for a
 * wallet injected into the page under no brand of its own (`window.ethereum` alone), else a
 * wallet (also with no connector). Never a letter, which would pass for the wallet's logo.
 *
 * @example
 * connectorPlaceholder({ type: 'INJECTED', … }) // 'browserWallet'
 */
export function connectorPlaceholder(connector: Connector | undefined): ImagePlaceholder {
  return connector?.type === 'INJECTED' ? 'browserWallet' : 'wallet'
}
