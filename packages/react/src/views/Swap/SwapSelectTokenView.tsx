import {
  getSwapTokens,
  goBack,
  type SwapTokenWithBalance,
  setSwapFromToken,
  setSwapToToken,
} from '@portico/core'
import { useMemo, useState } from 'react'
import { Input } from '../../components/Input.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayBalance } from '../../utils/displayBalance.ts'
import { formatUsd } from '../../utils/formatUsd.ts'
import { swapTokenKey } from './swapDisplay.ts'
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
  const [query, setQuery] = useState('')
  const shown = useMemo(() => filterTokens(tokens, query), [tokens, query])

  const pick = (token: SwapTokenWithBalance) => {
    if (side === 'from') setSwapFromToken(config, token)
    else setSwapToToken(config, token)
    goBack(config)
  }

  return (
    <div className="swap-select">
      <Input
        label={side === 'from' ? 'Search the token to pay with' : 'Search the token to receive'}
        placeholder="Search tokens"
        type="search"
        value={query}
        autoFocus
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="muted tab-empty" role="status">
          {tokens.length === 0
            ? `No tokens to swap on ${network?.name ?? 'this network'}`
            : `No token matches “${query.trim()}”`}
        </p>
      ) : (
        <ul className="swap-tokens" aria-label="Tokens">
          {shown.map((token) => {
            const current = picked !== undefined && swapTokenKey(picked) === swapTokenKey(token)
            return (
              <li key={swapTokenKey(token)}>
                <button
                  type="button"
                  className="list-item"
                  aria-current={current ? 'true' : undefined}
                  data-testid="swap-token-option"
                  onClick={() => pick(token)}
                >
                  <TokenImage
                    symbol={token.symbol}
                    name={token.name}
                    src={token.logoUri}
                    size={36}
                  />
                  <span className="list-item-text">
                    <span className="list-item-label">{token.symbol}</span>
                    <span className="list-item-description">{token.name}</span>
                  </span>
                  <span className="swap-token-amounts">
                    {displayBalance(token.balance, undefined) ?? '—'}
                    {token.balanceValue !== undefined ? (
                      <small>{formatUsd(token.balanceValue)}</small>
                    ) : token.price !== undefined ? (
                      <small>{formatUsd(token.price)} each</small>
                    ) : null}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

/** The tokens whose symbol or name contains the query (any case); all of them without one. */
function filterTokens(
  tokens: readonly SwapTokenWithBalance[],
  query: string,
): readonly SwapTokenWithBalance[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return tokens
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) || token.name.toLowerCase().includes(needle),
  )
}
