import { connectFarcaster, showSnackbar } from '@portico/core'
import { useEffect, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { CopyIcon, ExternalLinkIcon } from '../../components/icons.tsx'
import { QrCode } from '../../components/QrCode.tsx'
import { qrCodeStyles } from '../../components/qrCodeStyles.ts'
import { SocialIcon } from '../../components/SocialIcon.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { farcasterStyles } from './farcasterStyles.ts'

const FARCASTER = 'Farcaster'

/**
 * A Farcaster sign-in (spec §2 ConnectingFarcaster, §4): while the embedded wallet gives the
 * address, a placeholder; then the address as a QR code with Farcaster's mark (on a phone, no
 * code: the link is the way), "Open link" and "Copy link", and the wait for the visitor's
 * approval in their Farcaster client; "Signing you in…" once approved. An expired address is
 * shown dimmed with "Get a new code"; a failure ('Failed to connect to farcaster') with "Try
 * again". Opened without a sign-in under way (`openModal({ view: 'ConnectingFarcaster' })`), it
 * starts one. Back or close gives it up: core clears the address and reloads the wallet.
 */
export function ConnectingFarcasterView() {
  useStyleSheet(qrCodeStyles, farcasterStyles)
  const config = usePorticoConfig()
  const { t } = useI18n()
  const farcaster = useStoreState(config.stores.auth, (state) => state.farcaster)
  const url = useStoreState(config.stores.account, (state) => {
    const namespace = config.stores.connection.getState().activeNamespace
    return state.namespaces[namespace]?.farcasterUrl
  })
  // A start that failed before core had a state (no embedded wallet): shown as an error.
  const [startError, setStartError] = useState<unknown>()
  const mobile = config.options.isMobile()

  const start = () => {
    setStartError(undefined)
    connectFarcaster(config).catch((error: unknown) => {
      // Core's state shows its own failures; only one it could not record is kept here.
      if (!config.stores.auth.getState().farcaster) setStartError(error)
    })
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the view opens
  useEffect(() => {
    if (!config.stores.auth.getState().farcaster) start()
  }, [])

  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      showSnackbar(config, { message: t('connect.pairing.copied'), variant: 'success' })
    } catch {
      showSnackbar(config, { message: t('connect.pairing.copyFailed'), variant: 'error' })
    }
  }

  const status = startError ? 'error' : (farcaster?.status ?? 'loading')
  if (status === 'error')
    return (
      <div className="center" data-testid="connecting-farcaster" data-state="error">
        <span className="connecting-image" data-state="error">
          <SocialIcon provider="farcaster" size={56} />
        </span>
        <p className="center-title" role="alert">
          {translateError(t, startError ?? farcaster?.error)}
        </p>
        <Button variant="primary" onClick={start}>
          {t('connect.tryAgain')}
        </Button>
      </div>
    )

  if (status === 'connecting')
    return (
      <div className="center" data-testid="connecting-farcaster" data-state="connecting">
        <span className="connecting-image" data-state="pending">
          <SocialIcon provider="farcaster" size={56} />
        </span>
        <p className="center-title">{t('connect.social.logInWith', { provider: FARCASTER })}</p>
        <p className="muted" role="status">
          {t('connect.social.signingIn')}
        </p>
      </div>
    )

  const expired = status === 'expired'
  const shown = status !== 'loading' && url
  return (
    <div className="farcaster" data-testid="connecting-farcaster" data-state={status}>
      {mobile ? null : shown ? (
        <QrCode
          value={url}
          size={248}
          dimmed={expired}
          logo={<SocialIcon provider="farcaster" size={48} />}
          label={t('connect.pairing.qrLabel', { wallet: FARCASTER })}
        />
      ) : (
        <div className="qr qr-loading" aria-busy="true" style={{ width: 248, height: 248 }}>
          <Spinner size={28} label={t('connect.pairing.generating')} />
        </div>
      )}
      {expired ? (
        <>
          <p className="center-title" role="alert">
            {translateError(t, farcaster?.error)}
          </p>
          <Button variant="primary" onClick={start}>
            {t('connect.pairing.newCode')}
          </Button>
        </>
      ) : (
        <>
          <p className="center-title">{t('connect.social.logInWith', { provider: FARCASTER })}</p>
          <p className="muted" role="status">
            {mobile ? t('connect.farcaster.openHint') : t('connect.farcaster.scanHint')}
          </p>
          <div className="farcaster-links">
            {shown ? (
              <a
                className={mobile ? 'btn btn-primary' : 'btn btn-small'}
                href={url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalLinkIcon width={16} height={16} />
                {t('connect.farcaster.open')}
              </a>
            ) : null}
            <Button
              size="small"
              icon={<CopyIcon width={16} height={16} />}
              disabled={!shown}
              onClick={() => void copy()}
            >
              {t('connect.pairing.copy')}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
