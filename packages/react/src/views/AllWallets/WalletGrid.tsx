import {
  type Connector,
  findConnectorForWallet,
  type PorticoConfig,
  type Wallet,
} from '@portico/core'
import { WalletImage } from '../../components/WalletImage.tsx'
import { walletImageSrc } from '../../utils/walletImageSrc.ts'

export interface WalletGridProps {
  config: PorticoConfig
  wallets: readonly Wallet[]
  connectors: readonly Connector[]
  onSelect: (wallet: Wallet) => void
  label: string
}

/** Four wallets a row, each a `<button>` named after the wallet. */
export function WalletGrid({ config, wallets, connectors, onSelect, label }: WalletGridProps) {
  return (
    <ul className="grid" aria-label={label}>
      {wallets.map((wallet) => {
        const installed = wallet.installed || !!findConnectorForWallet(connectors, wallet)
        return (
          <li key={wallet.id}>
            <button type="button" className="grid-item" onClick={() => onSelect(wallet)}>
              <WalletImage src={walletImageSrc(config, wallet)} name={wallet.name} size={48} />
              <span className="grid-item-name">{wallet.name}</span>
              {installed ? (
                <>
                  <span className="grid-item-badge" aria-hidden="true" />
                  <span className="sr-only">(installed)</span>
                </>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
