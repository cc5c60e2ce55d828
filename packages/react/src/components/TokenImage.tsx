import { usePorticoConfig } from '../hooks/usePorticoConfig.ts'
import { WalletImage } from './WalletImage.tsx'

export interface TokenImageProps {
  /** The token's symbol: the server's image is looked up by it (`USDC`). */
  symbol: string
  /** The token's name: the placeholder's initial when the symbol is empty. */
  name?: string
  /** The token's own icon (a balance's `iconUrl`, a list's `logoUri`), resolved by the caller. */
  src?: string | null | undefined
  size?: number
}

/**
 * A token's round icon: its own `src`, else (or when that fails) the image the Portico server
 * has for its symbol (`/public/getTokenImage/{symbol}`), else the placeholder, the symbol's
 * initial. The placeholder also shows while an image loads, in the same box: no layout shift.
 *
 * @example
 * <TokenImage symbol={token.symbol} src={token.iconUrl} size={36} />
 */
export function TokenImage({ symbol, name, src, size = 36 }: TokenImageProps) {
  const config = usePorticoConfig()
  return (
    <WalletImage
      src={src}
      fallbackSrc={symbol ? config.api.directory.getTokenImageUrl(symbol) : undefined}
      name={symbol || name || ''}
      size={size}
      round
    />
  )
}
