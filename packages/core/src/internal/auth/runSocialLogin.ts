import { PROVIDER_MESSAGE_ALERTS } from '../../alerts/providerMessageAlerts.ts'
import { PorticoError } from '../../errors/base.ts'
import { SocialLoginInitError } from '../../errors/social.ts'
import type { ChainAdapter } from '../../types/adapter.ts'
import type { AuthController, SocialProvider } from '../../types/auth.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { Connection } from '../../types/connector.ts'
import { describeError } from '../errors/describeError.ts'
import { emitEvent } from '../project/emitEvent.ts'
import { failSocialLogin } from './failSocialLogin.ts'
import { finishSocialLogin } from './finishSocialLogin.ts'
import { watchSocialPopup } from './watchSocialPopup.ts'

export interface RunSocialLoginParameters {
  adapter: ChainAdapter & { auth: AuthController }
  provider: SocialProvider
  /** The window `connectSocial` opened in the visitor's click. */
  popup: Window
  /** Aborted when the sign-in is cancelled (modal closed, back, another sign-in). */
  signal: AbortSignal
  /** Whether this sign-in is still the one ConnectingSocial shows. */
  isCurrent: () => boolean
}

/**
 * `connectSocial` after the window opened (loaded on first use): the provider's page goes into
 * the window, the secure site's answer is awaited, then the account connects.
 */
export async function runSocialLogin(
  config: PorticoConfig,
  parameters: RunSocialLoginParameters,
): Promise<Connection> {
  const { adapter, provider, popup, signal, isCurrent } = parameters
  const fail = (error: unknown) =>
    failSocialLogin(config, { provider, error, isCurrent: isCurrent(), cancelled: signal.aborted })

  // Watched from the start, so closing the still empty window already counts.
  const answer = watchSocialPopup({ popup, origin: adapter.auth.secureSiteOrigin, signal })
  answer.catch(() => undefined) // Awaited below; until then a rejection is not "unhandled".
  let resultUri: string
  try {
    const uri = await Promise.race([
      providerPage(adapter, provider),
      // Only the window's closing (or a cancel) matters while the address is fetched.
      answer.then(() => new Promise<never>(() => undefined)),
    ])
    try {
      popup.location.href = uri
    } catch (cause) {
      throw new SocialLoginInitError({ cause, details: 'The window could not be sent there' })
    }
    resultUri = await answer
  } catch (error) {
    popup.close()
    throw fail(error)
  }

  // The provider answered: from here on the sign-in completes even if the modal closes, unless
  // the account's e-mail must approve this site first: closing the modal then gives it up.
  emitEvent(config, 'SOCIAL_LOGIN_REQUEST_USER_DATA', { provider })
  popup.close()
  if (isCurrent()) config.stores.auth.setState({ social: { provider, status: 'connecting' } })
  try {
    const connection = await finishSocialLogin(config, {
      adapter,
      provider,
      resultUri,
      signal,
      onDeviceApproval() {
        if (isCurrent()) config.stores.auth.setState({ social: { provider, status: 'device' } })
      },
    })
    emitEvent(config, 'SOCIAL_LOGIN_SUCCESS', { provider })
    if (isCurrent()) {
      config.internal.socialLogin = undefined
      config.stores.auth.setState({ social: undefined })
    }
    return connection
  } catch (error) {
    throw fail(error)
  }
}

/** The provider's sign-in page, from the embedded wallet; only a web address is opened. */
async function providerPage(
  adapter: ChainAdapter & { auth: AuthController },
  provider: SocialProvider,
): Promise<string> {
  let uri: string
  try {
    ;({ uri } = await adapter.auth.getSocialRedirectUri({ provider }))
  } catch (cause) {
    // The project's refusals keep their message (and their alert): 'Unauthorized: origin not
    // allowed' says more than 'Failed to initiate social connection'.
    if (cause instanceof PorticoError && PROVIDER_MESSAGE_ALERTS[cause.message]) throw cause
    throw new SocialLoginInitError({ cause, details: describeError(cause) })
  }
  // The window is on the dApp's origin until it navigates: never run a script URL in it.
  if (!/^https?:\/\//i.test(uri))
    throw new SocialLoginInitError({ details: 'The provider address is not a web address' })
  return uri
}
