import { openWalletApp, type Wallet, walletAppHref } from '@portico/core'
import { useEffect, useRef } from 'react'
import { ExternalLinkIcon } from '../../components/icons.tsx'
import { WalletImage } from '../../components/WalletImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { walletImageSrc } from '../../utils/walletImageSrc.ts'
import { PairingPanel } from './PairingPanel.tsx'
import { pairingStyles } from './pairingStyles.ts'
import { useWalletConnectConnect } from './useWalletConnectConnect.ts'

/**
 * Connects through WalletConnect (spec §2). On desktop: the QR code with the wallet's icon, a
 * copy-link button and the live expiry, plus the wallet's desktop or web app when it has one.
 * On mobile, for a directory wallet: its app opens with the pairing URI as soon as there is
 * one (and again with "Open"), and the choice is remembered (spec §3).
 */
export function ConnectingWalletConnectView() {
  useStyleSheet(pairingStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const wallet = useStoreState(config.stores.router, (state) => state.data?.wallet)
  const uri = useStoreState(config.stores.pairing, (state) => state.uri)
  const status = useStoreState(config.stores.pairing, (state) => state.status)
  useWalletConnectConnect(config)

  const mobile = config.options.isMobile()
  const mobileHref = wallet && uri ? walletAppHref(config, { wallet, kind: 'mobile' }) : undefined
  const openedFor = useRef<string | undefined>(undefined)
  useEffect(() => {
    // Once per URI: the visitor chose this wallet, so its app opens without another tap.
    if (!mobile || !wallet || !mobileHref || status !== 'ready' || openedFor.current === uri) return
    openedFor.current = uri
    openWalletApp(config, { wallet, kind: 'mobile' })
  }, [config, mobile, wallet, mobileHref, status, uri])

  const name = wallet?.name
  const logo = wallet ? (
    <WalletImage src={walletImageSrc(config, wallet)} name={wallet.name} placeholder="wallet" />
  ) : undefined

  if (mobile && wallet?.mobile_link)
    return (
      <div className="center">
        <span
          className="connecting-image"
          data-state={status === 'rejected' || status === 'error' ? 'error' : 'pending'}
        >
          <WalletImage
            src={walletImageSrc(config, wallet)}
            name={wallet.name}
            size={80}
            placeholder="wallet"
          />
        </span>
        {status === 'rejected' || status === 'error' ? null : (
          <>
            <p className="center-title">{t('connect.continueIn', { wallet: wallet.name })}</p>
            <p className="muted">{t('connect.walletConnect.acceptInApp')}</p>
            <OpenAppLink
              wallet={wallet}
              kind="mobile"
              href={mobileHref}
              label={t('connect.walletConnect.open', { wallet: wallet.name })}
              primary
            />
          </>
        )}
        <PairingPanel walletName={name} showQrCode={false} />
      </div>
    )

  return (
    <div className="center">
      <PairingPanel walletName={name} logo={logo} showQrCode />
      {wallet ? <AppLinks wallet={wallet} /> : null}
    </div>
  )
}

/** The wallet's desktop app and web app, when the directory lists them. */
function AppLinks({ wallet }: { wallet: Wallet }) {
  const config = usePorticoConfig()
  const { t } = useI18n()
  useStoreState(config.stores.pairing, (state) => state.uri)
  const desktop = walletAppHref(config, { wallet, kind: 'desktop' })
  const web = walletAppHref(config, { wallet, kind: 'web' })
  if (!desktop && !web) return null
  return (
    <div className="app-links">
      {desktop ? (
        <OpenAppLink
          wallet={wallet}
          kind="desktop"
          href={desktop}
          label={t('connect.walletConnect.openDesktop')}
        />
      ) : null}
      {web ? (
        <OpenAppLink
          wallet={wallet}
          kind="web"
          href={web}
          label={t('connect.walletConnect.openWeb')}
        />
      ) : null}
    </div>
  )
}

/**
 * A real link (so it can be long-pressed, copied, or opened by assistive tech) that also
 * remembers the choice when followed.
 */
function OpenAppLink({
  wallet,
  kind,
  href,
  label,
  primary = false,
}: {
  wallet: Wallet
  kind: 'mobile' | 'desktop' | 'web'
  href: string | undefined
  label: string
  primary?: boolean
}) {
  const config = usePorticoConfig()
  if (!href) return null
  return (
    <a
      className={`btn ${primary ? 'btn-primary' : 'btn-small'}`}
      href={href}
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault()
        openWalletApp(config, { wallet, kind })
      }}
    >
      <ExternalLinkIcon width={16} height={16} />
      {label}
    </a>
  )
}
