import type { SendState } from '../../types/send.ts'
import type { SendContext } from './getSendContext.ts'

/**
 * What a fee estimate was asked for: the account, network, token, amount and receiver. An answer
 * for another key is stale (the form, account or network changed meanwhile) and is dropped.
 */
export function sendFormKey(context: SendContext, state: SendState): string {
  const { token } = state
  return JSON.stringify([
    context.connectorId,
    context.from,
    context.network?.caipNetworkId,
    token?.chainId,
    token?.address,
    token?.symbol,
    state.sendTokenAmount,
    state.receiverAddress?.trim(),
  ])
}
