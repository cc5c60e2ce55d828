import { setSwapSlippage } from '@portico/core'
import { useId, useState } from 'react'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'
import { useStoreState } from '../../hooks/useStoreState.ts'
import { translateError } from '../../i18n/translateError.ts'
import { useI18n } from '../../i18n/useI18n.ts'
import { typedDecimal } from '../../utils/typedDecimal.ts'
import { displayPercent } from './swapDisplay.ts'

/** The usual choices, in percent; any other from 0.05 to 50 can be typed. */
const PRESETS = ['0.5', '1', '3'] as const

export interface SwapSlippageProps {
  id: string
}

/**
 * The slippage setting, opened from the quote's details: the usual choices and a field for
 * another value (0.05–50%, core's `setSwapSlippage`; its refusal is shown under the field and
 * the setting stays).
 *
 * @example
 * {open ? <SwapSlippage id={panelId} /> : null}
 */
export function SwapSlippage({ id }: SwapSlippageProps) {
  const config = usePorticoConfig()
  const { t, locale } = useI18n()
  const slippage = useStoreState(config.stores.swap, (state) => state.slippage)
  const [custom, setCustom] = useState('')
  const [error, setError] = useState<string>()
  const customId = useId()

  const apply = (value: string) => {
    try {
      setSwapSlippage(config, value)
      setError(undefined)
    } catch (caught) {
      setError(translateError(t, caught))
    }
  }

  return (
    <div className="swap-slippage" id={id}>
      <fieldset className="swap-slippage-options">
        <legend className="sr-only">{t('swap.slippage.legend')}</legend>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="swap-slippage-option"
            aria-pressed={slippage === preset}
            onClick={() => {
              setCustom('')
              apply(preset)
            }}
          >
            {displayPercent(preset, locale)}
          </button>
        ))}
      </fieldset>
      <div className="swap-slippage-custom">
        <label htmlFor={customId}>{t('swap.slippage.other')}</label>
        <input
          id={customId}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('swap.slippage.placeholder', {
            example: new Intl.NumberFormat(locale).format(2),
          })}
          value={custom}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${customId}-error`}
          onChange={(event) => {
            setCustom(event.target.value)
            if (event.target.value.trim()) apply(typedDecimal(event.target.value, locale))
            else setError(undefined)
          }}
        />
      </div>
      <p className="swap-error" id={`${customId}-error`} aria-live="polite">
        {error}
      </p>
    </div>
  )
}
