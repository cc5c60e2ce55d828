import type { Network } from '@portico/core'
import { WalletImage } from './WalletImage.tsx'

export interface NetworkImageProps {
  network: Network
  size?: number
}

/**
 * A network's round icon (its `assets.imageUrl`), with the initial as the placeholder.
 *
 * @example
 * <NetworkImage network={network} size={24} />
 */
export function NetworkImage({ network, size = 24 }: NetworkImageProps) {
  return <WalletImage src={network.assets?.imageUrl} name={network.name} size={size} round />
}
