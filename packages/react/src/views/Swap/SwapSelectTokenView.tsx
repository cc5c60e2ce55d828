import { getSwapTokens, goBack, setSwapFromToken, setSwapToToken } from '@portico/core'
import { useMemo } from 'react'
import { BalanceAmount } from '../../components/BalanceAmount.tsx'
import { TokenPicker, type TokenPickerOption } from '../../components/TokenPicker.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayUsd, ltrIsolate, swapTokenKey } from './swapDisplay.ts'
import { swapStyles } from './swapStyles.ts'
import { useResetSwapOnLeave } from './useResetSwapOnLeave.ts'

/**
 * SwapSelectToken: the tokens the network's swaps trade (core's `getSwapTokens`: native first),
 * each with its icon, what the account holds and its USD value, searchable by symbol or name.
 * The route's `swapSide` says which side it picks; picking the other side's token swaps the
 * two. Picking goes back to Swap.
 */
export function SwapSelectTokenView() {
  useStyleSheet(swapStyles)
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  useResetSwapOnLeave()
  const side = useStoreState(config.stores.router, (state) => state.data?.swapSide ?? 'from')
  const listed = useStoreState(config.stores.swap, (state) => state.tokens)
  const picked = useStoreState(config.stores.swap, (state) =>
    side === 'from' ? state.fromToken : state.toToken,
  )
  const account = useStoreState(config.stores.account, (state) => state.namespaces.eip155)
  const network = useStoreState(
    config.stores.network,
    (state) => state.namespaces.eip155?.caipNetwork,
  )
  const tokens = useMemo(
    () => getSwapTokens(config, { tokens: listed, account, network }),
    [config, listed, account, network],
  )
  const options = useMemo(
    () =>
      tokens.map(
        (token): TokenPickerOption => ({
          key: swapTokenKey(token),
          symbol: token.symbol,
          name: token.name,
          iconSrc: token.logoUri,
          amount: <BalanceAmount balance={token.balance} />,
          detail:
            token.balanceValue !== undefined
              ? ltrIsolate(displayUsd(token.balanceValue, locale))
              : token.price !== undefined
                ? t('swap.select.priceEach', { price: ltrIsolate(displayUsd(token.price, locale)) })
                : undefined,
        }),
      ),
    [tokens, t, locale],
  )

  const pick = (key: string) => {
    const token = tokens.find((candidate) => swapTokenKey(candidate) === key)
    if (token && side === 'from') setSwapFromToken(config, token)
    else if (token) setSwapToToken(config, token)
    goBack(config)
  }

  return (
    <div className="swap-select">
      <TokenPicker
        label={side === 'from' ? t('swap.select.searchFrom') : t('swap.select.searchTo')}
        options={options}
        emptyText={
          network
            ? t('swap.select.empty', { network: network.name })
            : t('swap.select.emptyThisNetwork')
        }
        currentKey={picked === undefined ? undefined : swapTokenKey(picked)}
        onPick={pick}
        optionTestId="swap-token-option"
      />
    </div>
  )
}
