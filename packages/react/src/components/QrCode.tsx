import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { encode } from 'uqr'
import { useStyleSheet } from '../styles/useStyleSheet.ts'
import { qrCodeStyles } from './qrCodeStyles.ts'

export interface QrCodeProps {
  /** What the code holds (a `wc:` pairing URI, an address to receive at). */
  value: string
  /** Rendered size in CSS pixels. */
  size?: number
  /** Shown in the middle, over modules the error correction can spare. */
  logo?: ReactNode
  /** Faded, for a code that can no longer be used. */
  dimmed?: boolean
  label: string
}

/** The share of the width the logo may cover: at 'Q' correction a fifth is safe to lose. */
const LOGO_SHARE = 0.2

/**
 * A QR code drawn as one SVG path (crisp at any size, no canvas, no images). The value is also
 * on `data-value`, so that a test can read what a phone would scan.
 *
 * @example
 * <QrCode value={uri} label="QR code to connect a wallet" />
 */
export function QrCode({ value, size = 280, logo, dimmed = false, label }: QrCodeProps) {
  useStyleSheet(qrCodeStyles)
  const { path, modules } = useMemo(() => toPath(value), [value])
  const logoSize = Math.round(size * LOGO_SHARE)
  return (
    <div className="qr" data-dimmed={dimmed || undefined} style={{ width: size, height: size }}>
      <svg
        role="img"
        aria-label={label}
        data-value={value}
        viewBox={`0 0 ${modules} ${modules}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
      >
        <path d={path} fill="currentColor" />
      </svg>
      {logo ? (
        <span className="qr-logo" style={{ width: logoSize, height: logoSize }}>
          {logo}
        </span>
      ) : null}
    </div>
  )
}

function toPath(value: string): { path: string; modules: number } {
  const { data, size } = encode(value, { ecc: 'Q', border: 1 })
  const middle = size / 2
  const clear = (size * LOGO_SHARE) / 2 + 0.5
  let path = ''
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? []
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue
      // Modules under the logo are left out: error correction restores them.
      if (Math.abs(x + 0.5 - middle) < clear && Math.abs(y + 0.5 - middle) < clear) continue
      path += `M${x} ${y}h1v1h-1z`
    }
  }
  return { path, modules: size }
}
