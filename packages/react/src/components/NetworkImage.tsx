import type { Network } from '@portico/core'
import type { CSSProperties } from 'react'
import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { WalletImage } from './WalletImage.tsx'

export interface NetworkImageProps {
  network: Network
  size?: number
}

/**
 * A network's round icon: the `assets.imageUrl` the dApp configured; without one, the image the
 * Portico server (the dApp's `apiUrl`) has for its `assets.imageId`, then (when that is missing
 * or fails) for its CAIP-2 id (`/public/getAssetImage/{id}`); and while it loads, or when it
 * fails, a placeholder drawn here, the network's initial on a hue taken from its CAIP-2 id, so
 * networks without icons still look apart. Nothing is fetched from a host the dApp did not
 * configure: no icon is looked up on some other host.
 *
 * @example
 * <NetworkImage network={network} size={24} />
 */
export function NetworkImage({ network, size = 24 }: NetworkImageProps) {
  const { directory } = usePorticoConfig().api
  const { imageUrl, imageId } = network.assets ?? {}
  const byCaipId = directory.getAssetImageUrl(network.caipNetworkId)
  const style = { '--portico-network-hue': networkHue(network.caipNetworkId) } as CSSProperties
  return (
    <span className="network-image" data-testid="network-image" style={style}>
      <WalletImage
        src={imageUrl || (imageId ? directory.getAssetImageUrl(imageId) : byCaipId)}
        fallbackSrc={imageUrl ? undefined : byCaipId}
        name={network.name}
        size={size}
        round
      />
    </span>
  )
}

/** A stable hue (0–359) per CAIP-2 id (FNV-1a), so the same network always has the same colour. */
function networkHue(caipNetworkId: string): number {
  let hash = 0x811c9dc5
  for (const char of caipNetworkId) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % 360
}
