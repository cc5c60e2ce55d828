import { type PairingState, retryPairing, showSnackbar } from '@portico/core'
import type { ReactNode } from 'react'
import { Button } from '../../components/Button.tsx'
import { CopyIcon } from '../../components/icons.tsx'
import { QrCode } from '../../components/QrCode.tsx'
import { qrCodeStyles } from '../../components/qrCodeStyles.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { pairingStyles } from './pairingStyles.ts'
import { usePairingCountdown } from './usePairingCountdown.ts'

export interface PairingPanelProps {
  /** Who scans: 'MetaMask'; undefined for any wallet ('your wallet'). */
  walletName: string | undefined
  /** The wallet's image, drawn in the middle of the code. */
  logo?: ReactNode
  /** Show the QR code (desktop); on mobile only the states and the copy button. */
  showQrCode: boolean
}

/**
 * The pairing URI in each of its states (spec §2, §4): loading, ready (QR code, live expiry,
 * copy link), expired with retry, rejected with retry, and a relay that cannot be reached.
 */
export function PairingPanel({ walletName, logo, showQrCode }: PairingPanelProps) {
  useStyleSheet(qrCodeStyles, pairingStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  const pairing = useStoreState(config.stores.pairing, (state) => state)
  const secondsLeft = usePairingCountdown(config, pairing.expiresAt)
  const uri = pairing.uri

  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      showSnackbar(config, { message: t('connect.pairing.copied'), variant: 'success' })
    } catch {
      showSnackbar(config, { message: t('connect.pairing.copyFailed'), variant: 'error' })
    }
  }

  if (pairing.status === 'rejected' || pairing.status === 'error')
    return <PairingFailure pairing={pairing} onRetry={() => retryPairing(config)} />

  const expired = pairing.status === 'expired'
  return (
    <div className="pairing" data-status={pairing.status}>
      {showQrCode ? (
        uri && pairing.status !== 'loading' ? (
          <QrCode
            value={uri}
            logo={logo}
            dimmed={expired}
            label={
              walletName === undefined
                ? t('connect.pairing.qrLabelAny')
                : t('connect.pairing.qrLabel', { wallet: walletName })
            }
          />
        ) : (
          <div className="qr qr-loading" aria-busy="true">
            <Spinner size={28} label={t('connect.pairing.generating')} />
          </div>
        )
      ) : null}
      {expired ? (
        <>
          <p className="center-title" role="alert">
            {t('connect.pairing.expired')}
          </p>
          <Button variant="primary" onClick={() => retryPairing(config)}>
            {t('connect.pairing.newCode')}
          </Button>
        </>
      ) : (
        <>
          {showQrCode ? (
            <p className="muted">
              {walletName === undefined
                ? t('connect.pairing.scanAny')
                : t('connect.pairing.scan', { wallet: walletName })}
            </p>
          ) : null}
          <p className="muted pairing-expiry" role="timer" aria-live="off">
            {secondsLeft === undefined
              ? '\u00a0'
              : t('connect.pairing.expiresIn', { time: formatSeconds(secondsLeft, locale) })}
          </p>
        </>
      )}
      <Button
        size="small"
        icon={<CopyIcon width={16} height={16} />}
        disabled={!uri || expired || pairing.status === 'loading'}
        onClick={() => void copy()}
      >
        {t('connect.pairing.copy')}
      </Button>
    </div>
  )
}

function PairingFailure({ pairing, onRetry }: { pairing: PairingState; onRetry: () => void }) {
  const { t } = useI18n()
  const rejected = pairing.status === 'rejected'
  return (
    <div className="center" data-status={pairing.status}>
      <p className="center-title" role="alert">
        {rejected ? t('connect.rejected.title') : t('connect.failed.title')}
      </p>
      <p className="muted">
        {rejected
          ? t('connect.rejected.body')
          : pairing.error
            ? translateError(t, pairing.error)
            : t('connect.pairing.unreachable')}
      </p>
      <Button variant="primary" onClick={onRetry}>
        {t('connect.tryAgain')}
      </Button>
    </div>
  )
}

/** '4:05', in the locale's digits. */
function formatSeconds(total: number, locale: string): string {
  const minutes = new Intl.NumberFormat(locale).format(Math.floor(total / 60))
  const seconds = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(total % 60)
  return `${minutes}:${seconds}`
}
