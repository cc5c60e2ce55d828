import { useLayoutEffect, useRef, useState } from 'react'
import { isSafeImageSrc } from '../utils/isSafeImageSrc.ts'
import { BrowserWalletIcon, PictureIcon, WalletIcon } from './icons.tsx'

/**
 * What stands in for a missing image: the name's initial (a token, a network, an app), or a
 * glyph where a logo belongs and a letter would pass for one (a wallet, a wallet injected into
 * the page that names no brand, an NFT).
 */
export type ImagePlaceholder = 'initial' | 'wallet' | 'browserWallet' | 'picture'

export interface WalletImageProps {
  /** Directory image URL or the connector's data-URI icon. */
  src?: string | null | undefined
  /** Tried when `src` is missing, unsafe or fails, before the placeholder (e.g. a server image). */
  fallbackSrc?: string | null | undefined
  /** Used for the placeholder's initial. */
  name: string
  /** What shows while the image loads and when there is none; the initial by default. */
  placeholder?: ImagePlaceholder
  size?: number
  round?: boolean
}

type ImageState = 'loading' | 'loaded' | 'failed'

/** What became of one src: a new src starts over at 'loading' without an effect to reset it. */
interface Outcome {
  src: string
  state: 'loaded' | 'failed'
  /** Complete before the first paint (the browser had it): shown without the fade. */
  instant?: boolean
}

/**
 * A wallet, network or token icon that never shows a broken image: the placeholder (the name's
 * initial, or a glyph: `placeholder`) stands in when there is no URL, until the image has
 * loaded however long that takes, and for good only if the image (then `fallbackSrc`, when
 * given) fails. An image the browser already has (from its cache) is shown in the first frame,
 * with no placeholder before it. The image is decorative (`alt=""`): the wallet's name is always
 * in the text beside it.
 *
 * Spec §9's 2 s image preload timeout (`IMAGE_PRELOAD_TIMEOUT_MS`) no longer gives up on the
 * image: the placeholder already shows from the start, and a slow image still replaces it when
 * it arrives (giving up at 2 s left the first row of All Wallets on placeholders for good).
 *
 * @example
 * <WalletImage src={connector.info?.icon} name={connector.name} size={40} />
 */
export function WalletImage({
  src,
  fallbackSrc,
  name,
  size = 40,
  round = false,
  placeholder = 'initial',
}: WalletImageProps) {
  const fallback = isSafeImageSrc(fallbackSrc) && fallbackSrc !== src ? fallbackSrc : undefined
  // The src that failed, kept apart from `outcome` so that the fallback loading does not retry it.
  const [failedSrc, setFailedSrc] = useState<string>()
  const usable = isSafeImageSrc(src) && src !== failedSrc ? src : fallback
  const [outcome, setOutcome] = useState<Outcome>()
  const current = usable !== undefined && outcome?.src === usable ? outcome : undefined
  const state: ImageState = usable === undefined ? 'failed' : (current?.state ?? 'loading')
  const image = useRef<HTMLImageElement>(null)

  // Before the first paint: an image already decoded from the cache is complete now, and its
  // load event would only come a task later (a frame of placeholder, then the image).
  useLayoutEffect(() => {
    const element = image.current
    if (usable !== undefined && element?.complete && element.naturalWidth > 0)
      setOutcome((previous) =>
        previous?.src === usable ? previous : { src: usable, state: 'loaded', instant: true },
      )
  }, [usable])

  const settle = (settled: string, next: Outcome['state']) =>
    setOutcome((previous) =>
      previous?.src === settled && previous.state === next
        ? previous
        : { src: settled, state: next },
    )

  return (
    <span
      className={round ? 'image image-round' : 'image'}
      data-state={state}
      data-testid="wallet-image"
      style={{ width: size, height: size, fontSize: size }}
    >
      {state !== 'loaded' ? (
        <span className="image-placeholder" data-placeholder={placeholder} aria-hidden="true">
          <PlaceholderContent placeholder={placeholder} name={name} />
        </span>
      ) : null}
      {usable !== undefined && state !== 'failed' ? (
        <img
          // A new element per src: an old image's late events cannot settle the new one.
          key={usable}
          ref={image}
          src={usable}
          alt=""
          width={size}
          height={size}
          decoding="async"
          draggable={false}
          style={current?.instant ? { transition: 'none' } : undefined}
          onLoad={() => settle(usable, 'loaded')}
          onError={() => {
            if (usable === src && fallback) setFailedSrc(usable)
            else settle(usable, 'failed')
          }}
        />
      ) : null}
    </span>
  )
}

function PlaceholderContent({
  placeholder,
  name,
}: {
  placeholder: ImagePlaceholder
  name: string
}) {
  if (placeholder === 'browserWallet') return <BrowserWalletIcon />
  if (placeholder === 'picture') return <PictureIcon />
  const initial = placeholder === 'initial' ? name.trim().charAt(0) : ''
  return initial || <WalletIcon />
}
