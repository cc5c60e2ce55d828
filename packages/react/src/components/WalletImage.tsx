import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/core'
import { useEffect, useState } from 'react'
import { isSafeImageSrc } from '../utils/isSafeImageSrc.ts'
import { WalletIcon } from './icons.tsx'

export interface WalletImageProps {
  /** Directory image URL or the connector's data-URI icon. */
  src?: string | null | undefined
  /** Used for the placeholder's initial. */
  name: string
  size?: number
  round?: boolean
}

type ImageState = 'loading' | 'loaded' | 'failed'

/**
 * A wallet or network icon that never shows a broken image: a placeholder stands in when there
 * is no URL, the image fails, or it takes longer than `IMAGE_PRELOAD_TIMEOUT_MS` (spec §9).
 * The image is decorative (`alt=""`): the wallet's name is always in the text beside it.
 *
 * @example
 * <WalletImage src={connector.info?.icon} name={connector.name} size={40} />
 */
export function WalletImage({ src, name, size = 40, round = false }: WalletImageProps) {
  const usable = isSafeImageSrc(src) ? src : undefined
  const [state, setState] = useState<ImageState>(usable ? 'loading' : 'failed')

  useEffect(() => {
    if (!usable) {
      setState('failed')
      return
    }
    setState('loading')
    const timer = setTimeout(
      () => setState((current) => (current === 'loading' ? 'failed' : current)),
      IMAGE_PRELOAD_TIMEOUT_MS,
    )
    return () => clearTimeout(timer)
  }, [usable])

  const initial = name.trim().charAt(0)
  return (
    <span
      className={round ? 'image image-round' : 'image'}
      data-state={state}
      data-testid="wallet-image"
      style={{ width: size, height: size, fontSize: size }}
    >
      {state !== 'loaded' ? (
        <span className="image-placeholder" aria-hidden="true">
          {initial || <WalletIcon />}
        </span>
      ) : null}
      {usable && state !== 'failed' ? (
        <img
          src={usable}
          alt=""
          width={size}
          height={size}
          decoding="async"
          draggable={false}
          onLoad={() => setState((current) => (current === 'loading' ? 'loaded' : current))}
          onError={() => setState('failed')}
        />
      ) : null}
    </span>
  )
}
