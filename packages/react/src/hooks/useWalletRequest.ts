import { type SendWalletRequestParameters, sendWalletRequest } from '@portico/core'
import { useCallback } from 'react'
import { useAsyncAction } from './useAsyncAction.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'

export interface UseWalletRequestReturnType {
  /** Sends the method to the namespace's connected wallet; resolves with its answer. */
  sendRequest: (parameters: SendWalletRequestParameters) => Promise<unknown>
  /** The last answer, unparsed. */
  data: unknown
  error: Error | undefined
  isPending: boolean
  reset: () => void
}

/**
 * Sends any wallet method by its WalletConnect name to the wallet connected in a namespace:
 * sign a Solana transaction, sign a PSBT, sign typed data. Works alike for every kind of wallet
 * of that family (extension, Wallet Standard, WalletConnect, embedded).
 *
 * @example
 * function SignPsbt({ psbt, account }: { psbt: string; account: string }) {
 *   const { sendRequest, data, error } = useWalletRequest()
 *   const sign = () =>
 *     sendRequest({ namespace: 'bip122', method: 'signPsbt', params: { account, psbt } })
 *   return <button onClick={sign}>{error ? error.message : data ? 'Signed' : 'Sign PSBT'}</button>
 * }
 */
export function useWalletRequest(): UseWalletRequestReturnType {
  const config = usePorticoConfig()
  const action = useCallback(
    (parameters: SendWalletRequestParameters) => sendWalletRequest(config, parameters),
    [config],
  )
  const { run, data, error, isPending, reset } = useAsyncAction(action)
  return { sendRequest: run, data, error, isPending, reset }
}
