import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { setSiwxAccount, setSiwxPrompt } from './setSiwxState.ts'

/**
 * Forgets a namespace's sign-in state when it disconnects: its record, and the sign view's flow
 * when that was for it (so the modal can close again).
 */
export function clearSiwx(config: PorticoConfig, namespace: ChainNamespace): void {
  const { namespaces, prompt } = config.stores.siwx.getState()
  if (namespaces[namespace]) setSiwxAccount(config, namespace, undefined)
  if (prompt?.namespace === namespace) setSiwxPrompt(config, undefined)
}
