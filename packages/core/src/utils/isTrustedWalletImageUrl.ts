import type { PorticoConfig } from '../types/config.ts'

// An inline image as wallets announce their icons (EIP-6963, Wallet Standard).
const DATA_IMAGE_PATTERN = /^data:image\/[a-z0-9.+-]+[;,]/i

/**
 * Whether the kit may load a wallet image from `url`: an inline `data:image/…` URI (the icons
 * wallets announce), an http(s) URL on the Portico server's origin (`apiUrl`), or an image URL
 * the dApp itself set on one of its `customWallets`. Anything else (another host, a relative
 * path, `javascript:`) is refused, so a hostile page or a corrupted stored wallet cannot make
 * the modal load a tracking pixel.
 *
 * @example
 * isTrustedWalletImageUrl(config, 'data:image/svg+xml;base64,PHN2Zz4=') // true
 * isTrustedWalletImageUrl(config, `${config.options.apiUrl}/getWalletImage/abc`) // true
 * isTrustedWalletImageUrl(config, 'https://tracker.example/pixel.gif') // false
 */
export function isTrustedWalletImageUrl(
  config: PorticoConfig,
  url: string | null | undefined,
): url is string {
  if (!url) return false
  if (DATA_IMAGE_PATTERN.test(url)) return true
  if (!/^https?:\/\//i.test(url)) return false
  const { options } = config
  const origin = originOf(url)
  if (origin !== undefined && options.apiUrl && origin === originOf(options.apiUrl)) return true
  return options.customWallets.some((wallet) => wallet.image_url === url)
}

// `URL.canParse` is too new for some browsers the kit supports.
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}
