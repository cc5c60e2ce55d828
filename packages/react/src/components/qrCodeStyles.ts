import { TRANSITION_DURATIONS_MS } from '@portico/core'
import { styleSheet } from '../styles/styleSheet.ts'

const [, medium] = TRANSITION_DURATIONS_MS

/** A QR code on its white card, with the logo in the middle (`QrCode`). */
export const qrCodeStyles = styleSheet(/* css */ `
.qr {
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  max-width: 100%;
  padding: 12px;
  box-sizing: content-box;
  border-radius: 20px;
  /* A code scans best dark on light, whatever the theme. */
  background: #fff;
  color: #111;
  transition: opacity ${medium}ms;
}
.qr svg {
  max-width: 100%;
  height: auto;
}
.qr[data-dimmed] {
  opacity: 0.25;
}
.qr-logo {
  position: absolute;
  display: flex;
  border-radius: 12px;
  overflow: hidden;
  background: #fff;
}
.qr-logo > * {
  width: 100%;
  height: 100%;
}
`)
