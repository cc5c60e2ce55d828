import { type PairingState, retryPairing, showSnackbar } from '@portico/core'
import type { ReactNode } from 'react'
import { Button } from '../../components/Button.tsx'
import { CopyIcon } from '../../components/icons.tsx'
import { QrCode } from '../../components/QrCode.tsx'
import { qrCodeStyles } from '../../components/qrCodeStyles.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { pairingStyles } from './pairingStyles.ts'
import { usePairingCountdown } from './usePairingCountdown.ts'

export interface PairingPanelProps {
  /** Who scans: 'MetaMask', or 'your wallet'. */
  walletName: string
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
  const pairing = useStoreState(config.stores.pairing, (state) => state)
  const secondsLeft = usePairingCountdown(config, pairing.expiresAt)
  const uri = pairing.uri

  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      showSnackbar(config, { message: 'Link copied', variant: 'success' })
    } catch {
      showSnackbar(config, { message: 'Could not copy the link', variant: 'error' })
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
            label={`QR code to connect ${walletName}`}
          />
        ) : (
          <div className="qr qr-loading" aria-busy="true">
            <Spinner size={28} label="Generating QR code" />
          </div>
        )
      ) : null}
      {expired ? (
        <>
          <p className="center-title" role="alert">
            QR code expired
          </p>
          <Button variant="primary" onClick={() => retryPairing(config)}>
            Get a new code
          </Button>
        </>
      ) : (
        <>
          {showQrCode ? <p className="muted">Scan this code with {walletName}</p> : null}
          <p className="muted pairing-expiry" role="timer" aria-live="off">
            {secondsLeft === undefined ? '\u00a0' : `Expires in ${formatSeconds(secondsLeft)}`}
          </p>
        </>
      )}
      <Button
        size="small"
        icon={<CopyIcon width={16} height={16} />}
        disabled={!uri || expired || pairing.status === 'loading'}
        onClick={() => void copy()}
      >
        Copy link
      </Button>
    </div>
  )
}

function PairingFailure({ pairing, onRetry }: { pairing: PairingState; onRetry: () => void }) {
  const rejected = pairing.status === 'rejected'
  return (
    <div className="center" data-status={pairing.status}>
      <p className="center-title" role="alert">
        {rejected ? 'Connection rejected' : 'Connection failed'}
      </p>
      <p className="muted">
        {rejected
          ? 'The request was declined in the wallet.'
          : (pairing.error?.message ?? 'The wallet could not be reached.')}
      </p>
      <Button variant="primary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}

function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  return `${minutes}:${String(seconds).padStart(2, '0')}`
}
