import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'

/**
 * Starts the spec §4 SIWX check of a namespace's account (`checkSiwxSession`) when the `siwx`
 * option is set. The check's code loads only then, so a dApp without sign-in does not carry it
 * in its first bundle. Never throws, never waits.
 */
export function requestSiwxCheck(config: PorticoConfig, namespace: ChainNamespace): void {
  if (!config.options.siwx) return
  void import('./checkSiwxSession.ts')
    .then(({ checkSiwxSession }) => checkSiwxSession(config, namespace))
    .catch((error: unknown) => console.warn('[portico] could not load the sign-in check', error))
}
