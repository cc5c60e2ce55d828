import type { PorticoConfig } from '../../types/config.ts'
import { setSiwxAccount, setSiwxPrompt } from './setSiwxState.ts'

/**
 * The visitor turned down an optional sign-in (Cancel, or closing the modal on the sign view):
 * the sign view's flow ends and that account is not asked again until its network or address
 * changes or it connects anew.
 */
export function dismissSiwxPrompt(config: PorticoConfig): void {
  const { prompt, namespaces } = config.stores.siwx.getState()
  if (!prompt) return
  const record = namespaces[prompt.namespace]
  if (record && record.status !== 'signedIn')
    setSiwxAccount(config, prompt.namespace, { ...record, dismissed: true })
  setSiwxPrompt(config, undefined)
}
