import { connect } from '../../actions/connect.ts'
import { loadSmartAccountNetworks } from '../../actions/loadSmartAccountNetworks.ts'
import { storageKeys } from '../../storage/storageKeys.ts'
import type { ChainAdapter } from '../../types/adapter.ts'
import type { AuthController, EmbeddedAccountType, SignInProvider } from '../../types/auth.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'
import { updateNamespaceState } from '../connection/updateNamespaceState.ts'
import { signInNamespace } from './signInNamespace.ts'

/**
 * The end of every social sign-in, Farcaster's included (spec §3, §4): the embedded wallet has
 * a session, so its account connects as after an e-mail code (modal closed, balance loaded,
 * kept for reconnect, CONNECT_SUCCESS), and the provider and the visitor's name there are
 * remembered (`social_provider`, `social_username`).
 */
export async function connectSignedIn(
  config: PorticoConfig,
  parameters: {
    adapter: ChainAdapter & { auth: AuthController }
    /** Unknown when a Telegram mini-app resumes a sign-in whose start it no longer knows. */
    provider: SignInProvider | undefined
    /** The name the wallet's answer gave; else the connection's. */
    userName: string | undefined
    preferredAccountType: EmbeddedAccountType | undefined
  },
): Promise<Connection> {
  const { adapter, provider, preferredAccountType } = parameters
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
  const userName = parameters.userName ?? connection.auth?.username
  if (userName) storage.set(storageKeys.socialUsername, userName)
  else storage.remove(storageKeys.socialUsername)
  await loadSmartAccountNetworks(config).catch((error) =>
    console.warn('[portico] could not read the smart-account networks', error),
  )
  return connection
}
