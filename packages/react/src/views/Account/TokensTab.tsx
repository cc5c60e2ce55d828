import {
  formatQuantity,
  sortTokensByValue,
  type TokenBalance,
  totalTokenValue,
} from '@portico/core'
import { useMemo } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { formatUsd } from '../../utils/formatUsd.ts'

export interface TokensTabProps {
  /** The account's token balances (decimals '0' already dropped by core); undefined while loading. */
  tokens: readonly TokenBalance[] | undefined
}

/**
 * The Tokens tab (spec §2, §5): every token the account holds, highest USD value first, with
 * its icon (a placeholder when there is none or it fails), name, quantity to 3 decimals and USD
 * value, under the total in USD.
 */
export function TokensTab({ tokens }: TokensTabProps) {
  const sorted = useMemo(() => sortTokensByValue(tokens ?? []), [tokens])
  if (sorted.length === 0)
    return (
      <p className="muted tab-empty" data-testid="tokens-empty">
        No tokens yet
      </p>
    )
  return (
    <div className="tokens">
      <p className="tokens-total">
        <span className="muted">Total</span>
        <span data-testid="tokens-total">{formatUsd(totalTokenValue(sorted))}</span>
      </p>
      <ul className="rows" aria-label="Tokens">
        {sorted.map((token) => (
          <li
            key={token.address ?? `${token.chainId}:native`}
            className="row"
            data-testid="token-row"
          >
            <TokenImage symbol={token.symbol} name={token.name} src={token.iconUrl} size={36} />
            <span className="row-main">
              <span className="row-title" title={token.name}>
                {token.name}
              </span>
              <span className="row-sub">
                <Amount
                  value={token.quantity.numeric}
                  shown={formatQuantity(token.quantity.numeric)}
                  symbol={token.symbol}
                />
              </span>
            </span>
            <span className="row-end">{formatUsd(token.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
