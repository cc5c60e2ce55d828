import { navigate } from '@portico/core'
import { AllWalletsIcon } from '../../components/AllWalletsIcon.tsx'
import { ListItem } from '../../components/ListItem.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { PairingPanel } from './PairingPanel.tsx'
import { useWalletConnectConnect } from './useWalletConnectConnect.ts'

/**
 * Basic mode and manual WalletConnect control (spec §2 open precedence 2) on desktop: the QR
 * code for any wallet, and the directory for visitors who want to pick theirs first.
 */
export function ConnectingWalletConnectBasicView() {
  const config = usePorticoConfig()
  const features = useFeatures()
  useWalletConnectConnect(config)
  return (
    <>
      <div className="center">
        <PairingPanel walletName="your wallet" showQrCode />
      </div>
      {features.allWallets ? (
        <ul className="list" aria-label="Wallets">
          <li>
            <ListItem
              image={<AllWalletsIcon />}
              label="All Wallets"
              chevron
              onClick={() => navigate(config, 'AllWallets')}
            />
          </li>
        </ul>
      ) : null}
    </>
  )
}
