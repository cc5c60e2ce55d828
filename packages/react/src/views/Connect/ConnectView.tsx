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
import { useEffect, useMemo, useRef, useState } from 'react'
import { AllWalletsIcon } from '../../components/AllWalletsIcon.tsx'
import { Button } from '../../components/Button.tsx'
import { WalletIcon } from '../../components/icons.tsx'
import { ListItem } from '../../components/ListItem.tsx'
import { QrCodeIcon } from '../../components/QrCodeIcon.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { useFeatures } from '../../hooks/useFeatures.ts'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import type { MessageId } from '../../i18n/messageId.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { preloadView } from '../../modal/viewRegistry.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { formatWalletCount } from '../../utils/formatWalletCount.ts'
import { namespaceName } from '../../utils/namespaceName.ts'
import {
  connectorImageSrc,
  connectorPlaceholder,
  walletImageSrc,
} from '../../utils/walletImageSrc.ts'
import { connectStyles } from './connectStyles.ts'
import { EmailField } from './EmailField.tsx'
import { LegalCheckbox } from './LegalCheckbox.tsx'
import { LegalNotice } from './LegalNotice.tsx'
import { legalLinks } from './legalLinks.ts'
import { SocialButtons } from './SocialButtons.tsx'

/** The tags core gives the list's entries, as the visitor reads them. */
const TAGS = {
  Recent: 'connect.tag.recent',
  Installed: 'connect.tag.installed',
} as const satisfies Record<NonNullable<ConnectListEntry['tag']>, MessageId>

/**
 * The first view: the wallet list and, with an embedded wallet configured, the e-mail sign-in
 * (email feature) and the social sign-in buttons (socials feature). E-mail, then social, then
 * wallets; wallets first when an installed wallet is usable (spec §2).
 * The list (spec §9 order): WalletConnect, the recent wallets, the installed ones, featured
 * directory wallets, the dApp's custom wallets, external (SDK) connectors, the recommended ones,
 * then All Wallets.
 * Opened for one chain family (route data `namespace`), it lists only that family's wallets.
 *
 * Two features, off by default (spec §9):
 * - `legalCheckbox` (with a terms or privacy URL): "I agree to the Terms of Service and Privacy
 *   Policy" comes first, in place of the legal line at the end, and every way to connect
 *   (wallets, e-mail, socials) is disabled until it is ticked: a disabled fieldset, so the
 *   controls are dimmed, announced as unavailable and out of the tab order.
 * - `collapseWallets` (with e-mail or social sign-in): those come first and a single "Continue
 *   with a wallet" button stands in for the wallet list until it is pressed.
 */
export function ConnectView() {
  useStyleSheet(connectStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  const features = useFeatures()
  const connectors = useStoreState(config.stores.connectors, (state) => state.connectors)
  const recent = useStoreState(config.stores.wallets, (state) => state.recent)
  const featured = useStoreState(config.stores.wallets, (state) => state.featured)
  const recommended = useStoreState(config.stores.wallets, (state) => state.recommended)
  const count = useStoreState(config.stores.wallets, (state) => state.count)
  // Set when SwitchActiveChain sent the visitor here for a family with no wallet yet.
  const family = useStoreState(config.stores.router, (state) => state.data?.namespace)
  const legalAccepted = useStoreState(config.stores.modal, (state) => state.legalAccepted === true)
  const [walletsRevealed, setWalletsRevealed] = useState(false)
  const walletListRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    // "Continue with a wallet" is gone: focus moves to the first wallet it revealed.
    if (walletsRevealed) walletListRef.current?.querySelector('button')?.focus()
  }, [walletsRevealed])

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
  const tagOf = (entry: ConnectListEntry) => {
    if (!entry.tag) return undefined
    const tag = t(TAGS[entry.tag])
    return entry.kind === 'connector' && tagsFamily
      ? `${namespaceName(entry.connector.chain)} · ${tag}`
      : tag
  }

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
  const links = legalLinks({
    termsUrl: config.options.termsConditionsUrl,
    privacyUrl: config.options.privacyPolicyUrl,
  })
  // Nothing to agree to without a link: no checkbox then (and the legal line has none either).
  const withLegalCheckbox = features.legalCheckbox && links.length > 0
  // Collapsing needs something to show first.
  const collapsed =
    features.collapseWallets && !walletsRevealed && (withEmail || socialProviders.length > 0)
  const walletList = collapsed ? (
    <Button
      key="wallet"
      block
      icon={<WalletIcon width={20} height={20} />}
      onClick={() => setWalletsRevealed(true)}
    >
      {t('connect.continueWithWallet')}
    </Button>
  ) : (
    <ul className="list" aria-label={t('connect.wallets')} key="wallet" ref={walletListRef}>
      {walletConnect ? (
        <li>
          <ListItem
            image={<QrCodeIcon />}
            label={walletConnect.name}
            tag={t('connect.tag.qrCode')}
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
                  placeholder={connectorPlaceholder(entry.connector)}
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
                <WalletImage
                  src={walletImageSrc(config, entry.wallet)}
                  name={entry.wallet.name}
                  placeholder="wallet"
                />
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
            label={t('connect.allWallets')}
            tag={count > 0 ? formatWalletCount(count, locale) : undefined}
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
  const order = connectMethodOrder({
    hasUsableWallet,
    collapseWallets: features.collapseWallets,
  })
  const sections = order.flatMap((method) => {
    if (method === 'wallet') return [walletList]
    if (method === 'email' && withEmail) return [<EmailField key="email" />]
    if (method === 'social' && socialProviders.length > 0)
      return [<SocialButtons key="social" providers={socialProviders} />]
    return []
  })

  const methods = sections.map((section, index) =>
    index === 0 ? (
      section
    ) : (
      <div className="connect-section" key={section.key}>
        <p className="divider" aria-hidden="true">
          {t('connect.or')}
        </p>
        {section}
      </div>
    ),
  )

  return (
    <>
      {withLegalCheckbox ? (
        <>
          <LegalCheckbox links={links} />
          <fieldset
            className="connect-methods"
            disabled={!legalAccepted}
            aria-disabled={legalAccepted ? undefined : true}
            data-testid="connect-methods"
          >
            {methods}
          </fieldset>
        </>
      ) : (
        methods
      )}
      <p className="help">
        <strong>{t('connect.help.title')}</strong> {t('connect.help.body')}
      </p>
      {withLegalCheckbox ? null : <LegalNotice links={links} />}
    </>
  )
}
