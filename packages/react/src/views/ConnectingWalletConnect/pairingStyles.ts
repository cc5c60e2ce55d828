import { styleSheet } from '../../styles/styleSheet.ts'

/** WalletConnect pairing: the QR code's panel, its expiry, the app links. */
export const pairingStyles = styleSheet(/* css */ `
/* WalletConnect: QR code, expiry, app links */
.pairing {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
}
.qr-loading {
  background: var(--portico-border);
  color: var(--portico-fg-muted);
}
.pairing-expiry {
  font-variant-numeric: tabular-nums;
}
.app-links {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
}
`)
