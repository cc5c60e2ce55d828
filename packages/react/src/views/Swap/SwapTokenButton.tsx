import { navigate, type SwapToken } from '@portico/core'
import { ChevronDownIcon } from '../../components/icons.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'

export interface SwapTokenButtonProps {
  side: 'from' | 'to'
  token: SwapToken | undefined
}

/**
 * The token of one side of the Swap form (icon and symbol), or 'Select token'; it opens
 * SwapSelectToken for that side.
 *
 * @example
 * <SwapTokenButton side="from" token={state.fromToken} />
 */
export function SwapTokenButton({ side, token }: SwapTokenButtonProps) {
  const config = usePorticoConfig()
  const role = side === 'from' ? 'Token to pay' : 'Token to receive'
  return (
    <button
      type="button"
      className="swap-token"
      aria-label={token ? `${role}: ${token.symbol}` : `${role}: none selected`}
      data-testid={`swap-${side}-token`}
      onClick={() => navigate(config, 'SwapSelectToken', { swapSide: side })}
    >
      {token ? (
        <TokenImage symbol={token.symbol} name={token.name} src={token.logoUri} size={32} />
      ) : null}
      <span>{token ? token.symbol : 'Select token'}</span>
      <ChevronDownIcon />
    </button>
  )
}
