import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { beginSiwxCheck, isCurrentSiwxCheck } from './beginSiwxCheck.ts'
import { setSiwxAccount } from './setSiwxState.ts'

/**
 * Starts the spec §4 SIWX check of a namespace's account when the `siwx` option is set: the
 * account is 'checking' at once, and the asking (`runSiwxCheck`) loads only then, so a dApp
 * without sign-in does not carry it in its first bundle. Never throws, never waits.
 */
export function requestSiwxCheck(config: PorticoConfig, namespace: ChainNamespace): void {
  const begun = beginSiwxCheck(config, namespace)
  if (!begun) return
  void import('./checkSiwxSession.ts')
    .then(({ runSiwxCheck }) => runSiwxCheck(config, namespace, begun))
    .catch((error: unknown) => {
      console.warn('[portico] could not load the sign-in check', error)
      // Not left 'checking' forever: signed out, and the next connect or change asks again.
      if (isCurrentSiwxCheck(config, namespace, begun.started))
        setSiwxAccount(config, namespace, { ...begun.started, status: 'none' })
    })
}
