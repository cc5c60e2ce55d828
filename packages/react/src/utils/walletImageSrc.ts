import type { Connector, PorticoConfig, Wallet } from '@portico/core'

/**
 * The image URL of a directory wallet: the directory's image endpoint for its `image_id`, else
 * an absolute `image_url` (a recent wallet built from a connector carries its data-URI icon).
 * A relative `image_url` is relative to the server, not the page, so it is not used.
 *
 * @example
 * walletImageSrc(config, wallet) // 'http://127.0.0.1:8787/getWalletImage/c57c…?projectId=…'
 */
export function walletImageSrc(config: PorticoConfig, wallet: Wallet): string | undefined {
  if (wallet.image_id) return config.api.directory.getWalletImageUrl(wallet.image_id)
  if (wallet.image_url && /^(data:image\/|https?:\/\/)/i.test(wallet.image_url))
    return wallet.image_url
  return undefined
}

/**
 * The image URL of a connector: the icon the wallet announced (a data URI), else its directory
 * image.
 *
 * @example
 * connectorImageSrc(config, connector) // 'data:image/svg+xml;base64,…'
 */
export function connectorImageSrc(config: PorticoConfig, connector: Connector): string | undefined {
  if (connector.info?.icon) return connector.info.icon
  if (connector.imageUrl) return connector.imageUrl
  if (connector.imageId) return config.api.directory.getWalletImageUrl(connector.imageId)
  return undefined
}
