/**
 * A wallet's link with the pairing URI for it to open: `scheme://wc?uri=…` for an app scheme
 * (`metamask://`, `trust:`), `https://host/path/wc?uri=…` for a universal or web link. The URI
 * is always percent-encoded. Undefined when the link is neither (a `javascript:` link, say).
 *
 * @example
 * formatWalletLink('metamask://', 'wc:ab@2?relay-protocol=irn')
 * // 'metamask://wc?uri=wc%3Aab%402%3Frelay-protocol%3Dirn'
 * formatWalletLink('https://link.trustwallet.com', uri) // 'https://link.trustwallet.com/wc?uri=…'
 */
export function formatWalletLink(link: string, uri: string): string | undefined {
  const base = walletLinkBase(link)
  if (!base) return undefined
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

/**
 * The link as the wallet expects it before `wc?…`: `scheme://` or `https://host/path/`.
 * Undefined for links that must never be opened (`javascript:`, `data:`, malformed).
 *
 * @example
 * walletLinkBase('trust:') // 'trust://'
 */
export function walletLinkBase(link: string): string | undefined {
  const trimmed = link.trim()
  const web = /^https?:\/\//i.test(trimmed)
  if (web) {
    try {
      const url = new URL(trimmed)
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}/`
    } catch {
      return undefined
    }
  }
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?(.*)$/i.exec(trimmed)
  if (!scheme?.[1] || BLOCKED_SCHEMES.has(scheme[1].toLowerCase())) return undefined
  const rest = (scheme[3] ?? '').replace(/\/+$/, '')
  return `${scheme[1]}://${rest ? `${rest}/` : ''}`
}

const BLOCKED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])
