import { type ChainNamespace, signMessage } from '@portico/core'
import { useCallback } from 'react'
import { useAsyncAction } from './useAsyncAction.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'

export interface SignMessageParameters {
  message: string
  /** The chain family whose account signs; the active one by default. */
  namespace?: ChainNamespace
}

export interface UseSignMessageReturnType {
  /** Asks the connected wallet to sign; resolves with the signature. */
  signMessage: (parameters: SignMessageParameters) => Promise<string>
  /** The last signature. */
  data: string | undefined
  error: Error | undefined
  isPending: boolean
  reset: () => void
}

/**
 * Signs a plain-text message with the connected wallet (EVM: `personal_sign`).
 *
 * @example
 * function Sign() {
 *   const { signMessage, data } = useSignMessage()
 *   return (
 *     <>
 *       <button onClick={() => signMessage({ message: 'hello' })}>Sign</button>
 *       <output>{data}</output>
 *     </>
 *   )
 * }
 */
export function useSignMessage(): UseSignMessageReturnType {
  const config = usePorticoConfig()
  const action = useCallback(
    (parameters: SignMessageParameters) => signMessage(config, parameters),
    [config],
  )
  const { run, data, error, isPending, reset } = useAsyncAction(action)
  return { signMessage: run, data, error, isPending, reset }
}
