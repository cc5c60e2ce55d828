import { getSendTokens, goBack, setSendToken, type TokenBalance } from '@portico/core'
import { useMemo, useState } from 'react'
import { Input } from '../../components/Input.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { useStyleSheet } from '../../styles/useStyleSheet.ts'
import { displayBalance } from '../../utils/displayBalance.ts'
import { formatUsd } from '../../utils/formatUsd.ts'
import { tokenKey } from './sendDisplay.ts'
import { sendStyles } from './sendStyles.ts'
import { useResetSendOnLeave } from './useResetSendOnLeave.ts'

/**
 * SendSelectToken: the tokens the account holds on the active network (core's `getSendTokens`:
 * the native currency first, then by value), each with its balance (2 decimals) and USD value,
 * searchable by symbol or name. Picking one sets it on the form and goes back to Send.
 */
export function SendSelectTokenView() {
  useStyleSheet(sendStyles)
  const config = usePorticoConfig()
  useResetSendOnLeave()
  const namespace = useStoreState(config.stores.connection, (state) => state.activeNamespace)
  const account = useStoreState(config.stores.account, (state) => state.namespaces[namespace])
  const network = useStoreState(
    config.stores.network,
    (state) => state.namespaces[namespace]?.caipNetwork,
  )
  const picked = useStoreState(config.stores.send, (state) => state.token)
  const tokens = useMemo(
    () => getSendTokens(config, { account, network }),
    [config, account, network],
  )
  const [query, setQuery] = useState('')
  const shown = useMemo(() => filterTokens(tokens, query), [tokens, query])

  const pick = (token: TokenBalance) => {
    setSendToken(config, token)
    goBack(config)
  }

  return (
    <div className="send-select">
      <Input
        label="Search tokens"
        placeholder="Search tokens"
        type="search"
        value={query}
        autoFocus
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="muted tab-empty" role="status">
          {tokens.length === 0
            ? `No tokens to send on ${network?.name ?? 'this network'}`
            : `No token matches “${query.trim()}”`}
        </p>
      ) : (
        <ul className="send-tokens" aria-label="Tokens">
          {shown.map((token) => {
            const current = picked !== undefined && tokenKey(picked) === tokenKey(token)
            return (
              <li key={tokenKey(token)}>
                <button
                  type="button"
                  className="list-item"
                  aria-current={current ? 'true' : undefined}
                  data-testid="send-token-option"
                  onClick={() => pick(token)}
                >
                  <TokenImage
                    symbol={token.symbol}
                    name={token.name}
                    src={token.iconUrl}
                    size={36}
                  />
                  <span className="list-item-text">
                    <span className="list-item-label">{token.symbol}</span>
                    <span className="list-item-description">{token.name}</span>
                  </span>
                  <span className="send-token-amounts">
                    {displayBalance(token.quantity.numeric, undefined) ?? '—'}
                    {token.price > 0 ? <small>{formatUsd(token.value)}</small> : null}
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
function filterTokens(tokens: readonly TokenBalance[], query: string): readonly TokenBalance[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return tokens
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) || token.name.toLowerCase().includes(needle),
  )
}
