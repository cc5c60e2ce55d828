import { navigate } from '@portico/core'
import { AllWalletsIcon } from '../../components/AllWalletsIcon.tsx'
import { ListItem } from '../../components/ListItem.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { PairingPanel } from './PairingPanel.tsx'
import { useWalletConnectConnect } from './useWalletConnectConnect.ts'

/**
 * Basic mode and manual WalletConnect control (spec §2 open precedence 2) on desktop: the QR
 * code for any wallet, and the directory for visitors who want to pick theirs first.
 */
export function ConnectingWalletConnectBasicView() {
  const config = usePorticoConfig()
  const features = useFeatures()
  const { t } = useI18n()
  useWalletConnectConnect(config)
  return (
    <>
      <div className="center">
        <PairingPanel walletName={undefined} showQrCode />
      </div>
      {features.allWallets ? (
        <ul className="list" aria-label={t('connect.wallets')}>
          <li>
            <ListItem
              image={<AllWalletsIcon />}
              label={t('connect.allWallets')}
              chevron
              onClick={() => navigate(config, 'AllWallets')}
            />
          </li>
        </ul>
      ) : null}
    </>
  )
}
