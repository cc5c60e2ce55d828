import { PorticoError } from '../../errors/base.ts'
import { SocialConnectError } from '../../errors/social.ts'
import type { ChainAdapter } from '../../types/adapter.ts'
import type { AuthController, AuthUser, SignInProvider } from '../../types/auth.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'
import { connectSignedIn } from './connectSignedIn.ts'
import { signInAccountType } from './signInAccountType.ts'
import { untilAborted } from './untilAborted.ts'

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
    provider: SignInProvider | undefined
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
  return connectSignedIn(config, {
    adapter,
    provider,
    userName: user?.userName,
    preferredAccountType,
  })
}
