import {
  formatQuantity,
  sortTokensByValue,
  type TokenBalance,
  totalTokenValue,
} from '@portico/core'
import { useMemo } from 'react'
import { Amount } from '../../components/Amount.tsx'
import { TokenImage } from '../../components/TokenImage.tsx'
import { useI18n } from '../../i18n/useI18n.ts'
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
  const { t, locale } = useI18n()
  const sorted = useMemo(() => sortTokensByValue(tokens ?? []), [tokens])
  if (sorted.length === 0)
    return (
      <p className="muted tab-empty" data-testid="tokens-empty">
        {t('account.tokens.empty')}
      </p>
    )
  return (
    <div className="tokens">
      <p className="tokens-total">
        <span className="muted">{t('account.tokens.total')}</span>
        {/* Dollars left to right: Arabic's '‏2,012.50 US$' would read '$US 2,012.50'. */}
        <span dir="ltr" data-testid="tokens-total">
          {formatUsd(totalTokenValue(sorted), locale)}
        </span>
      </p>
      <ul className="rows" aria-label={t('account.tabs.tokens')}>
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
            <span className="row-end">
              <span dir="ltr">{formatUsd(token.value, locale)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
