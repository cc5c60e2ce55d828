import * as client from 'openid-client'
import { createSecretToken, hashToken } from '../../crypto/secretTokens.ts'
import { SocialProviderUnavailableError } from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import { reserveSend } from './rateCheck.ts'
import type { SocialClients } from './socialClients.ts'
import type { SocialLoginProvider } from './socialConfig.ts'
import { saveSocialRequest } from './socialRequests.ts'

export interface StartSocialLoginParameters {
  provider: SocialLoginProvider
  deviceId: string
  projectId: string
  /** The dApp origin the frame reported: the callback page posts the result there. */
  origin: string
  /** The client IP, for the hourly limit per IP. */
  ip: string
}

export interface StartSocialLoginReturnType {
  /** The provider's authorization URL, for the popup. */
  uri: string
  /** 32 random bytes (base64url) the frame keeps in memory and sends back with the result. */
  flowId: string
}

/**
 * `POST /auth/v1/social/start`: after the project and origin check (`checkSignInOrigin`: 401
 * INVALID_PROJECT_ID, 403 ORIGIN_NOT_ALLOWED; first of all) and the per-IP rate check (a start counts like
 * an e-mail send), stores a request (random state, PKCE verifier, OIDC nonce, provider, project, dApp
 * origin, device, the flow id's hash) and answers the provider's authorization URL with
 * `redirect_uri = auth.social.redirectUri`, PKCE S256, state and nonce. An unconfigured
 * provider throws `SocialProviderUnavailableError` (400); an unreachable one `UpstreamError`
 * (502), and the rate-check slot is given back.
 *
 * @example
 * const { uri, flowId } = await startSocialLogin(context, clients, { provider: 'google', deviceId, projectId, origin, ip })
 */
export async function startSocialLogin(
  context: AuthContext,
  clients: SocialClients,
  parameters: StartSocialLoginParameters,
): Promise<StartSocialLoginReturnType> {
  await checkSignInOrigin(context, parameters)
  const social = context.settings.social
  const socialClient = clients.get(parameters.provider)
  if (social === undefined || socialClient === undefined)
    throw new SocialProviderUnavailableError({
      details: `${parameters.provider} is not configured`,
    })

  const state = createSecretToken()
  const flowId = createSecretToken()
  // Keyed on this start alone, so only the client IP's hourly cap applies (no resend delay).
  const reservation = await reserveSend(context, {
    email: `social-start:${hashToken(flowId)}`,
    ip: parameters.ip,
  })
  try {
    const configuration = await socialClient.configuration()
    const codeVerifier = client.randomPKCECodeVerifier()
    const nonce = socialClient.kind === 'oidc' ? client.randomNonce() : null
    await saveSocialRequest(context, {
      state,
      provider: parameters.provider,
      projectId: parameters.projectId,
      origin: parameters.origin,
      deviceId: parameters.deviceId,
      flowId,
      codeVerifier,
      nonce,
    })
    const uri = client.buildAuthorizationUrl(configuration, {
      redirect_uri: social.redirectUri,
      scope: socialClient.scope,
      state,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(nonce === null ? {} : { nonce }),
    })
    return { uri: uri.href, flowId }
  } catch (error) {
    await reservation.release()
    throw error
  }
}
