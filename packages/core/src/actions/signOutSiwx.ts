import type { ErrorType } from '../errors/base.ts'
import { setSiwxAccount } from '../internal/siwx/setSiwxState.ts'
import { siwxAccount } from '../internal/siwx/siwxAccount.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { type DisconnectErrorType, disconnect } from './disconnect.ts'

export interface SignOutSiwxParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** What the dApp's `siwx.revokeSession` throws, or what `disconnect` rejects with. */
export type SignOutSiwxErrorType = ErrorType<string> | DisconnectErrorType

/**
 * Ends the sign-in of a namespace's account (`revokeSession`) and keeps it connected, not asked
 * to sign in again on its own. When signing in is required a connected account cannot stay
 * signed out, so the namespace is disconnected instead (which revokes, spec §4). Rejects with
 * the `revokeSession` error; without `siwx` or an account it does nothing.
 *
 * @example
 * await signOutSiwx(config)
 */
export async function signOutSiwx(
  config: PorticoConfig,
  parameters: SignOutSiwxParameters = {},
): Promise<void> {
  const siwx = config.options.siwx
  const namespace = parameters.namespace ?? config.stores.connection.getState().activeNamespace
  const account = siwxAccount(config, namespace)
  if (!siwx || !account) return

  if (siwx.getRequired?.() === true) {
    if (siwx.signOutOnDisconnect === false)
      await siwx.revokeSession(account.caipNetworkId, account.address)
    await disconnect(config, { namespace })
    return
  }
  await siwx.revokeSession(account.caipNetworkId, account.address)
  setSiwxAccount(config, namespace, {
    caipNetworkId: account.caipNetworkId,
    address: account.address,
    status: 'none',
    dismissed: true,
  })
}
