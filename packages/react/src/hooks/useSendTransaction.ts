import { type SendTransactionParameters, sendTransaction } from '@portico/core'
import { useCallback } from 'react'
import { useAsyncAction } from './useAsyncAction.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'

export interface UseSendTransactionReturnType {
  /** Asks the connected EVM wallet to send; resolves with the transaction hash. */
  sendTransaction: (parameters: SendTransactionParameters) => Promise<`0x${string}`>
  /** The last hash. */
  data: `0x${string}` | undefined
  error: Error | undefined
  isPending: boolean
  reset: () => void
}

/**
 * Sends a transaction from the connected EVM account, through whichever wallet is connected.
 *
 * @example
 * function Tip() {
 *   const { sendTransaction, data } = useSendTransaction()
 *   return <button onClick={() => sendTransaction({ to, value: 10n ** 15n })}>Tip</button>
 * }
 */
export function useSendTransaction(): UseSendTransactionReturnType {
  const config = usePorticoConfig()
  const action = useCallback(
    (parameters: SendTransactionParameters) => sendTransaction(config, parameters),
    [config],
  )
  const { run, data, error, isPending, reset } = useAsyncAction(action)
  return { sendTransaction: run, data, error, isPending, reset }
}
