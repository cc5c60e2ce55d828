import { type ReactNode, useMemo, useState } from 'react'
import { useI18n } from '../i18n/useI18n.ts'
import { useStyleSheet } from '../styles/useStyleSheet.ts'
import { Input } from './Input.tsx'
import { TokenImage } from './TokenImage.tsx'
import { tokenPickerStyles } from './tokenPickerStyles.ts'

/** One row of a token picker, as the view that lists it says it. */
export interface TokenPickerOption {
  /** Unique in the list; what `onPick` and `currentKey` name. */
  key: string
  symbol: string
  name: string
  /** The token's own icon, resolved by the caller (else the server's image by symbol). */
  iconSrc?: string | null | undefined
  /** What the account holds, as shown ('—' when unknown; `BalanceAmount` keeps the exact one). */
  amount: ReactNode
  /** A smaller line under the amount: its USD value, or the price of one. */
  detail?: ReactNode
}

export interface TokenPickerProps {
  /** The search field's label. */
  label: string
  options: readonly TokenPickerOption[]
  /** Said when there is no token at all. */
  emptyText: string
  /** The option already picked (marked `aria-current`). */
  currentKey?: string | undefined
  onPick(key: string): void
  /** `data-testid` of each option's button. */
  optionTestId: string
}

/**
 * A searchable list of tokens (Send's and Swap's pickers): each with its icon, symbol, name, what
 * the account holds and a smaller detail line; the search matches symbol or name in any case.
 *
 * @example
 * <TokenPicker label="Search tokens" options={options} emptyText="No tokens" onPick={pick} optionTestId="send-token-option" />
 */
export function TokenPicker({
  label,
  options,
  emptyText,
  currentKey,
  onPick,
  optionTestId,
}: TokenPickerProps) {
  useStyleSheet(tokenPickerStyles)
  const { t } = useI18n()
  const [query, setQuery] = useState('')
  const shown = useMemo(() => filterOptions(options, query), [options, query])
  return (
    <>
      <Input
        label={label}
        placeholder={t('send.picker.search')}
        type="search"
        value={query}
        autoFocus
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="muted tab-empty" role="status">
          {options.length === 0 ? emptyText : t('send.picker.noMatch', { query: query.trim() })}
        </p>
      ) : (
        <ul className="token-picker-list" aria-label={t('send.picker.tokens')}>
          {shown.map((option) => (
            <li key={option.key}>
              <button
                type="button"
                className="list-item"
                aria-current={option.key === currentKey ? 'true' : undefined}
                data-testid={optionTestId}
                onClick={() => onPick(option.key)}
              >
                <TokenImage
                  symbol={option.symbol}
                  name={option.name}
                  src={option.iconSrc}
                  size={36}
                />
                <span className="list-item-text">
                  <span className="list-item-label">{option.symbol}</span>
                  <span className="list-item-description">{option.name}</span>
                </span>
                <span className="token-picker-amounts">
                  {option.amount}
                  {option.detail !== undefined ? <small>{option.detail}</small> : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** The options whose symbol or name contains the query (any case); all of them without one. */
function filterOptions(
  options: readonly TokenPickerOption[],
  query: string,
): readonly TokenPickerOption[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return options
  return options.filter(
    (option) =>
      option.symbol.toLowerCase().includes(needle) || option.name.toLowerCase().includes(needle),
  )
}
