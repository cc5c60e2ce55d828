import { navigate } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { WalletIcon } from '../../components/icons.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useI18n } from '../../i18n/useI18n.ts'

/**
 * The Account view's way into ProfileWallets; rendered only when multi-wallet is on, so the
 * Account view needs no feature check of its own.
 */
export function WalletsButton() {
  const config = usePorticoConfig()
  const features = useFeatures()
  const { t } = useI18n()
  if (!features.multiWallet) return null
  return (
    <Button
      block
      icon={<WalletIcon width={18} height={18} />}
      onClick={() => navigate(config, 'ProfileWallets')}
    >
      {t('account.wallets.button')}
    </Button>
  )
}
