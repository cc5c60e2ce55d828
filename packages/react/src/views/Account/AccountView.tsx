import { disconnect, fetchBalance, formatAddress, navigate } from '@portico/core'
import { useEffect, useState } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { Avatar } from '../../components/Avatar.tsx'
import { Button } from '../../components/Button.tsx'
import { IconButton } from '../../components/IconButton.tsx'
import {
  CheckIcon,
  ChevronRightIcon,
  CopyIcon,
  DisconnectIcon,
  ExternalLinkIcon,
} from '../../components/icons.tsx'
import { NetworkImage } from '../../components/NetworkImage.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useAccount } from '../../hooks/useAccount.ts'
import { useCopyAddress } from '../../hooks/useCopyAddress.ts'
import { useNetwork } from '../../hooks/useNetwork.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { preloadView } from '../../modal/viewRegistry.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { roundedBalance } from '../../utils/roundedBalance.ts'
import { WalletsButton } from '../ProfileWallets/WalletsButton.tsx'
import { AccountTabs } from './AccountTabs.tsx'
import { AccountTypeRow } from './AccountTypeRow.tsx'
import { accountStyles } from './accountStyles.ts'
import { BitcoinAddresses } from './BitcoinAddresses.tsx'
import { EmailRow } from './EmailRow.tsx'
import { explorerAddressUrl } from './explorerAddressUrl.ts'
import { useLoadAccountHistory } from './useAccountHistory.ts'
import { WalletFeatureButtons } from './WalletFeatureButtons.tsx'

/**
 * The connected account: avatar (or identicon), name when it has one (else, on EVM when the
 * project has a names zone, 'Choose a name', which opens RegisterAccountName), short address with copy,
 * the embedded wallet's account type with its switch (AccountTypeRow), native balance, the
 * network (opens SwitchNetwork), the wallet feature buttons (Receive, Send),
 * a block explorer link, the Tokens / NFTs / Activity tabs (spec §2) and Disconnect.
 */
export function AccountView() {
  useStyleSheet(accountStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const account = useAccount()
  const { network } = useNetwork()
  const namespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const balanceLoading = useStoreState(
    config.stores.account,
    (state) => state.namespaces[namespace]?.balanceLoading ?? false,
  )
  const explorerUrl = useStoreState(
    config.stores.account,
    (state) => state.namespaces[namespace]?.addressExplorerUrl,
  )
  const identityImage = useStoreState(
    config.stores.account,
    (state) => state.namespaces[namespace]?.profileImage,
  )
  // The picture the visitor's sign-in provider gave (Farcaster's pfpUrl) when the name service
  // has none; shown like any avatar (`Avatar`: http(s) only, the identicon if it fails).
  const signInImage = useStoreState(
    config.stores.connection,
    (state) => state.namespaces[namespace]?.connection?.auth?.profileImage,
  )
  const profileImage = identityImage ?? signInImage
  const nameZone = useStoreState(config.stores.features, (state) => state.nameZone)
  const { copy, copied } = useCopyAddress()
  const [leaving, setLeaving] = useState(false)

  useEffect(() => {
    // Cached for 30 s by core; a failure shows core's 'Token Balance Unavailable' snackbar.
    fetchBalance(config, { namespace }).catch(() => undefined)
  }, [config, namespace])
  useLoadAccountHistory()

  const address = account.address
  if (!address)
    return (
      <div className="view-loading">
        <Spinner size={24} label={t('account.loading')} />
      </div>
    )

  const leave = async () => {
    setLeaving(true)
    try {
      await disconnect(config, { namespace })
    } finally {
      setLeaving(false)
    }
  }

  // 2 decimals (spec §5), the exact balance kept for pointer and screen reader.
  const shownBalance = roundedBalance(account.balance)
  const explorer = explorerUrl ?? explorerAddressUrl(network, address)
  const canSwitch = config.options.enableNetworkSwitch && config.options.networks.length > 1

  return (
    <div className="account">
      <Avatar address={address} src={profileImage} size={72} />
      {account.profileName ? (
        <p className="account-name" data-testid="account-name">
          {account.profileName}
        </p>
      ) : null}
      <div className="address-row">
        <p className="address" dir="ltr" title={address} data-testid="account-address">
          {formatAddress(address)}
        </p>
        <IconButton
          label={copied ? t('account.addressCopied') : t('account.copyAddress')}
          onClick={() => copy(address)}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
        </IconButton>
      </div>
      {namespace === 'eip155' && nameZone && !account.profileName ? (
        <button
          type="button"
          className="link account-choose-name"
          onPointerEnter={() => preloadView('RegisterAccountName')}
          onFocus={() => preloadView('RegisterAccountName')}
          onClick={() => navigate(config, 'RegisterAccountName')}
        >
          {t('account.chooseName')}
        </button>
      ) : null}
      {namespace === 'bip122' ? <BitcoinAddresses /> : null}
      <EmailRow namespace={namespace} />
      <AccountTypeRow namespace={namespace} />
      <p className="balance">
        {shownBalance !== undefined && account.balance !== undefined ? (
          <Amount
            value={account.balance}
            shown={shownBalance}
            symbol={account.balanceSymbol}
            data-testid="account-balance"
          />
        ) : (
          <span data-testid="account-balance">
            {balanceLoading ? <Spinner size={14} label={t('account.loadingBalance')} /> : '—'}
          </span>
        )}
      </p>
      {network ? (
        <button
          type="button"
          className="network-pill"
          aria-label={t(canSwitch ? 'account.networkSwitch' : 'account.network', {
            network: network.name,
          })}
          disabled={!canSwitch}
          onClick={() => navigate(config, 'SwitchNetwork')}
        >
          <NetworkImage network={network} size={24} />
          {network.name}
          {canSwitch ? (
            <ChevronRightIcon className="network-pill-chevron" width={16} height={16} />
          ) : null}
        </button>
      ) : null}
      <WalletFeatureButtons />
      <AccountTabs namespace={namespace} />
      <div className="stack">
        <WalletsButton />
        {explorer ? (
          <a className="btn btn-block" href={explorer} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon width={18} height={18} />
            {network?.blockExplorers?.default.name
              ? t('account.viewOn', { explorer: network.blockExplorers.default.name })
              : t('account.viewOnExplorer')}
          </a>
        ) : null}
        <Button
          block
          variant="danger"
          icon={<DisconnectIcon width={18} height={18} />}
          loading={leaving}
          onClick={leave}
        >
          {t('account.disconnect')}
        </Button>
      </div>
    </div>
  )
}
