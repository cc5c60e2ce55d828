import { getPairingAdapter } from '../internal/connection/getPairingAdapter.ts'
import { openHref } from '../internal/modal/openHref.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Wallet } from '../types/wallet.ts'
import { formatWalletLink, walletLinkBase } from '../utils/formatWalletLink.ts'

/** Which of a directory wallet's links to open (spec §3 Wallet). */
export type WalletLinkKind = 'mobile' | 'desktop' | 'web'

export interface OpenWalletAppParameters {
  wallet: Wallet
  kind: WalletLinkKind
}

/**
 * The link that opens a wallet with the current pairing URI, or undefined while there is no URI
 * or the wallet has no usable link of that kind.
 *
 * @example
 * walletAppHref(config, { wallet, kind: 'mobile' }) // 'metamask://wc?uri=wc%3A…'
 */
export function walletAppHref(
  config: PorticoConfig,
  parameters: OpenWalletAppParameters,
): string | undefined {
  const uri = config.stores.pairing.getState().uri
  const link = linkOf(parameters)
  return uri && link ? formatWalletLink(link, uri) : undefined
}

/**
 * Opens a wallet app (or web wallet) with the pairing URI and remembers the choice (spec §3
 * deeplink choice), so that later requests can bring the same app forward. Returns the link it
 * opened, or undefined when there was nothing to open.
 *
 * @example
 * openWalletApp(config, { wallet: metamask, kind: 'mobile' })
 */
export function openWalletApp(
  config: PorticoConfig,
  parameters: OpenWalletAppParameters,
): string | undefined {
  const href = walletAppHref(config, parameters)
  const base = walletLinkBase(linkOf(parameters) ?? '')
  if (!href || !base) return undefined
  const choice = { href: base, name: parameters.wallet.name }
  config.storage.set(storageKeys.deeplinkChoice, choice)
  getPairingAdapter(config)?.pairing.setDeepLinkChoice?.(choice)
  openHref(href)
  return href
}

function linkOf({ wallet, kind }: OpenWalletAppParameters): string | undefined {
  const link =
    kind === 'mobile'
      ? wallet.mobile_link
      : kind === 'desktop'
        ? wallet.desktop_link
        : wallet.webapp_link
  return link ?? undefined
}
