import { formatAddress, type WalletConnection } from '@portico/core'
import { Button } from '../../components/Button.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import type { MessageId } from '../../i18n/messageId.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { socialProviderName } from '../../utils/socialProviderName.ts'
import { connectorImageSrc, connectorPlaceholder } from '../../utils/walletImageSrc.ts'

/** What a row is doing while its wallet answers. */
export type WalletRowPending = 'switch' | 'disconnect'

export interface WalletRowProps {
  wallet: WalletConnection
  /** This row's action under way, if any. */
  pending: WalletRowPending | undefined
  /** Another row's action is under way: this row waits. */
  busy: boolean
  onSwitch: () => void
  onDisconnect: () => void
}

const badges: Record<WalletConnection['class'], MessageId> = {
  connected: 'account.wallets.connected',
  active: 'account.wallets.active',
  disconnected: 'account.wallets.disconnected',
}

/**
 * One wallet of ProfileWallets: icon, name, short address (the connected account's name when it
 * has one) and its class badge (spec §4), with
 * Switch (when it is not the connected one) and Disconnect.
 */
export function WalletRow({ wallet, pending, busy, onSwitch, onDisconnect }: WalletRowProps) {
  const config = usePorticoConfig()
  const { t } = useI18n()
  // The embedded wallet is named for how the visitor signed in: 'GitHub' rather than 'Email'.
  const socialProvider = useStoreState(config.stores.account, (state) =>
    wallet.connector?.type === 'AUTH'
      ? state.namespaces[wallet.namespace]?.socialProvider
      : undefined,
  )
  const name = socialProvider
    ? socialProviderName(socialProvider)
    : (wallet.connector?.name ?? wallet.connectorId)
  const address = wallet.accounts[0]?.address
  // The connected account's name (identity, or one just registered) stands for its address.
  const profileName = useStoreState(config.stores.account, (state) => {
    const account = state.namespaces[wallet.namespace]
    return wallet.class === 'connected' && address && account?.address === address
      ? account.profileName
      : undefined
  })
  const disabled = busy || pending !== undefined

  return (
    <li className="wallet-row" data-state={wallet.class} aria-label={name}>
      <WalletImage
        src={wallet.connector ? connectorImageSrc(config, wallet.connector) : undefined}
        name={name}
        size={40}
        placeholder={connectorPlaceholder(wallet.connector)}
      />
      <span className="wallet-row-text">
        <span className="wallet-row-name">{name}</span>
        <span className="wallet-row-meta">
          {address ? (
            <span className="wallet-row-address" dir="ltr" title={address}>
              {profileName ?? formatAddress(address)}
            </span>
          ) : null}
          <span className={wallet.class === 'connected' ? 'tag tag-accent' : 'tag'}>
            {t(badges[wallet.class])}
          </span>
        </span>
      </span>
      <span className="wallet-row-actions">
        {wallet.class !== 'connected' ? (
          <Button
            size="small"
            aria-label={t('account.wallets.switchTo', { wallet: name })}
            loading={pending === 'switch'}
            disabled={disabled}
            onClick={onSwitch}
          >
            {t('account.wallets.switch')}
          </Button>
        ) : null}
        <Button
          size="small"
          variant="danger"
          aria-label={t('account.wallets.disconnectWallet', { wallet: name })}
          loading={pending === 'disconnect'}
          disabled={disabled}
          onClick={onDisconnect}
        >
          {t('account.wallets.disconnect')}
        </Button>
      </span>
    </li>
  )
}
