import {
  type Connector,
  connectMethodOrder,
  fetchWalletLists,
  findAuthAdapter,
  findConnectorForWallet,
  navigate,
  prepareWalletConnect,
  RECENT_WALLETS_MAX,
  RECOMMENDED_WALLETS_COUNT,
  selectWallet,
  socialLoginProviders,
  type Wallet,
} from '@portico/core'
import { useEffect } from 'react'
import { AllWalletsIcon } from '../../components/AllWalletsIcon.tsx'
import { ListItem } from '../../components/ListItem.tsx'
import { QrCodeIcon } from '../../components/QrCodeIcon.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { viewChunk } from '../../modal/viewRegistry.ts'
import { formatWalletCount } from '../../utils/formatWalletCount.ts'
import { isUsableConnector } from '../../utils/isUsableConnector.ts'
import { namespaceName } from '../../utils/namespaceName.ts'
import { connectorImageSrc, walletImageSrc } from '../../utils/walletImageSrc.ts'
import { authServes, connectorServes, walletServes } from './chainFamilyFilter.ts'
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
  const config = usePorticoConfig()
  const features = useFeatures()
  const connectors = useStoreState(config.stores.connectors, (state) => state.connectors)
  const recent = useStoreState(config.stores.wallets, (state) => state.recent)
  const featured = useStoreState(config.stores.wallets, (state) => state.featured)
  const recommended = useStoreState(config.stores.wallets, (state) => state.recommended)
  const count = useStoreState(config.stores.wallets, (state) => state.count)
  // Set when SwitchActiveChain sent the visitor here for a family with no wallet yet.
  const family = useStoreState(config.stores.router, (state) => state.data?.namespace)
  const families = new Set(config.options.networks.map((network) => network.chainNamespace))

  useEffect(() => {
    // Loads once per config (a no-op when the start-up prefetch already did). Failures stay in
    // the wallets store (All Wallets shows them); Connect still lists the installed wallets.
    void fetchWalletLists(config)
  }, [config])

  // Spec §9 connector type order: WalletConnect, recent, injected, featured, custom, external,
  // recommended. A recent wallet that is installed opens its connector; each shows once.
  const usable = connectors.filter(isUsableConnector)
  const installed = usable
    .filter((connector) => family === undefined || connectorServes(config, connector, family))
    .sort((a, b) => rank(a) - rank(b))
  // A wallet installed for another family (a recent one, say) is not offered in this one.
  const inFamily = (wallet: Wallet) => {
    if (family === undefined) return true
    const connector = findConnectorForWallet(usable, wallet)
    return connector ? connectorServes(config, connector, family) : walletServes(wallet, family)
  }
  // With several families configured, each installed wallet says which one it connects.
  const tagFor = (connector: Connector, tag: 'Recent' | 'Installed') =>
    families.size > 1 && family === undefined ? `${namespaceName(connector.chain)} · ${tag}` : tag
  const shownWallets = new Set<string>()
  const shownConnectors = new Set<string>()
  const entries: ConnectEntry[] = []
  for (const wallet of recent.slice(0, RECENT_WALLETS_MAX).filter(inFamily)) {
    const connector = findConnectorForWallet(installed, wallet)
    shownWallets.add(wallet.id)
    if (connector) {
      if (shownConnectors.has(connector.id)) continue
      shownConnectors.add(connector.id)
      entries.push({ kind: 'connector', connector, tag: tagFor(connector, 'Recent') })
    } else entries.push({ kind: 'wallet', wallet, tag: 'Recent' })
  }
  for (const connector of installed)
    if (!shownConnectors.has(connector.id)) {
      shownConnectors.add(connector.id)
      entries.push({ kind: 'connector', connector, tag: tagFor(connector, 'Installed') })
    }
  const add = (wallets: readonly Wallet[]) => {
    for (const wallet of wallets.filter(inFamily)) {
      if (shownWallets.has(wallet.id) || findConnectorForWallet(installed, wallet)) continue
      shownWallets.add(wallet.id)
      entries.push({ kind: 'wallet', wallet })
    }
  }
  add(featured)
  add(config.options.customWallets)
  // Wallets an adapter connects through its own SDK rather than an injected provider.
  for (const connector of connectors)
    if (
      connector.type === 'EXTERNAL' &&
      (family === undefined || connectorServes(config, connector, family))
    )
      entries.push({ kind: 'connector', connector })
  add(recommended.slice(0, RECOMMENDED_WALLETS_COUNT))

  const openConnector = (connector: Connector) =>
    navigate(config, 'ConnectingExternal', { connector })
  const openWallet = (wallet: Wallet) => selectWallet(config, wallet)
  const prepareQrCode = () => {
    viewChunk('ConnectingWalletConnect')
      .load()
      .catch(() => undefined)
    prepareWalletConnect(config)
  }
  // spec §9 connector type order: WalletConnect first. On mobile each wallet opens its app.
  const walletConnect = config.options.isMobile()
    ? undefined
    : connectors.find(
        (connector) =>
          connector.type === 'WALLET_CONNECT' &&
          (family === undefined || connectorServes(config, connector, family)),
      )

  const authAdapter = findAuthAdapter(config)
  const withAuth =
    authAdapter !== undefined && (family === undefined || authServes(authAdapter, family))
  const withEmail = features.email && withAuth
  // Telegram's and payment mode's rules are already applied to the features in effect.
  const socialProviders = withAuth ? socialLoginProviders(features.socials) : []
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
              tag={entry.tag}
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
              tag={entry.tag}
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
            onClick={() => navigate(config, 'AllWallets')}
          />
        </li>
      ) : null}
    </ul>
  )
  const sections = connectMethodOrder({ hasUsableWallet: installed.length > 0 }).flatMap(
    (method) => {
      if (method === 'wallet') return [walletList]
      if (method === 'email' && withEmail) return [<EmailField key="email" />]
      if (method === 'social' && socialProviders.length > 0)
        return [<SocialButtons key="social" providers={socialProviders} />]
      return []
    },
  )

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

/** One row of the wallet list: an installed wallet's connector, or a directory wallet. */
type ConnectEntry =
  | { kind: 'connector'; connector: Connector; tag?: string }
  | { kind: 'wallet'; wallet: Wallet; tag?: 'Recent' }

/** EIP-6963 announced wallets name themselves; a bare `window.ethereum` comes after them. */
function rank(connector: Connector): number {
  return connector.type === 'ANNOUNCED' ? 0 : 1
}
