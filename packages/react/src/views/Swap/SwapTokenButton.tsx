import { navigate, type SwapToken } from '@portico/core'
import { ChevronDownIcon } from '../../components/icons.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useI18n } from '../../i18n/useI18n.ts'

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
  const { t } = useI18n()
  const label =
    side === 'from'
      ? token
        ? t('swap.token.from', { symbol: token.symbol })
        : t('swap.token.fromNone')
      : token
        ? t('swap.token.to', { symbol: token.symbol })
        : t('swap.token.toNone')
  return (
    <button
      type="button"
      className="swap-token"
      aria-label={label}
      data-testid={`swap-${side}-token`}
      onClick={() => navigate(config, 'SwapSelectToken', { swapSide: side })}
    >
      {token ? (
        <TokenImage symbol={token.symbol} name={token.name} src={token.logoUri} size={32} />
      ) : null}
      <span>{token ? token.symbol : t('swap.token.select')}</span>
      <ChevronDownIcon />
    </button>
  )
}
