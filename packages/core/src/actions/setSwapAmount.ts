import { parsePlainDecimal } from '../internal/amounts/decimal.ts'
import { updateSwapForm } from '../internal/swap/updateSwapForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Sets the amount to pay as the visitor types it, in whole tokens of the token paid with: kept
 * as typed in `amountInput`, read as digits with one '.' (no ',', spaces around it ignored) into
 * the exact `fromAmount`. A quote is asked for SWAP_QUOTE_DEBOUNCE_MS after the last keystroke;
 * `validation` is kept current ('Not a valid amount', 'Insufficient PUSD balance', …).
 *
 * @example
 * setSwapAmount(config, '1.5')
 * config.stores.swap.getState().fromAmount // '1.5'
 */
export function setSwapAmount(config: PorticoConfig, input: string): void {
  const typed = parsePlainDecimal(input.trim())
  updateSwapForm(config, { amountInput: input, fromAmount: typed?.toFixed() })
}
