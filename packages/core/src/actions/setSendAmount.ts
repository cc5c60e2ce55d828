import { deriveSendAmount } from '../internal/send/deriveSendAmount.ts'
import { updateSendForm } from '../internal/send/updateSendForm.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Sets the amount as the visitor types it, in the form's `amountUnit` (tokens or USD): kept as
 * typed in `amountInput`, read as digits with one '.' (no ',', spaces around it ignored) into
 * the exact token amount `sendTokenAmount` and its USD value `networkBalanceInUSD` at the
 * token's price, rounded half up (spec §9). The fee is asked again; `validation` is kept current
 * ('Not a valid amount', 'PUSD has at most 6 decimals', 'Insufficient PUSD balance', …).
 *
 * @example
 * setSendAmount(config, '1.5')
 * config.stores.send.getState().sendTokenAmount // '1.5'
 */
export function setSendAmount(config: PorticoConfig, input: string): void {
  const { amountUnit, token } = config.stores.send.getState()
  updateSendForm(config, {
    amountInput: input,
    ...deriveSendAmount(input, amountUnit, token),
    fee: { status: 'idle' },
  })
}
