import { connect } from '../actions/connect.ts'
import { loadSmartAccountNetworks } from '../actions/setPreferredAccountType.ts'
import { PorticoError } from '../errors/base.ts'
import { SocialConnectError } from '../errors/social.ts'
import { storageKeys } from '../storage/storageKeys.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { AuthController, AuthUser, SocialProvider } from '../types/auth.ts'
import type { PorticoConfig } from '../types/config.ts'
import type { Connection } from '../types/connector.ts'
import { updateNamespaceState } from './updateNamespaceState.ts'

/**
 * The last steps of every social sign-in (spec §4): the embedded wallet turns the provider's
 * answer into a session, then its account connects as after an e-mail code (modal closed,
 * balance loaded, kept for reconnect, CONNECT_SUCCESS), and the provider and the visitor's
 * name there are remembered (spec §3). A failure without the wallet's own words is 'Failed to
 * connect'.
 */
export async function finishSocialLogin(
  config: PorticoConfig,
  parameters: {
    adapter: ChainAdapter & { auth: AuthController }
    /** Unknown when a Telegram mini-app resumes a sign-in whose start it no longer knows. */
    provider: SocialProvider | undefined
    resultUri: string
  },
): Promise<Connection> {
  const { adapter, provider, resultUri } = parameters
  let user: AuthUser
  try {
    user = await adapter.auth.connectSocial({ uri: resultUri })
  } catch (error) {
    throw error instanceof PorticoError ? error : new SocialConnectError({ cause: error })
  }
  const connection = await connect(config, {
    connectorId: adapter.auth.connectorId,
    namespace: adapter.namespace,
  })
  const { storage } = config
  if (provider) {
    // Connecting replaced the account's state: the provider goes back in.
    updateNamespaceState(config.stores.account, adapter.namespace, { socialProvider: provider })
    storage.set(storageKeys.socialProvider, provider)
  }
  const userName = user.userName ?? connection.auth?.username
  if (userName) storage.set(storageKeys.socialUsername, userName)
  else storage.remove(storageKeys.socialUsername)
  await loadSmartAccountNetworks(config).catch((error) =>
    console.warn('[portico] could not read the smart-account networks', error),
  )
  return connection
}
