import { RECENT_WALLETS_MAX } from '../../constants.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Wallet } from '../../types/wallet.ts'
import { isTrustedWalletImageUrl } from '../../utils/isTrustedWalletImageUrl.ts'
import { allKnownWallets } from './allKnownWallets.ts'
import { withTrustedWalletImage } from './withTrustedWalletImage.ts'

/**
 * Puts the wallet behind a connector first in the recent list (spec §9: at most 2, no
 * duplicates). The directory entry is used when one matches by rdns or explorer id; otherwise
 * an entry is built from the connector, with its icon only if the kit may load it
 * (`isTrustedWalletImageUrl`).
 */
export function addRecentWallet(config: PorticoConfig, connectorId: string): void {
  const connector = config.stores.connectors
    .getState()
    .connectors.find((candidate) => candidate.id === connectorId)
  const rdns = connector?.info?.rdns
  const known = allKnownWallets(config).find(
    (wallet) =>
      (rdns !== undefined && wallet.rdns === rdns) ||
      (connector?.explorerId !== undefined && wallet.id === connector.explorerId),
  )
  const { installed: _installed, ...directoryEntry } = known ?? {
    id: connector?.explorerId ?? connectorId,
    name: connector?.name ?? connectorId,
    image_url: [connector?.imageUrl, connector?.info?.icon].find((url) =>
      isTrustedWalletImageUrl(config, url),
    ),
    image_id: connector?.imageId,
    rdns,
  }
  const wallet: Wallet = withTrustedWalletImage(config, directoryEntry)
  const recent = [
    wallet,
    ...config.stores.wallets
      .getState()
      .recent.filter((other) => other.id !== wallet.id && (!rdns || other.rdns !== rdns)),
  ].slice(0, RECENT_WALLETS_MAX)
  config.stores.wallets.setState({ recent })
  config.storage.set(storageKeys.recentWallets, recent)
}
