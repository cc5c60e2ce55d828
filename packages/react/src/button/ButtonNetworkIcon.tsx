import type { Network } from '@portico/core'
import { useState } from 'react'
import { isSafeImageSrc } from '../utils/isSafeImageSrc.ts'
import { useHydrated } from './useHydrated.ts'

export interface ButtonNetworkIconProps {
  network: Network
  size?: number
}

/**
 * The network's icon in the connect button, with the network's initial as the fallback. Styled
 * inline: the button lives in the host page, where the kit adds no stylesheet.
 */
export function ButtonNetworkIcon({ network, size = 22 }: ButtonNetworkIconProps) {
  const src = network.assets?.imageUrl
  const [failed, setFailed] = useState(false)
  const hydrated = useHydrated()
  const frame = {
    width: size,
    height: size,
    borderRadius: '50%',
    flex: '0 0 auto',
    overflow: 'hidden',
  } as const
  if (isSafeImageSrc(src) && !failed)
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={hydrated ? { ...frame, objectFit: 'cover', display: 'block' } : undefined}
        onError={() => setFailed(true)}
      />
    )
  // A stable hue per network name, so two networks without icons still look different.
  const hue = [...network.name].reduce((sum, char) => sum + char.charCodeAt(0) * 7, 0) % 360
  return (
    <span
      aria-hidden="true"
      style={
        hydrated
          ? {
              ...frame,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: Math.round(size * 0.5),
              fontWeight: 700,
              color: '#fff',
              background: `hsl(${hue} 55% 42%)`,
            }
          : undefined
      }
    >
      {network.name.charAt(0).toUpperCase()}
    </span>
  )
}
