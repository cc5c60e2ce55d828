import { updateSendForm } from '../internal/send/updateSendForm.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { SendAmountUnit } from '../types/send.ts'

/**
 * Switches the unit the amount is typed in (tokens or USD) and shows the current amount in it:
 * its USD value (2 decimals) or the exact token amount. The amount to send does not change.
 * USD needs the token's price: without one the unit stays tokens.
 *
 * @example
 * setSendAmountUnit(config, 'usd')
 * config.stores.send.getState().amountInput // '3000.00'
 */
export function setSendAmountUnit(config: PorticoConfig, unit: SendAmountUnit): void {
  const state = config.stores.send.getState()
  if (unit === state.amountUnit) return
  if (
    unit === 'usd' &&
    !(state.token && Number.isFinite(state.token.price) && state.token.price > 0)
  )
    return
  const shown = unit === 'usd' ? state.networkBalanceInUSD : state.sendTokenAmount
  updateSendForm(config, { amountUnit: unit, amountInput: shown ?? state.amountInput })
}
