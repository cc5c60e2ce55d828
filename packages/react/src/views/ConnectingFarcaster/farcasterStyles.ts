import { styleSheet } from '../../styles/styleSheet.ts'

/** ConnectingFarcaster: the QR code's panel, its hint and its links. */
export const farcasterStyles = styleSheet(/* css */ `
.farcaster {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  text-align: center;
}
.farcaster .qr-loading {
  background: var(--portico-border);
  color: var(--portico-fg-muted);
}
.farcaster-links {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
}
`)
