import * as client from 'openid-client'
import type { SocialLoginProvider } from '../../config.ts'
import { BadRequestError, UpstreamError } from '../../errors/apiErrors.ts'
import {
  SocialLoginFailedError,
  SocialProviderUnavailableError,
  SocialRequestInvalidError,
} from '../../errors/authErrors.ts'
import type { AuthContext } from './authContext.ts'
import { checkSignInOrigin } from './checkSignInOrigin.ts'
import { trustDevice } from './devices.ts'
import { createSession } from './sessions.ts'
import type { SocialClient, SocialClients } from './socialClients.ts'
import { findOrCreateSocialUser } from './socialIdentities.ts'
import { readSocialProfile } from './socialProfile.ts'
import { consumeSocialRequest } from './socialRequests.ts'
import { type PublicUser, toPublicUser } from './users.ts'

export interface ConnectSocialParameters {
  /** The callback page's whole URL: `auth.social.redirectUri` with the provider's answer. */
  resultUri: string
  /** The flow id `POST /auth/v1/social/start` answered. */
  flowId: string
  deviceId: string
}

/** A signed-in user of a social provider. */
export interface SocialPublicUser extends PublicUser {
  /** The provider's handle or name; null when it gave none. */
  userName: string | null
  socialProvider: SocialLoginProvider
}

export interface ConnectSocialReturnType {
  /** Bearer token, 32 random bytes as base64url. */
  token: string
  /** Unix milliseconds. */
  expiresAt: number
  user: SocialPublicUser
}

/**
 * `POST /auth/v1/social/connect`: checks that `resultUri` is this server's redirect URI, uses up
 * the pending request its `state` names (same flow id and device), checks that the request's
 * project still exists and still allows its dApp origin (401 INVALID_PROJECT_ID, 403
 * ORIGIN_NOT_ALLOWED), refuses a provider `error`, exchanges the code (PKCE verifier, state
 * and, for OpenID Connect, nonce and ID token checked), reads who signed in, finds or creates
 * the user (see findOrCreateSocialUser), trusts the device for the user's e-mail on that origin
 * (the provider's login is the proof: no approval link; none for a user without e-mail) and
 * starts a session bound to (project, origin), answering like `/auth/v1/otp/verify` plus
 * `userName` and `socialProvider`.
 *
 * @example
 * const { token, expiresAt, user } = await connectSocial(context, clients, { resultUri, flowId, deviceId })
 */
export async function connectSocial(
  context: AuthContext,
  clients: SocialClients,
  parameters: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const redirectUri = context.settings.social?.redirectUri
  if (redirectUri === undefined) throw new SocialProviderUnavailableError()
  const answer = readProviderAnswer(parameters.resultUri, redirectUri)
  const state = answer.get('state')
  if (state === null) throw new SocialRequestInvalidError({ details: 'no state in resultUri' })

  const request = await consumeSocialRequest(context, {
    state,
    flowId: parameters.flowId,
    deviceId: parameters.deviceId,
  })
  await checkSignInOrigin(context, request)
  const providerError = answer.get('error')
  if (providerError !== null)
    throw new SocialLoginFailedError({
      providerError: providerError.slice(0, 100),
      details: answer.get('error_description')?.slice(0, 500),
    })
  const socialClient = clients.get(request.provider)
  if (socialClient === undefined)
    throw new SocialProviderUnavailableError({ details: `${request.provider} is not configured` })

  // The provider's answer on the registered redirect URI exactly, as the token request needs it.
  const callbackUrl = new URL(redirectUri)
  callbackUrl.search = answer.toString()
  const profileSource = await exchangeCode(socialClient, callbackUrl, request)
  const profile = readSocialProfile(socialClient.provider, profileSource)
  const { user, userName } = await findOrCreateSocialUser(context, socialClient.provider, profile)

  if (user.email !== null)
    await trustDevice(context.db, {
      email: user.email,
      deviceId: request.deviceId,
      origin: request.origin,
      approvedAt: context.now(),
    })
  const session = await createSession(context, {
    userId: user.id,
    deviceId: request.deviceId,
    projectId: request.projectId,
    origin: request.origin,
  })
  return {
    ...session,
    user: { ...toPublicUser(user), userName, socialProvider: socialClient.provider },
  }
}

// The query of a URL on the redirect URI (same origin and path); anything else is refused.
function readProviderAnswer(resultUri: string, redirectUri: string): URLSearchParams {
  const expected = new URL(redirectUri)
  const result = URL.canParse(resultUri) ? new URL(resultUri) : undefined
  if (
    result === undefined ||
    result.origin !== expected.origin ||
    result.pathname !== expected.pathname
  )
    throw new BadRequestError("resultUri: must be this server's social redirect URI")
  return result.searchParams
}

// Code → tokens → the claims or user object that say who signed in.
async function exchangeCode(
  socialClient: SocialClient,
  callbackUrl: URL,
  request: { state: string; codeVerifier: string; nonce: string | null },
): Promise<unknown> {
  const configuration = await socialClient.configuration()
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      ...(request.nonce === null ? {} : { expectedNonce: request.nonce }),
      idTokenExpected: socialClient.kind === 'oidc',
    })
    if (socialClient.kind === 'oidc') {
      const claims = tokens.claims()
      if (claims === undefined) throw new SocialLoginFailedError({ details: 'no ID token' })
      // Some providers keep the e-mail out of the ID token: ask userinfo then.
      if (claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
        const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)
        return { ...userinfo, ...claims }
      }
      return claims
    }
    return await readUserObject(configuration, socialClient, tokens.access_token)
  } catch (error) {
    throw toConnectError(error, socialClient.provider)
  }
}

async function readUserObject(
  configuration: client.Configuration,
  socialClient: SocialClient,
  accessToken: string,
): Promise<unknown> {
  const endpoint = socialClient.userinfoEndpoint
  if (endpoint === undefined) throw new SocialLoginFailedError({ details: 'no userinfo endpoint' })
  const headers = new Headers({ accept: 'application/json', 'user-agent': 'Portico' })
  const response = await client.fetchProtectedResource(
    configuration,
    accessToken,
    endpoint,
    'GET',
    undefined,
    headers,
  )
  if (!response.ok)
    throw new SocialLoginFailedError({ details: `user info answered ${response.status}` })
  try {
    return await response.json()
  } catch (cause) {
    throw new SocialLoginFailedError({ cause, details: 'user info is not JSON' })
  }
}

function toConnectError(error: unknown, provider: string): Error {
  if (error instanceof SocialLoginFailedError) return error
  if (
    error instanceof client.ResponseBodyError ||
    error instanceof client.AuthorizationResponseError
  )
    return new SocialLoginFailedError({
      cause: error,
      providerError: error.error,
      details: `${provider}: ${error.error_description ?? error.error}`,
    })
  if (error instanceof client.ClientError)
    return new SocialLoginFailedError({ cause: error, details: `${provider}: ${error.message}` })
  return new UpstreamError('Could not reach the sign-in provider', {
    cause: error,
    details: `${provider}: the code exchange failed`,
  })
}
