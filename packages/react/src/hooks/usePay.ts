import { type PayParameters, type PayResult, pay as payAction } from '@portico/core'
import { useCallback } from 'react'
import { useAsyncAction } from './useAsyncAction.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'

export type { PayParameters, PayResult } from '@portico/core'

/** Where the last `pay` stands: never asked, with the visitor, paid, or not paid. */
export type PayHookStatus = 'idle' | 'pending' | 'success' | 'error'

export interface UsePayReturnType {
  /**
   * Opens the modal on the Pay view; resolves once the payment is confirmed on chain with
   * `{ txHash, network, from?, method }`, rejects with a typed error (`PayRequestError`,
   * `PayDisabledError`, 'Modal closed', the wallet's refusal, `PayFailedError`).
   */
  pay: (parameters: PayParameters) => Promise<PayResult>
  status: PayHookStatus
  /** The last payment's result. */
  result: PayResult | undefined
  /** Why the last payment did not happen. */
  error: Error | undefined
  /** Forgets the last result and error. */
  reset: () => void
}

/**
 * Asks the visitor for a payment (core's `pay`, issue #19): from the connected wallet or an
 * exchange. Needs `features: { pay: true }` in `createConfig`.
 *
 * @example
 * function Checkout() {
 *   const { pay, status, result, error } = usePay()
 *   return (
 *     <button onClick={() => pay({ recipient, amount: '5', asset: pusd, network: 'eip155:1' }).catch(() => {})}>
 *       {status === 'success' ? `Paid: ${result?.txHash}` : error ? error.message : 'Pay 5 PUSD'}
 *     </button>
 *   )
 * }
 */
export function usePay(): UsePayReturnType {
  const config = usePorticoConfig()
  const action = useCallback((parameters: PayParameters) => payAction(config, parameters), [config])
  const { run, data, error, isPending, reset } = useAsyncAction(action)
  const status: PayHookStatus = isPending ? 'pending' : data ? 'success' : error ? 'error' : 'idle'
  return { pay: run, status, result: data, error, reset }
}
