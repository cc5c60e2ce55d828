import type { SignInProvider } from '@portico/core'
import { useState } from 'react'
import { EnvelopeIcon, WalletIcon } from '../components/pageIcons.tsx'
import { QrCodeIcon } from '../components/QrCodeIcon.tsx'
import type { WalletButtonInfo } from '../hooks/useWalletButton.ts'
import { loadable, useLoadable } from '../modal/loadable.ts'
import { isSafeImageSrc } from '../utils/isSafeImageSrc.ts'
import { useHydrated } from './useHydrated.ts'

/**
 * The social providers' marks (simple-icons paths, 2.7 KB gz) load only with a social wallet
 * button's first render: a page with wallet buttons for wallets alone never fetches them. The
 * frame holds their place meanwhile, so nothing moves when they arrive.
 */
const socialIcon = loadable(() =>
  import('../components/SocialIcon.tsx').then((module) => module.SocialIcon),
)

export interface WalletButtonImageProps {
  wallet: WalletButtonInfo
  size?: number
}

/**
 * The wallet's image in a wallet button, styled inline (the button lives in the host page):
 * its image URL, else the mark the kit draws (a social provider's, an envelope for e-mail, a QR
 * code for WalletConnect), else a wallet: a letter would pass for the wallet's logo. Decorative:
 * the button is named.
 */
export function WalletButtonImage({ wallet, size = 28 }: WalletButtonImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>()
  const hydrated = useHydrated()
  const frame = {
    display: 'inline-flex',
    flex: '0 0 auto',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    borderRadius: 8,
    overflow: 'hidden',
  } as const
  const src = wallet.image
  if (isSafeImageSrc(src) && src !== failedSrc)
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={hydrated ? { ...frame, objectFit: 'cover', display: 'block' } : undefined}
        onError={() => setFailedSrc(src)}
      />
    )
  if (wallet.provider)
    return (
      <span aria-hidden="true" style={hydrated ? frame : undefined}>
        <SocialMark provider={wallet.provider} size={Math.round(size * 0.8)} />
      </span>
    )
  const glyph =
    wallet.kind === 'email' ? (
      <EnvelopeIcon width={Math.round(size * 0.7)} height={Math.round(size * 0.7)} />
    ) : wallet.kind === 'walletConnect' ? (
      <QrCodeIcon />
    ) : (
      <WalletIcon width={Math.round(size * 0.6)} height={Math.round(size * 0.6)} />
    )
  return (
    <span
      aria-hidden="true"
      style={
        hydrated
          ? {
              ...frame,
              background: 'color-mix(in srgb, currentColor 10%, transparent)',
            }
          : undefined
      }
    >
      {glyph}
    </span>
  )
}

/** The provider's mark once its chunk is in (nothing before: the frame keeps the room). */
function SocialMark({ provider, size }: { provider: SignInProvider; size: number }) {
  // A mark that fails to load leaves the frame empty; the button keeps its name.
  const SocialIcon = useLoadable(socialIcon, { onError: () => undefined })
  return SocialIcon ? <SocialIcon provider={provider} size={size} /> : null
}
