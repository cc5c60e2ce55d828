import {
  type ConnectListEntry,
  type Connector,
  connectMethodOrder,
  fetchWalletLists,
  getConnectList,
  navigate,
  prepareWalletConnect,
  selectWallet,
  socialLoginProviders,
  type Wallet,
} from '@portico/core'
import { useEffect, useMemo } from 'react'
import { AllWalletsIcon } from '../../components/AllWalletsIcon.tsx'
import { ListItem } from '../../components/ListItem.tsx'
import { QrCodeIcon } from '../../components/QrCodeIcon.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { preloadView } from '../../modal/viewRegistry.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { formatWalletCount } from '../../utils/formatWalletCount.ts'
import { namespaceName } from '../../utils/namespaceName.ts'
import { connectorImageSrc, walletImageSrc } from '../../utils/walletImageSrc.ts'
import { connectStyles } from './connectStyles.ts'
import { EmailField } from './EmailField.tsx'
import { LegalNotice } from './LegalNotice.tsx'
import { SocialButtons } from './SocialButtons.tsx'

/**
 * The first view: the wallet list and, with an embedded wallet configured, the e-mail sign-in
 * (email feature) and the social sign-in buttons (socials feature). E-mail, then social, then
 * wallets; wallets first when an installed wallet is usable (spec §2).
 * The list (spec §9 order): WalletConnect, the recent wallets, the installed ones, featured
 * directory wallets, the dApp's custom wallets, external (SDK) connectors, the recommended ones,
 * then All Wallets.
 * Opened for one chain family (route data `namespace`), it lists only that family's wallets.
 */
export function ConnectView() {
  useStyleSheet(connectStyles)
  const config = usePorticoConfig()
  const features = useFeatures()
  const connectors = useStoreState(config.stores.connectors, (state) => state.connectors)
  const recent = useStoreState(config.stores.wallets, (state) => state.recent)
  const featured = useStoreState(config.stores.wallets, (state) => state.featured)
  const recommended = useStoreState(config.stores.wallets, (state) => state.recommended)
  const count = useStoreState(config.stores.wallets, (state) => state.count)
  // Set when SwitchActiveChain sent the visitor here for a family with no wallet yet.
  const family = useStoreState(config.stores.router, (state) => state.data?.namespace)

  useEffect(() => {
    // Loads once per config (a no-op when the start-up prefetch already did). Failures stay in
    // the wallets store (All Wallets shows them); Connect still lists the installed wallets.
    void fetchWalletLists(config)
  }, [config])

  // Core's rules (spec §9 order, one family, WalletConnect, e-mail), over the slices read above.
  const { walletConnect, entries, hasUsableWallet, hasAuth, tagsFamily } = useMemo(
    () =>
      getConnectList(config, {
        connectors,
        wallets: { recent, featured, recommended },
        namespace: family,
      }),
    [config, connectors, recent, featured, recommended, family],
  )
  // With several families configured, each installed wallet says which one it connects.
  const tagOf = (entry: ConnectListEntry) =>
    entry.kind === 'connector' && entry.tag && tagsFamily
      ? `${namespaceName(entry.connector.chain)} · ${entry.tag}`
      : entry.tag

  const openConnector = (connector: Connector) =>
    navigate(config, 'ConnectingExternal', { connector })
  const openWallet = (wallet: Wallet) => selectWallet(config, wallet)
  // All Wallets is a chunk of its own (its virtualiser): fetched when the pointer or focus
  // heads for its entry, not with the modal.
  const prepareAllWallets = () => preloadView('AllWallets')
  const prepareQrCode = () => {
    preloadView('ConnectingWalletConnect')
    prepareWalletConnect(config)
  }

  const withEmail = features.email && hasAuth
  // Telegram's and payment mode's rules are already applied to the features in effect.
  const socialProviders = hasAuth ? socialLoginProviders(features.socials) : []
  const walletList = (
    <ul className="list" aria-label="Wallets" key="wallet">
      {walletConnect ? (
        <li>
          <ListItem
            image={<QrCodeIcon />}
            label={walletConnect.name}
            tag="QR code"
            tagVariant="accent"
            data-portico-walletconnect=""
            onPointerEnter={prepareQrCode}
            onFocus={prepareQrCode}
            onClick={() => navigate(config, 'ConnectingWalletConnect')}
          />
        </li>
      ) : null}
      {entries.map((entry) =>
        entry.kind === 'connector' ? (
          <li key={`connector:${entry.connector.id}`}>
            <ListItem
              image={
                <WalletImage
                  src={connectorImageSrc(config, entry.connector)}
                  name={entry.connector.name}
                />
              }
              label={entry.connector.name}
              tag={tagOf(entry)}
              tagVariant="accent"
              onClick={() => openConnector(entry.connector)}
            />
          </li>
        ) : (
          <li key={`wallet:${entry.wallet.id}`}>
            <ListItem
              image={
                <WalletImage src={walletImageSrc(config, entry.wallet)} name={entry.wallet.name} />
              }
              label={entry.wallet.name}
              tag={tagOf(entry)}
              onClick={() => openWallet(entry.wallet)}
            />
          </li>
        ),
      )}
      {features.allWallets ? (
        <li>
          <ListItem
            image={<AllWalletsIcon />}
            label="All Wallets"
            tag={count > 0 ? formatWalletCount(count) : undefined}
            tagVariant="accent"
            chevron
            onPointerEnter={prepareAllWallets}
            onFocus={prepareAllWallets}
            onClick={() => navigate(config, 'AllWallets')}
          />
        </li>
      ) : null}
    </ul>
  )
  const sections = connectMethodOrder({ hasUsableWallet }).flatMap((method) => {
    if (method === 'wallet') return [walletList]
    if (method === 'email' && withEmail) return [<EmailField key="email" />]
    if (method === 'social' && socialProviders.length > 0)
      return [<SocialButtons key="social" providers={socialProviders} />]
    return []
  })

  return (
    <>
      {sections.map((section, index) =>
        index === 0 ? (
          section
        ) : (
          <div className="connect-section" key={section.key}>
            <p className="divider" aria-hidden="true">
              or
            </p>
            {section}
          </div>
        ),
      )}
      <p className="help">
        <strong>New to wallets?</strong> A wallet holds your keys and lets you sign in to apps
        without a password. Install one, then come back here to connect.
      </p>
      <LegalNotice
        termsUrl={config.options.termsConditionsUrl}
        privacyUrl={config.options.privacyPolicyUrl}
      />
    </>
  )
}
