import { DISCONNECT_TIMEOUT_MS } from '../../constants.ts'
import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import { siwxAccount } from './siwxAccount.ts'

/**
 * Spec §4: a disconnect ends the account's sign-in unless `signOutOnDisconnect` is false. Best
 * effort: a failure is only warned about, and it waits at most 3000 ms (spec §9), so it never
 * holds the disconnect. The account is read now, before the namespace is reset.
 */
export function signOutSiwxOnDisconnect(
  config: PorticoConfig,
  namespace: ChainNamespace,
): Promise<void> {
  const siwx = config.options.siwx
  if (!siwx || siwx.signOutOnDisconnect === false) return Promise.resolve()
  const account =
    siwxAccount(config, namespace) ?? config.stores.siwx.getState().namespaces[namespace]
  if (!account) return Promise.resolve()

  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DISCONNECT_TIMEOUT_MS)
  })
  const revoke = Promise.resolve()
    .then(() => siwx.revokeSession(account.caipNetworkId, account.address))
    .catch((error: unknown) => console.warn('[portico] could not end the sign-in session', error))
  return Promise.race([revoke, timeout])
    .then((outcome) => {
      if (outcome === 'timeout')
        console.warn(`[portico] ending the sign-in took over ${DISCONNECT_TIMEOUT_MS} ms`)
    })
    .finally(() => clearTimeout(timer))
}
