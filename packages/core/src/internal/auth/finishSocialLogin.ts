import { connect } from '../../actions/connect.ts'
import { loadSmartAccountNetworks } from '../../actions/loadSmartAccountNetworks.ts'
import { PorticoError } from '../../errors/base.ts'
import { ModalClosedError } from '../../errors/connection.ts'
import { SocialConnectError } from '../../errors/social.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import type { ChainAdapter } from '../../types/adapter.ts'
import type { AuthController, AuthUser, SocialProvider } from '../../types/auth.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'
import { updateNamespaceState } from '../connection/updateNamespaceState.ts'
import { signInAccountType } from './signInAccountType.ts'
import { signInNamespace } from './signInNamespace.ts'

/**
 * The last steps of every social sign-in (spec §4): the embedded wallet turns the provider's
 * answer into a session, then its account connects as after an e-mail code (modal closed,
 * balance loaded, kept for reconnect, CONNECT_SUCCESS), and the provider and the visitor's
 * name there are remembered (spec §3). A failure without the wallet's own words is 'Failed to
 * connect'. When the account's e-mail must approve this site first (an existing account on a
 * new device or site), `onDeviceApproval` is called and the approval awaited (the embedded
 * wallet's long poll, as for an e-mail sign-in) before the account connects; `signal` aborting
 * meanwhile stops the wait ('Modal closed').
 */
export async function finishSocialLogin(
  config: PorticoConfig,
  parameters: {
    adapter: ChainAdapter & { auth: AuthController }
    /** Unknown when a Telegram mini-app resumes a sign-in whose start it no longer knows. */
    provider: SocialProvider | undefined
    resultUri: string
    /** The sign-in waits for the account's e-mail to approve this site (an e-mail went out). */
    onDeviceApproval?: () => void
    /** Aborted when the sign-in is given up (modal closed, back): the approval wait stops. */
    signal?: AbortSignal
  },
): Promise<Connection> {
  const { adapter, provider, resultUri } = parameters
  let user: AuthUser | undefined
  // The visitor's account type (spec §6): the stored choice, else defaultAccountTypes.
  const preferredAccountType = signInAccountType(config, adapter.namespace)
  try {
    const answer = await adapter.auth.connectSocial({
      uri: resultUri,
      ...(preferredAccountType ? { preferredAccountType } : {}),
    })
    if ('action' in answer) {
      parameters.onDeviceApproval?.()
      await untilAborted(adapter.auth.connectDevice(), parameters.signal)
    } else user = answer
  } catch (error) {
    throw error instanceof PorticoError ? error : new SocialConnectError({ cause: error })
  }
  const namespace = signInNamespace(config, adapter)
  const connection = await connect(config, {
    connectorId: adapter.auth.connectorId,
    namespace,
    preferredAccountType,
  })
  const { storage } = config
  if (provider) {
    // Connecting replaced the account's state: the provider goes back in.
    updateNamespaceState(config.stores.account, namespace, { socialProvider: provider })
    storage.set(storageKeys.socialProvider, provider)
  }
  const userName = user?.userName ?? connection.auth?.username
  if (userName) storage.set(storageKeys.socialUsername, userName)
  else storage.remove(storageKeys.socialUsername)
  await loadSmartAccountNetworks(config).catch((error) =>
    console.warn('[portico] could not read the smart-account networks', error),
  )
  return connection
}

// The promise, or ModalClosedError as soon as `signal` aborts (the frame's wait ends on its own).
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(new ModalClosedError())
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ModalClosedError())
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
